@card:essence-warden
Feature: Essence Warden
  Whenever another creature enters, you gain 1 life.

  @ruling:2025-01-24 @rule:603.2c @rule:603.6a
  Rule: Creatures entering together trigger it once for each of them
    If this creature enters at the same time as one or more other creatures, its ability will trigger for each of those other creatures. 

    @id:two-zombie-tokens-entering-at-once-trigger-it-twice-not
    Scenario: Grave Titan's two Zombie tokens entering at once trigger it twice (not: once for the one event)
      Given Alice controls an Essence Warden
      And Alice has a Grave Titan in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Grave Titan
      And all players pass priority
      Then Essence Warden's ability triggered once
      And Grave Titan's ability triggered once
      When all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Alice controls two Zombie tokens
      And Essence Warden's ability triggered 3 times
      And Alice's life total is 23
      And the stack is empty

    @id:bobs-creature-entering-gains-alice-the-life-not-you-is
    Scenario: Bob's creature entering gains Alice, Essence Warden's controller, the life (not: "you" read as the entering creature's controller)
      Given it is Bob's precombat main phase
      And Alice controls an Essence Warden
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{C}
      When Bob casts Grizzly Bears
      And all players pass priority
      Then Essence Warden's ability triggered once
      When all players pass priority
      Then Alice's life total is 21
      And Bob's life total is 20

    @id:essence-warden-entering-doesnt-trigger-itself-not-another
    Scenario: Essence Warden entering doesn't trigger its own ability (not: "another" ignored)
      Given Alice has an Essence Warden in her hand
      And Alice's mana pool holds {G}
      When Alice casts Essence Warden
      And all players pass priority
      Then Essence Warden's ability did not trigger
      And Alice's life total is 20
