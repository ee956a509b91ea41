@card:invoke-the-divine
Feature: Invoke the Divine
  Destroy target artifact or enchantment. You gain 4 life.

  @ruling:2018-07-13
  Rule: If the target artifact or enchantment is an illegal target by the time Invoke the Divine…
    If the target artifact or enchantment is an illegal target by the time Invoke the Divine tries to resolve, the spell doesn’t resolve. You won’t gain any life.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2021-02-05
  Rule: If the target artifact or enchantment is an illegal target as Invoke the Divine tries to…
    If the target artifact or enchantment is an illegal target as Invoke the Divine tries to resolve, it won’t resolve and none of its effects will happen. You won’t gain 4 life.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
