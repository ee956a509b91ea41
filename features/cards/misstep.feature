@card:misstep
Feature: Misstep
  Creatures target player controls don't untap during that player's next untap step.

  @ruling:2004-10-04
  Rule: The creatures are only prevented from untapping during the targeted player’s next untap…
    The creatures are only prevented from untapping during the targeted player’s next untap step. They can still can untap during other player’s untap steps.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2008-08-01
  Rule: No creature controlled by the player will untap during their next untap step
    No creature controlled by the player will untap during their next untap step. This includes creatures which entered the battlefield after Misstep resolved.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
