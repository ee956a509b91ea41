@card:sleep
Feature: Sleep
  Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.

  @ruling:2018-07-13
  Rule: The second part of Sleep’s ability affects all creatures the targeted player controls as…
    The second part of Sleep’s ability affects all creatures the targeted player controls as Sleep resolves, not only the ones that Sleep actually caused to become tapped.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
