Feature: 503. Upkeep Step
  The second step of the beginning phase. Each paragraph of CR 503 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:503.1
  Rule: 503.1
    The upkeep step has no turn-based actions. Once it begins, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:alice-has-priority-as-her-upkeep-begins-with-nothing-drawn
    Scenario: Alice has priority as her upkeep begins, with nothing drawn and the stack empty
      Given it is Alice's untap step
      And Alice has a Forest in her library
      When the game advances to Alice's upkeep
      Then Alice has priority
      And Forest is in her library
      And the stack is empty

    @id:not-the-player-who-had-priority-last-priority-in-the-upkeep
    Scenario: (not: the player who had priority last) Priority in the upkeep is the active player's
      Given it is Alice's end step
      And Bob has priority
      When the game advances to Bob's upkeep
      Then Bob has priority

    @id:not-a-step-without-priority-like-the-untap-step-alice-may
    Scenario: (not: a step without priority, like the untap step) Alice may cast an instant in her upkeep
      Given it is Alice's untap step
      And Alice controls an Island
      And Alice has a Take into Custody in her hand
      And Bob controls a Grizzly Bears
      When the game advances to Alice's upkeep
      And Alice taps Island for mana
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears
