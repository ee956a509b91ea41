@card:voltaic-servant
Feature: Voltaic Servant
  At the beginning of your end step, untap target artifact.

  @ruling:2018-04-27
  Rule: Voltaic Servant’s ability can target an artifact creature, including itself
    Voltaic Servant’s ability can target an artifact creature, including itself.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
