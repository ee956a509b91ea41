@card:deeproot-warrior
Feature: Deeproot Warrior
  Whenever this creature becomes blocked, it gets +1/+1 until end of turn.

  @ruling:2017-09-29
  Rule: Deeproot Warrior’s ability triggers only once if multiple creatures block it
    Deeproot Warrior’s ability triggers only once if multiple creatures block it.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
