@card:soul-warden
Feature: Soul Warden
  Whenever another creature enters, you gain 1 life.

  @ruling:2025-01-24
  Rule: Entering with other creatures at once, it triggers once for each of them
    If this creature enters at the same time as one or more other creatures, its ability will trigger for each of those other creatures. 

    @rule:603.6a @rule:603.2c
    @id:soul-warden-returned-with-two-other-creatures-triggers-twice
    Scenario: Returned to the battlefield with two other creatures, it triggers twice (not: it wasn't there to see them, nor once for itself)
      Given Alice has a Soul Warden, a Grizzly Bears and a Llanowar Elves in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Soul Warden's ability triggered twice
      And the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Alice's life total is 22
