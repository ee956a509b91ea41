@card:stonefare-crocodile
Feature: Stonefare Crocodile
  {2}{B}: This creature gains lifelink until end of turn. (Damage dealt by this creature also causes you to gain that much life.)

  @ruling:2012-10-01
  Rule: Multiple instances of lifelink on the same creature are redundant
    Multiple instances of lifelink on the same creature are redundant. Activating Stonefare Crocodile's ability more than once during a single turn won't cause you to gain more life.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
