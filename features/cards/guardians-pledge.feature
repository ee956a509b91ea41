@card:guardians-pledge
Feature: Guardians' Pledge
  White creatures you control get +2/+2 until end of turn.

  @ruling:2011-09-22
  Rule: Guardians' Pledge only gives a bonus to white creatures you control when it resolves
    Guardians' Pledge only gives a bonus to white creatures you control when it resolves. Creatures that enter later in the turn and nonwhite creatures that become white later in the turn will not get the bonus.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2011-09-22
  Rule: If a white creature that gets the bonus stops being white later in the turn, it will…
    If a white creature that gets the bonus stops being white later in the turn, it will continue to get +2/+2 until end of turn.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
