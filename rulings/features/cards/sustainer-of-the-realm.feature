@card:sustainer-of-the-realm
Feature: Sustainer of the Realm
  Flying
  Whenever this creature blocks, it gets +0/+2 until end of turn.

  @ruling:2004-10-04
  Rule: It gets the bonus only once, not once per creature it blocks
    It gets the bonus only once, not once per creature it blocks.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
