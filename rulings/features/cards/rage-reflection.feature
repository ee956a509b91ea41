@card:rage-reflection
Feature: Rage Reflection
  Creatures you control have double strike.

  @ruling:2020-08-07
  Rule: If a creature loses double strike after assigning damage in the first strike combat…
    If a creature loses double strike after assigning damage in the first strike combat damage step (due to Rage Reflection leaving the battlefield, for example), that creature won't assign damage in the normal combat damage step.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
