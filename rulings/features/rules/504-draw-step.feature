Feature: 504. Draw Step
  The third step of the beginning phase: the active player draws the top card of their library (the card
  listed first on the board). Each paragraph of CR 504 (2026-04-17) is quoted verbatim under its number; its
  scenarios show it on a board. CR 103.8a (the player who plays first skips their first draw) isn't shown:
  a board's turn 1 is the first turn since the board, not the game's first turn.

  @rule:504.1
  Rule: 504.1
    First, the active player draws a card. This turn-based action doesn’t use the stack.

    @rule:121.1
    @id:the-active-player-draws-the-top-card-of-their-library-as-the
    Scenario: The active player draws the top card of their library as the draw step begins
      Given it is Alice's upkeep
      And Alice has a Forest and an Island in her library
      When the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library
      And the stack is empty

    @id:not-each-player-draws-only-the-active-player-draws
    Scenario: (not: each player draws) Only the active player draws
      Given it is Alice's upkeep
      And Alice has an Island in her library
      And Bob has a Forest in his library
      When the game advances to Alice's draw step
      Then Alice drew one card
      And Bob drew no cards
      And Forest is in his library

    @id:not-a-draw-per-step-one-card-in-a-turn-however-many-steps
    Scenario: (not: a draw per step) One card in a turn, however many steps the game passes through
      Given it is Alice's upkeep
      And Alice has three Forests in her library
      When the game advances to Alice's end step
      Then Alice has one card in her hand

    @id:each-player-draws-in-their-own-turns-draw-step
    Scenario: Each player draws in their own turn's draw step
      Given it is Alice's end step
      And Alice has two Forests in her library
      And Bob has two Islands in his library
      When the game advances to Alice's precombat main phase
      Then Bob drew one card
      And Alice drew one card
      And Bob has one card in his hand

  @rule:504.2
  Rule: 504.2
    Second, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:alice-has-priority-in-her-draw-step-with-the-card-she-drew
    Scenario: Alice has priority in her draw step, with the card she drew already in her hand
      Given it is Alice's upkeep
      And Alice has a Take into Custody in her library
      And Alice controls an Island
      And Bob controls a Grizzly Bears
      When the game advances to Alice's draw step
      Then Alice has priority
      When Alice taps Island for mana
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears

    @id:not-the-other-player-first-bob-gets-priority-in-alices-draw
    Scenario: (not: the other player first) Bob gets priority in Alice's draw step only once she passes
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's draw step
      And Bob tries to pass priority
      Then that is illegal
      When Alice passes priority
      Then Bob has priority
