@card:inspiring-captain
Feature: Inspiring Captain
  When this creature enters, creatures you control get +1/+1 until end of turn.

  @ruling:2016-04-08 @rule:611.2c @rule:608.2h
  Rule: The creatures that get +1/+1 are fixed as the ability resolves, not as it triggers
    The set of creatures affected by Inspiring Captain’s ability is determined as the ability resolves. Creatures you begin to control later in the turn won’t get +1/+1.

    @id:boon-satyr-flashed-in-while-the-ability-waits-on-the-stack-2
    Scenario: Boon Satyr flashed in while the ability waits on the stack gets +1/+1 (not: the set is fixed as Inspiring Captain enters)
      Given Alice has an Inspiring Captain and a Boon Satyr in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{G}{G}{C}
      When Alice casts Inspiring Captain
      And all players pass priority
      Then the top of the stack is an ability of Inspiring Captain
      When Alice casts Boon Satyr
      And all players pass priority
      Then Boon Satyr is a 4/2 creature
      When all players pass priority
      Then Boon Satyr is a 5/3 creature
      And Inspiring Captain is a 4/4 creature

  @ruling:2019-07-12 @rule:611.2c
  Rule: Creatures Alice begins to control after it resolves don't get +1/+1
    Inspiring Captain’s triggered ability affects only creatures you control at the time it resolves. Creatures you begin to control later in the turn won’t get +1/+1.

    @id:savannah-lions-cast-after-the-ability-resolved-stays-a-2-1
    Scenario: Savannah Lions cast after the ability resolved stays a 2/1 while Grizzly Bears is a 3/3 (not: an anthem for the turn)
      Given Alice controls a Grizzly Bears
      And Alice has an Inspiring Captain and a Savannah Lions in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{W}
      When Alice casts Inspiring Captain
      And all players pass priority
      And all players pass priority
      And Alice casts Savannah Lions
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      And Savannah Lions is a 2/1 creature

    @id:the-bonus-lasts-until-end-of-turn-in-the-cleanup-step
    Scenario: The bonus lasts until end of turn: in the cleanup step Grizzly Bears is a 2/2 again
      Given Alice controls a Grizzly Bears
      And Alice has an Inspiring Captain in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Inspiring Captain
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      When the game advances to Alice's end step
      Then Grizzly Bears is a 3/3 creature
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is a 2/2 creature
