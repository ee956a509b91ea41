@card:evernight-shade
Feature: Evernight Shade
  {B}: This creature gets +1/+1 until end of turn.
  Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it.)

  @ruling:2012-05-01 @rule:702.93a @rule:122.1
  Rule: Its pump puts no +1/+1 counter on it: pumped and killed, it still returns
    Evernight Shade's ability doesn't put +1/+1 counters on it; it just gives Evernight Shade +1/+1 until end of turn. If Evernight Shade has no +1/+1 counters on it and dies after its ability has resolved, undying will still return it to the battlefield.

    @id:pumped-to-2-2-and-then-shocked-evernight-shade-dies-and
    Scenario: Pumped to 2/2 and then shocked, Evernight Shade dies and undying returns it with a +1/+1 counter (not: "+1/+1" from its ability counts as a counter)
      Given Alice controls an Evernight Shade
      And Alice has a Shock in her hand
      And Alice's mana pool holds {B}{R}
      When Alice activates Evernight Shade
      And all players pass priority
      Then Evernight Shade is a 2/2 creature
      And Evernight Shade has no +1/+1 counters on it
      When Alice casts Shock targeting Evernight Shade
      And all players pass priority
      And all players pass priority
      Then Evernight Shade is on the battlefield
      And Evernight Shade has one +1/+1 counter on it
      And Evernight Shade is a 2/2 creature
