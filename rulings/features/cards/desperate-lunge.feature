@card:desperate-lunge
Feature: Desperate Lunge
  Target creature gets +2/+2 and gains flying until end of turn. You gain 2 life.

  @ruling:2019-05-03
  Rule: A creature gaining flying after it has been blocked by a creature without flying or…
    A creature gaining flying after it has been blocked by a creature without flying or reach won't remove the blocking creature from combat or cause the creature it blocked to become unblocked.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2019-05-03
  Rule: If the target creature is an illegal target by the time Desperate Lunge tries to…
    If the target creature is an illegal target by the time Desperate Lunge tries to resolve, the spell doesn't resolve. You don't gain 2 life.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
