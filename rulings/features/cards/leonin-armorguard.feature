@card:leonin-armorguard
Feature: Leonin Armorguard
  When this creature enters, creatures you control get +1/+1 until end of turn.

  @ruling:2009-05-01
  Rule: Leonin Armorguard gets this bonus too
    Leonin Armorguard gets this bonus too.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
