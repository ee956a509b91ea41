Feature: 501. Beginning Phase
  The first phase of each turn. Each paragraph of CR 501 (2026-04-17) is quoted verbatim under its number;
  its scenarios show it on a board.

  @rule:501.1
  Rule: 501.1
    The beginning phase consists of three steps, in this order: untap, upkeep, and draw.

    @id:bobs-permanents-untap-before-his-upkeep-and-he-draws-only
    Scenario: Bob's permanents untap before his upkeep, and he draws only after it
      Given it is Alice's end step
      And Bob controls a tapped Forest
      And Bob has an Island in his library
      When the game advances to Bob's upkeep
      Then Forest is untapped
      And Island is in his library
      When the game advances to Bob's draw step
      Then Island is in his hand

    @id:not-the-draw-in-the-upkeep-the-upkeep-begins-with-nothing
    Scenario: (not: the draw in the upkeep) The upkeep begins with nothing drawn
      Given it is Bob's untap step
      And Bob has an Island in his library
      When the game advances to Bob's upkeep
      Then Bob drew no cards
      And it is Bob's upkeep
