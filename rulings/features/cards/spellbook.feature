@card:spellbook
Feature: Spellbook
  You have no maximum hand size.

  @ruling:2009-10-01
  Rule: The latest hand-size effect wins: Spellbook after the Toad means no maximum, before it twenty
    If multiple effects modify your hand size, apply them in timestamp order. For example, if you put Null Profusion (an enchantment that says your maximum hand size is two) onto the battlefield and then put Spellbook onto the battlefield, you'll have no maximum hand size. However, if those permanents entered in the opposite order, your maximum hand size would be two.

    @rule:402.2 @rule:514.1
    @id:spellbook-after-a-twenty-toed-toad-no-maximum-hand-size
    Scenario: Spellbook after a Twenty-Toed Toad: no maximum hand size, nothing discarded
      Given it is Alice's end step
      And Alice controls a Twenty-Toed Toad and a Spellbook
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 21 cards in her hand

    @rule:402.2 @rule:514.1
    @id:not-no-maximum-whatever-the-order-spellbook-before-the-toad
    Scenario: (not: no maximum whatever the order) Spellbook before the Toad: the maximum hand size is twenty
      Given it is Alice's end step
      And Alice controls a Spellbook and a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 20 cards in her hand

    @rule:402.2 @rule:514.1
    @id:not-the-order-of-the-board-spellbook-cast-this-turn-is-later
    Scenario: (not: the order of the board) Spellbook cast this turn is later than the Toad, wherever its card was
      Given Alice has a Spellbook in her hand
      And Alice controls a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When Alice casts Spellbook
      And all players pass priority
      And the game advances to Alice's cleanup step
      Then Alice has 21 cards in her hand

    @rule:514.1
    @id:with-spellbook-alone-nine-cards-stay-in-hand-through-the
    Scenario: With Spellbook alone, nine cards stay in hand through the cleanup step
      Given it is Alice's end step
      And Alice controls a Spellbook
      And Alice has 9 Forests in her hand
      When the game advances to Bob's upkeep
      Then Alice has 9 cards in her hand
      And Alice discarded no cards
