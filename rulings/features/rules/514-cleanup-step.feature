Feature: 514. Cleanup Step
  The last step of each turn: the active player discards down to their maximum hand size, damage wears off,
  and normally no one receives priority. Each paragraph of CR 514 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:514.1
  Rule: 514.1
    First, if the active player’s hand contains more cards than their maximum hand size (normally seven), they discard enough cards to reduce their hand size to that number. This turn-based action doesn’t use the stack.

    @rule:402.2
    @id:eight-cards-in-hand-one-is-discarded-in-the-cleanup-step
    Scenario: Eight cards in hand: one is discarded in the cleanup step
      Given it is Alice's end step
      And Alice has 8 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 7 cards in her hand
      And Alice discarded one card
      And the stack is empty

    @id:not-down-to-seven-whatever-the-hand-seven-cards-in-hand
    Scenario: (not: down to seven whatever the hand) Seven cards in hand: nothing is discarded
      Given it is Alice's end step
      And Alice has 7 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 7 cards in her hand
      And Alice discarded no cards

    @id:not-every-player-only-the-active-player-discards-in-her-own
    Scenario: (not: every player) Only the active player discards, in her own cleanup step
      Given it is Alice's end step
      And Alice has 9 Forests in her hand
      And Bob has 9 Islands in his hand
      When the game advances to Alice's cleanup step
      Then Alice has 7 cards in her hand
      And Bob has 9 cards in his hand

    @id:not-the-games-choice-the-active-player-chooses-which-cards
    Scenario: (not: the game's choice) The active player chooses which cards to discard
      Given it is Alice's end step
      And Alice has an Island and 7 Forests in her hand
      When Alice discards Island to her maximum hand size as the game advances to Alice's cleanup step
      Then Island is in her graveyard
      And Alice has 7 cards in her hand

    @id:not-any-number-alice-cant-choose-to-discard-more-cards-than
    Scenario: (not: any number) Alice can't choose to discard more cards than she has beyond seven
      Given it is Alice's end step
      And Alice has an Island and 7 Forests in her hand
      When Alice tries to discard Island and Forest to her maximum hand size as the game advances to Alice's cleanup step
      Then that is illegal
      And Island is in her hand

    @id:drawn-in-her-draw-step-discarded-in-her-cleanup-step
    Scenario: Drawn in her draw step, discarded in her cleanup step
      Given it is Alice's upkeep
      And Alice has 7 Forests in her hand
      And Alice has an Island in her library
      When the game advances to Alice's end step
      Then Alice has 8 cards in her hand
      When the game advances to Bob's upkeep
      Then Alice has 7 cards in her hand

  @rule:514.3
  Rule: 514.3
    Normally, no player receives priority during the cleanup step, so no spells can be cast and no abilities can be activated. However, this rule is subject to the following exception:

    @id:no-player-has-priority-in-the-cleanup-step
    Scenario: No player has priority in the cleanup step
      Given it is Alice's end step
      When the game advances to Alice's cleanup step
      Then no player has priority

    @id:not-an-instant-any-time-no-instant-in-the-cleanup-step-and
    Scenario: (not: an instant any time) No instant in the cleanup step, and no passing there
      Given it is Alice's end step
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And Bob controls a Grizzly Bears
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears
      When the game advances to Alice's cleanup step
      Then Alice may not cast Take into Custody targeting Bob's Grizzly Bears
      When Alice tries to pass priority
      Then that is illegal

  @rule:514.3a
  Rule: 514.3a
    At this point, the game checks to see if any state-based actions would be performed and/or any triggered abilities are waiting to be put onto the stack (including those that trigger “at the beginning of the next cleanup step”). If so, those state-based actions are performed, then those triggered abilities are put on the stack, then the active player gets priority. Players may cast spells and activate abilities. Once the stack is empty and all players pass in succession, another cleanup step begins.

    @rule:704.5f
    @id:a-creature-that-dies-in-the-cleanup-step-gives-alice
    Scenario: A creature that dies in the cleanup step gives Alice priority there
      Given it is Alice's end step
      And Alice controls a Grizzly Bears with 9 -1/-1 counters and a Righteous Authority attached to Grizzly Bears
      And Alice has 8 Forests in her hand
      Then Grizzly Bears is a 1/1 creature
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is in her graveyard
      And it is Alice's cleanup step
      And Alice has priority

    @id:players-may-cast-spells-in-that-cleanup-step-when-all-pass
    Scenario: Players may cast spells in that cleanup step; when all pass, another cleanup step begins
      Given it is Alice's end step
      And Alice controls a Grizzly Bears with 9 -1/-1 counters and a Righteous Authority attached to Grizzly Bears
      And Alice controls an Island
      And Alice has a Take into Custody and 7 Forests in her hand
      And Bob controls a Savannah Lions
      When the game advances to Alice's cleanup step
      And Alice taps Island for mana
      And Alice casts Take into Custody targeting Bob's Savannah Lions
      And all players pass priority
      Then Savannah Lions is tapped
      And Alice has priority
      When all players pass priority
      Then it is Alice's cleanup step
      And no player has priority

    @id:not-priority-in-every-cleanup-step-with-nothing-to-do-the
    Scenario: (not: priority in every cleanup step) With nothing to do, the cleanup step gives no one priority
      Given it is Alice's end step
      And Alice controls a Grizzly Bears with 8 -1/-1 counters and a Righteous Authority attached to Grizzly Bears
      And Alice has 8 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is on the battlefield
      And no player has priority
