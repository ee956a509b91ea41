@card:reprieve
Feature: Reprieve
  Return target spell to its owner's hand.
  Draw a card.

  @ruling:2025-09-19
  Rule: If a spell is returned to its owner's hand, it's removed from the stack and thus will…
    If a spell is returned to its owner's hand, it's removed from the stack and thus will not resolve. This works against a spell that can't be countered.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
