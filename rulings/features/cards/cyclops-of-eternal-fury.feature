@card:cyclops-of-eternal-fury
Feature: Cyclops of Eternal Fury
  Creatures you control have haste.

  @ruling:2014-04-26
  Rule: Cyclops of Eternal Fury's ability gives itself haste
    Cyclops of Eternal Fury's ability gives itself haste.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
