@card:zetalpa-primal-dawn
Feature: Zetalpa, Primal Dawn
  Flying, double strike, vigilance, trample, indestructible

  @ruling:2024-11-08
  Rule: If an attacking creature with double strike and trample destroys all of its blocking…
    If an attacking creature with double strike and trample destroys all of its blocking creatures with first-strike combat damage, all of its normal combat damage is assigned to the player, planeswalker, or battle that creature's attacking.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
