@card:hangarback-walker
Feature: Hangarback Walker
  This creature enters with X +1/+1 counters on it.
  When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.
  {1}, {T}: Put a +1/+1 counter on this creature.

  @ruling:2015-06-22
  Rule: Its dies ability counts the +1/+1 counters it had before -1/-1 counters cancelled them
    If enough -1/-1 counters are put on Hangarback Walker at the same time to make its toughness 0 or less, the number of +1/+1 counters on it before it got any -1/-1 counters will be used to determine how many Thopter tokens you get. For example, if there are three +1/+1 counters on Hangarback Walker and it gets four -1/-1 counters, you'll get three Thopter tokens. That's because Hangarback Walker's triggered ability checks the creature's existence just before it leaves the battlefield, and it still has all those counters on it at that point.

    @rule:704.5f @rule:704.5q @rule:603.10a
    @id:three-1-1-counters-and-four-1-1-counters-put-on-at-once-it
    Scenario: Three +1/+1 counters and four -1/-1 counters put on at once: it dies, and makes three Thopters
      Given Alice controls a Hangarback Walker with 3 +1/+1 counters
      And four -1/-1 counters were just put on Hangarback Walker at once
      When Alice passes priority
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker's ability triggered once
      When all players pass priority
      Then Alice controls three Thopter tokens

    @rule:704.5q
    @id:fewer-1-1-counters-than-1-1-counters-they-cancel-out-and-it
    Scenario: Fewer -1/-1 counters than +1/+1 counters: they cancel out and it survives
      Given Alice controls a Hangarback Walker with 3 +1/+1 counters
      And two -1/-1 counters were just put on Hangarback Walker at once
      When Alice passes priority
      Then Hangarback Walker is on the battlefield
      And Hangarback Walker has 1 +1/+1 counter
      And Hangarback Walker has no -1/-1 counters

    @rule:107.3m @rule:704.5f
    @id:cast-with-x-0-it-enters-with-no-counters-dies-and-makes-no
    Scenario: Cast with X = 0, it enters with no counters, dies, and makes no Thopters
      Given Alice has a Hangarback Walker in her hand
      When Alice casts Hangarback Walker with X = 0
      And all players pass priority
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker's ability triggered once
      When all players pass priority
      Then Alice controls no Thopter tokens

  @ruling:2015-06-22
  Rule: Both X are the same: X = 2 costs four mana and gives two counters
    The value of each X in Hangarback Walker's mana cost must be equal. For example, if X is 2, you'll pay {4} to cast Hangarback Walker and it will enter the battlefield with two +1/+1 counters on it.

    @rule:107.3i @rule:107.3m
    @id:x-2-costs-4-and-it-enters-with-two-1-1-counters
    Scenario: X = 2 costs {4} and it enters with two +1/+1 counters
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 2
      Then Alice's mana pool is empty
      And Hangarback Walker's mana value is 4
      When all players pass priority
      Then Hangarback Walker has 2 +1/+1 counters

    @rule:107.3i @rule:601.2h
    @id:three-mana-pay-for-x-1-not-x-2
    Scenario: Three mana pay for X = 1, not X = 2
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}
      Then Alice may not cast Hangarback Walker with X = 2
      When Alice casts Hangarback Walker with X = 1
      Then Alice's mana pool is {C}

    @rule:107.3m @rule:202.3e
    @id:on-the-battlefield-its-x-is-0-whatever-x-it-was-cast-with
    Scenario: On the battlefield its X is 0, whatever X it was cast with
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 2
      And all players pass priority
      Then Hangarback Walker's mana value is 0
