@card:hangarback-walker
Feature: Hangarback Walker
  This creature enters with X +1/+1 counters on it.
  When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.
  {1}, {T}: Put a +1/+1 counter on this creature.

  @ruling:2015-06-22
  Rule: Both X are the same: X = 2 costs four mana and gives two counters
    The value of each X in Hangarback Walker's mana cost must be equal. For example, if X is 2, you'll pay {4} to cast Hangarback Walker and it will enter the battlefield with two +1/+1 counters on it.

    @rule:107.3i @rule:107.3m
    Scenario: X = 2 costs {4} and it enters with two +1/+1 counters
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 2
      Then Alice's mana pool is empty
      And Hangarback Walker's mana value is 4
      When all players pass priority
      Then Hangarback Walker has 2 +1/+1 counters

    @rule:107.3i @rule:601.2h
    Scenario: Three mana pay for X = 1, not X = 2
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}
      Then Alice may not cast Hangarback Walker with X = 2
      When Alice casts Hangarback Walker with X = 1
      Then Alice's mana pool is {C}

    @rule:107.3m @rule:202.3e
    Scenario: On the battlefield its X is 0, whatever X it was cast with
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 2
      And all players pass priority
      Then Hangarback Walker's mana value is 0
