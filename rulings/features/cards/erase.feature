@card:erase
Feature: Erase
  Exile target enchantment.

  @ruling:2004-10-04 @rule:701.13a @rule:700.4 @rule:603.6c
  Rule: Exiled straight from the battlefield: it never goes to the graveyard
    The card does not go to the graveyard first.

    @id:erase-on-bobs-grasping-longneck-an-enchantment-creature-it
    Scenario: Erase on Bob's Grasping Longneck, an enchantment creature: it is exiled without dying, so its dies ability doesn't trigger (not: destroyed, then exiled from the graveyard)
      Given Bob controls a Grasping Longneck
      And Alice has an Erase in her hand
      And Alice's mana pool holds {W}
      When Alice casts Erase targeting Grasping Longneck
      And all players pass priority
      Then Grasping Longneck is in exile
      And Grasping Longneck's ability did not trigger
      And Bob's life total is 20
      And Bob has no cards in his graveyard

    @id:murder-on-the-same-grasping-longneck-it-dies-and-bob-gains-2
    Scenario: Murder on the same Grasping Longneck: it dies, and Bob gains 2 life
      Given Bob controls a Grasping Longneck
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{C}
      When Alice casts Murder targeting Grasping Longneck
      And all players pass priority
      And all players pass priority
      Then Grasping Longneck is in his graveyard
      And Bob's life total is 22
