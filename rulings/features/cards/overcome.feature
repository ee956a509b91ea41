@card:overcome
Feature: Overcome
  Creatures you control get +2/+2 and gain trample until end of turn. (Each of those creatures can deal excess combat damage to the player or planeswalker it's attacking.)

  @ruling:2019-07-12 @rule:611.2c @rule:702.19b
  Rule: Creatures Alice controls as Overcome resolves get +2/+2 and trample; later ones don't
    Overcome affects only creatures you control at the time it resolves. Creatures you begin to control later in the turn won't get +2/+2 or gain trample.

    @id:savannah-lions-cast-after-overcome-is-a-2-1-without-trample
    Scenario: Savannah Lions cast after Overcome is a 2/1 without trample, while Grizzly Bears, a 4/4 trampler, tramples over Walking Corpse (not: every creature Alice controls this turn)
      Given Alice controls a Grizzly Bears
      And Alice has an Overcome and a Savannah Lions in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{W}
      And Bob controls a Walking Corpse
      When Alice casts Overcome
      And all players pass priority
      And Alice casts Savannah Lions
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Grizzly Bears has trample
      And Savannah Lions is a 2/1 creature
      And Savannah Lions doesn't have trample
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And the game advances to Alice's end of combat step
      Then Walking Corpse is in his graveyard
      And Grizzly Bears dealt 2 combat damage to Bob
      And Bob's life total is 18

    @id:bobs-creatures-are-no-creatures-alice-controls-his-grizzly
    Scenario: Bob's creatures are no creatures Alice controls: his Grizzly Bears stays a 2/2 without trample
      Given Alice has an Overcome in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}
      And Bob controls a Grizzly Bears
      When Alice casts Overcome
      And all players pass priority
      Then Grizzly Bears is a 2/2 creature
      And Grizzly Bears doesn't have trample
