@card:dramatic-rescue
Feature: Dramatic Rescue
  Return target creature to its owner's hand. You gain 2 life.

  @ruling:2012-10-01
  Rule: If the target creature is an illegal target when Dramatic Rescue tries to resolve, it…
    If the target creature is an illegal target when Dramatic Rescue tries to resolve, it won’t resolve and none of its effects will happen. You won’t gain 2 life.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2012-10-01
  Rule: You must be able to target a creature to cast Dramatic Rescue
    You must be able to target a creature to cast Dramatic Rescue.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
