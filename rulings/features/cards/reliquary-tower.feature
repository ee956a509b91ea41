@card:reliquary-tower
Feature: Reliquary Tower
  You have no maximum hand size.
  {T}: Add {C}.

  @ruling:2009-02-01
  Rule: The latest hand-size effect wins: Reliquary Tower after the Toad means no maximum, before it twenty
    If multiple effects modify your hand size, apply them in timestamp order. For example, if you put Null Profusion (an enchantment that says your maximum hand size is two) onto the battlefield and then put Reliquary Tower onto the battlefield, you'll have no maximum hand size. However, if those permanents enter in the opposite order, your maximum hand size would be two.

    @rule:402.2 @rule:514.1
    @id:reliquary-tower-after-a-twenty-toed-toad-no-maximum-hand
    Scenario: Reliquary Tower after a Twenty-Toed Toad: no maximum hand size
      Given it is Alice's end step
      And Alice controls a Twenty-Toed Toad and a Reliquary Tower
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 21 cards in her hand

    @rule:402.2 @rule:514.1
    @id:not-no-maximum-whatever-the-order-reliquary-tower-before-the
    Scenario: (not: no maximum whatever the order) Reliquary Tower before the Toad: the maximum hand size is twenty
      Given it is Alice's end step
      And Alice controls a Reliquary Tower and a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 20 cards in her hand

    @rule:402.2 @rule:514.1 @rule:505.6b
    @id:reliquary-tower-played-this-turn-entered-after-the-toad
    Scenario: Reliquary Tower played this turn entered after the Toad
      Given Alice has a Reliquary Tower in her hand
      And Alice controls a Twenty-Toed Toad
      And Alice has 21 Forests in her hand
      When Alice plays Reliquary Tower
      And the game advances to Alice's cleanup step
      Then Alice has 21 cards in her hand

    @rule:514.1
    @id:not-every-players-bobs-reliquary-tower-gives-alice-no-relief
    Scenario: (not: every player's) Bob's Reliquary Tower gives Alice no relief
      Given it is Alice's end step
      And Bob controls a Reliquary Tower
      And Alice has 8 Forests in her hand
      When the game advances to Alice's cleanup step
      Then Alice has 7 cards in her hand
