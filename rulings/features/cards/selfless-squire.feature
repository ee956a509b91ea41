@card:selfless-squire
Feature: Selfless Squire
  Flash
  When this creature enters, prevent all damage that would be dealt to you this turn.
  Whenever damage that would be dealt to you is prevented, put that many +1/+1 counters on this creature.

  @ruling:2016-11-08 @rule:615.3
  Rule: The prevention lasts the turn even if Selfless Squire leaves the battlefield
    Selfless Squire's first triggered ability prevents all damage that would be dealt to you this turn after the triggered ability resolves, even if Selfless Squire leaves the battlefield.

    @id:squires-prevention-outlives-the-squire
    Scenario: Flashed in on Bob's turn and then Shocked, Selfless Squire is gone, yet Grizzly Bears's combat damage to Alice is prevented (not: the effect ends with its source)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Alice has a Selfless Squire in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Bob passes priority
      And Alice casts Selfless Squire
      And all players pass priority
      And all players pass priority
      And Bob casts Shock targeting Selfless Squire
      And all players pass priority
      Then Selfless Squire is in its owner's graveyard
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20

  @ruling:2016-11-08 @rule:615.13
  Rule: Any prevention effect triggers its second ability, not only its own
    Selfless Squire's second triggered ability doesn't trigger only when damage is prevented by its first triggered ability's effect. Any effect that uses the word "prevent" will cause it to trigger.

    @id:shieldmates-blessing-prevention-grows-the-squire
    Scenario: Shieldmate's Blessing prevents Shock's 2 damage to Alice: Selfless Squire gets two +1/+1 counters
      Given Alice controls a Selfless Squire
      And Alice has a Shieldmate's Blessing in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Shieldmate's Blessing targeting Alice
      And all players pass priority
      And Alice passes priority
      And Bob casts Shock targeting Alice
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 20
      And Selfless Squire has two +1/+1 counters
