@card:twenty-toed-toad
Feature: Twenty-Toed Toad
  Your maximum hand size is twenty.
  Whenever you attack with two or more creatures, put a +1/+1 counter on this creature and draw a card.
  Whenever this creature attacks, you win the game if there are twenty or more counters on it or you have twenty or more cards in hand.

  @ruling:2024-07-26
  Rule: The latest hand-size effect wins: the Toad's twenty, or Spellbook's no maximum
    If multiple effects modify your hand size, apply them in timestamp order. For example, if you put Twenty-Toed Toad onto the battlefield and then put Spellbook (an artifact that says you have no maximum hand size) onto the battlefield, you would have no maximum hand size. However, if those permanents entered in the opposite order, your maximum hand size would he twenty.

    @rule:402.2 @rule:514.1
    @id:twenty-toed-toad-alone-21-cards-in-the-cleanup-step-become
    Scenario: Twenty-Toed Toad alone: 21 cards in the cleanup step become 20
      Given it is Alice's end step
      And Alice controls a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 20 cards in her hand
      And Alice discarded one card

    @rule:402.2 @rule:514.1
    @id:not-the-toads-twenty-whatever-came-later-the-toad-before
    Scenario: (not: the Toad's twenty whatever came later) The Toad before Spellbook: no maximum hand size
      Given it is Alice's end step
      And Alice controls a Twenty-Toed Toad and a Spellbook
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 21 cards in her hand

  @ruling:2024-07-26
  Rule: Its attack trigger checks counters and cards only as it resolves
    Twenty-Toed Toad's last ability will trigger whenever it attacks, no matter how many counters are on it or cards you have in your hand at that time. The number of counters on it and the number of cards in your hand are only checked when that ability resolves.

    # Not shown: the reference engine doesn't model the Toad's attack triggers; an attack with it is
    # unsupported.

  @ruling:2024-07-26
  Rule: The maximum hand size is checked only in the cleanup step of its controller's turn
    Your maximum hand size is only checked during the cleanup step of your turn. At other times, you may have more cards in hand than your maximum hand size.

    @rule:402.2 @rule:514.1
    @id:not-checked-all-the-time-21-cards-through-alices-end-step-20
    Scenario: (not: checked all the time) 21 cards through Alice's end step, 20 once her cleanup step comes
      Given it is Alice's postcombat main phase
      And Alice controls a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When the game advances to Alice's end step
      Then Alice has 21 cards in her hand
      When Alice passes priority
      And Bob passes priority
      Then Alice has 20 cards in her hand
