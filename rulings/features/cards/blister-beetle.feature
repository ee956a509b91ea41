@card:blister-beetle
Feature: Blister Beetle
  When this creature enters, target creature gets -1/-1 until end of turn.

  @ruling:2008-10-01
  Rule: If there are no other creatures on the battlefield when Blister Beetle enters, it must…
    If there are no other creatures on the battlefield when Blister Beetle enters, it must target itself.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
