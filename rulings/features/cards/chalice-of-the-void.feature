@card:chalice-of-the-void
Feature: Chalice of the Void
  This artifact enters with X charge counters on it.
  Whenever a player casts a spell with mana value equal to the number of charge counters on this artifact, counter that spell.

  @ruling:2021-03-19
  Rule: Each X is paid: X = 3 costs six mana
    A mana cost of {X}{X} means that you pay twice X. For example, if you want X to be 3, you pay {6} to cast Chalice of the Void.

    @rule:107.3i @rule:107.3m
    @id:x-3-costs-6-and-chalice-of-the-void-enters-with-three-charge
    Scenario: X = 3 costs {6} and Chalice of the Void enters with three charge counters
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice casts Chalice of the Void with X = 3
      Then Alice's mana pool is empty
      When all players pass priority
      Then Chalice of the Void has 3 charge counters

    @rule:107.3i @rule:601.2h
    @id:with-five-mana-x-can-be-2-not-3
    Scenario: With five mana X can be 2, not 3
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}
      Then Alice may not cast Chalice of the Void with X = 3
      But Alice may cast Chalice of the Void with X = 2

  @ruling:2021-03-19
  Rule: It must be on the battlefield as the spell becomes cast
    Chalice of the Void has to be on the battlefield at the end of casting a spell for the ability to trigger. If you sacrifice Chalice of the Void as a cost to cast a spell, its ability can't trigger. However, if it leaves the battlefield once its ability has triggered, that ability will still counter the spell.

    @rule:601.2i
    @id:chalice-of-the-void-cast-with-x-0-doesnt-counter-itself
    Scenario: Chalice of the Void cast with X = 0 doesn't counter itself
      Given Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0
      Then Chalice of the Void's ability did not trigger
      When all players pass priority
      Then Chalice of the Void is on the battlefield
      And Chalice of the Void has no charge counters

    @rule:601.2i @rule:601.3b
    @id:a-spell-cast-while-chalice-of-the-void-is-still-on-the-stack
    Scenario: A spell cast while Chalice of the Void is still on the stack isn't countered
      Given Alice controls a Prophet of Kruphix and a Walking Corpse
      And Alice has a Chalice of the Void in her hand
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {C}{C}{B}
      When Alice casts Chalice of the Void with X = 1
      And Alice casts Gravecrawler from her graveyard
      Then Chalice of the Void's ability did not trigger
      When all players pass priority
      Then Gravecrawler is on the battlefield
      When all players pass priority
      Then Chalice of the Void has 1 charge counter

    @rule:601.3c @rule:608.2b
    @id:once-it-has-triggered-exiling-chalice-of-the-void-doesnt
    Scenario: Once it has triggered, exiling Chalice of the Void doesn't save the spell
      Given Bob controls a Chalice of the Void with 1 charge counter
      And Alice has a Gravecrawler and a Mystical Tether in her hand
      And Alice's mana pool holds {B}{W}{C}{C}{C}{C}
      When Alice casts Gravecrawler
      Then Chalice of the Void's ability triggered once
      When Alice casts Mystical Tether
      And all players pass priority
      And all players pass priority
      Then Chalice of the Void is in exile
      When all players pass priority
      Then Gravecrawler is in her graveyard
      And the stack is empty

  @ruling:2021-03-19
  Rule: With no charge counters it counters spells of mana value 0
    If there are zero charge counters on Chalice of the Void, it counters each spell with a mana value of 0. This includes face-down creature spells cast with morph's alternative cost.

    @rule:202.3e
    @id:an-x-spell-cast-with-x-0-has-mana-value-0-and-is-countered
    Scenario: An X spell cast with X = 0 has mana value 0 and is countered
      Given Bob controls a Chalice of the Void
      And Alice has an Endless One in her hand
      When Alice casts Endless One with X = 0
      Then Chalice of the Void's ability triggered once
      When all players pass priority
      Then Endless One is in her graveyard
      And the stack is empty

    @rule:202.3e
    @id:the-same-spell-cast-with-x-1-has-mana-value-1-and-isnt
    Scenario: The same spell cast with X = 1 has mana value 1 and isn't countered
      Given Bob controls a Chalice of the Void
      And Alice has an Endless One in her hand
      And Alice's mana pool holds {C}
      When Alice casts Endless One with X = 1
      Then Chalice of the Void's ability did not trigger
      When all players pass priority
      Then Endless One has 1 +1/+1 counter

    @rule:202.3e
    @id:a-second-chalice-of-the-void-cast-with-x-0-is-countered-by
    Scenario: A second Chalice of the Void cast with X = 0 is countered by the first
      Given Bob controls a Chalice of the Void
      And Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0
      And all players pass priority
      Then Alice's Chalice of the Void is in her graveyard

  @ruling:2021-03-19
  Rule: The number of charge counters is compared as the spell is cast
    The number of charge counters on Chalice of the Void matters only at the time the spell is cast. Changing the number of charge counters on Chalice of the Void after a spell has been cast won't change whether the ability triggers or counters the spell.

    @rule:202.3e
    @id:the-mana-value-on-the-stack-x-included-is-whats-compared
    Scenario: The mana value on the stack, X included, is what's compared
      Given Bob controls a Chalice of the Void with 2 charge counters
      And Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}
      When Alice casts Hangarback Walker with X = 1
      Then Hangarback Walker's mana value is 2
      And Chalice of the Void's ability triggered once
      When all players pass priority
      Then Hangarback Walker is in her graveyard

