@card:ajanis-welcome
Feature: Ajani's Welcome
  Whenever a creature you control enters, you gain 1 life.

  @rule:603.6a
  Rule: Each creature entering under its controller's control triggers it, once for each, the newcomers too
    Enters-the-battlefield abilities trigger when a permanent enters the battlefield. These are written, “When [this object] enters, . . . “ or “Whenever a [type] enters, . . .” Each time an event puts one or more permanents onto the battlefield, all permanents on the battlefield (including the newcomers) are checked for any enters-the-battlefield triggers that match the event.

    @rule:603.2c
    @id:howling-giant-and-its-two-wolves-gain-alice-3-life
    Scenario: Howling Giant and then its two Wolves entering at once: three triggers, Alice gains 3 life (not: once for the Wolves' one event)
      Given Alice controls an Ajani's Welcome
      And Alice has a Howling Giant in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}{C}
      When Alice will put her triggered abilities on the stack in the order Ajani's Welcome, then Howling Giant
      And Alice casts Howling Giant
      And all players pass priority
      Then Ajani's Welcome's ability triggered once
      And Howling Giant's ability triggered once
      And the top of the stack is an ability of Howling Giant
      When all players pass priority
      Then Alice controls two Wolf tokens
      And Ajani's Welcome's ability triggered 3 times
      When all players pass priority
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 23
      And the stack is empty

    @id:bobs-creature-entering-doesnt-gain-alice-life
    Scenario: Bob's creature entering doesn't trigger it (not: "a creature" read as any player's)
      Given it is Bob's precombat main phase
      And Alice controls an Ajani's Welcome
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{C}
      When Bob casts Grizzly Bears
      And all players pass priority
      Then Ajani's Welcome's ability did not trigger
      And Alice's life total is 20
      And Bob's life total is 20

    @id:ajanis-welcome-entering-doesnt-trigger-itself-it-is-no-creature
    Scenario: Ajani's Welcome entering doesn't trigger it: it is an enchantment, no creature (not: any permanent)
      Given Alice has an Ajani's Welcome in her hand
      And Alice's mana pool holds {W}
      When Alice casts Ajani's Welcome
      And all players pass priority
      Then Ajani's Welcome's ability did not trigger
      And Alice's life total is 20
