@card:raging-regisaur
Feature: Raging Regisaur
  Whenever this creature attacks, it deals 1 damage to any target.

  @ruling:2018-01-19
  Rule: Damage dealt by Raging Regisaur's triggered ability isn't combat damage
    Damage dealt by Raging Regisaur's triggered ability isn't combat damage.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
