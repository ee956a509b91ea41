@card:inspired-charge
Feature: Inspired Charge
  Creatures you control get +2/+1 until end of turn.

  @ruling:2016-09-20 @rule:611.2c
  Rule: The creatures it affects are fixed as it resolves
    The set of creatures affected by Inspired Charge is determined as the spell resolves. Creatures you begin to control later in the turn and noncreature permanents that become creatures later in the turn won't get +2/+1.

    @id:grizzly-bears-there-as-it-resolves-gets-2-1-savannah-lions
    Scenario: Grizzly Bears, there as it resolves, gets +2/+1; Savannah Lions, cast later, doesn't (not: creatures entering later get it too)
      Given Alice controls a Grizzly Bears
      And Alice has an Inspired Charge and a Savannah Lions in her hand
      And Alice's mana pool holds {W}{W}{C}{C}{W}
      When Alice casts Inspired Charge
      And all players pass priority
      Then Grizzly Bears is a 4/3 creature
      When Alice casts Savannah Lions
      And all players pass priority
      Then Savannah Lions is a 2/1 creature
      And Grizzly Bears is a 4/3 creature

    @rule:611.2a
    @id:only-alices-creatures-bobs-walking-corpse-stays-2-2-not-all
    Scenario: Only Alice's creatures: Bob's Walking Corpse stays 2/2 (not: all creatures)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has an Inspired Charge in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Inspired Charge
      And all players pass priority
      Then Grizzly Bears is a 4/3 creature
      And Walking Corpse is a 2/2 creature
      When the game advances to Bob's upkeep
      Then Grizzly Bears is a 2/2 creature
