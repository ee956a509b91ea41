@card:martial-glory
Feature: Martial Glory
  Target creature gets +3/+0 until end of turn.
  Target creature gets +0/+3 until end of turn.

  @ruling:2013-01-24
  Rule: You may choose the same creature for both targets since the card says "target creature"…
    You may choose the same creature for both targets since the card says "target creature" multiple times. You may also choose two different creatures.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
