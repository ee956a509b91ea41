@card:irreverent-gremlin
Feature: Irreverent Gremlin
  Menace (This creature can't be blocked except by two or more creatures.)
  Whenever another creature you control with power 2 or less enters, you may discard a card. If you do, draw a card. Do this only once each turn.

  @ruling:2024-09-20
  Rule: The power is checked only as the creature enters, counters included; a bigger creature later still lets Alice discard
    Irreverent Gremlin's second ability checks the power of the other creature only at the moment that creature enters. If a creature enters with counters, those counters are included. If a creature's power is 2 or less when it enters but becomes greater than 2 while Irreverent Gremlin's second ability is still on the stack, you'll still have the choice to discard a card when the ability resolves.

    @rule:603.6b @rule:614.1c
    @id:endless-one-cast-with-x-3-enters-as-a-3-3-irreverent-gremlin
    Scenario: Endless One cast with X = 3 enters as a 3/3: Irreverent Gremlin doesn't trigger (not: its printed 0 power)
      Given Alice controls an Irreverent Gremlin
      And Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Endless One with X = 3
      And all players pass priority
      Then Endless One is a 3/3 creature
      And Irreverent Gremlin's ability did not trigger

    @rule:603.6b
    @id:endless-one-cast-with-x-2-enters-as-a-2-2-the-ability
    Scenario: Endless One cast with X = 2 enters as a 2/2: the ability triggers
      Given Alice controls an Irreverent Gremlin
      And Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}
      When Alice casts Endless One with X = 2
      And all players pass priority
      Then Irreverent Gremlin's ability triggered once

    @rule:603.5
    @id:aim-high-makes-the-grizzly-bears-a-4-4-in-response-alice
    Scenario: Aim High makes the Grizzly Bears a 4/4 in response: Alice still discards a card and draws one as the ability resolves (not: the power checked again)
      Given Alice controls an Irreverent Gremlin
      And Alice has a Grizzly Bears, an Aim High and a Forest in her hand
      And Alice has a Wastes and a Swamp in her library
      And Alice's mana pool holds {G}{G}{C}{C}
      When Alice will do what Irreverent Gremlin's ability says she may do
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Irreverent Gremlin's ability triggered once
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      When all players pass priority
      Then Forest is in her graveyard
      And Wastes is in her hand
      And Alice has 1 card in her hand
