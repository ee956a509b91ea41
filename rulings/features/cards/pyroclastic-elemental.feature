@card:pyroclastic-elemental
Feature: Pyroclastic Elemental
  {1}{R}{R}: This creature deals 1 damage to target player.

  @rule:302.6
  Rule: No {T} in its cost: it may be activated the turn it came under Alice's control, again and again
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @rule:602.2b @rule:120.3a
    @id:entered-this-turn-it-is-activated-twice-targeting-bob-he-takes-2
    Scenario: Entered this turn, it is activated twice targeting Bob: he is dealt 1 damage by each (not: summoning sickness stops every activated ability)
      Given Alice controls a Pyroclastic Elemental
      And Pyroclastic Elemental entered the battlefield this turn
      And Alice's mana pool holds {R}{R}{R}{R}{C}{C}
      When Alice activates Pyroclastic Elemental targeting Bob
      And Alice activates Pyroclastic Elemental targeting Bob
      Then the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Bob's life total is 18
      And Pyroclastic Elemental dealt 2 noncombat damage to Bob

  @rule:115.1c
  Rule: Its target is a player, chosen as it is activated
    An activated ability is targeted if it identifies something it will affect by using the phrase “target [something],” where the “something” is a phrase that describes an object and/or player. The target(s) are chosen as the ability is activated; see rule 602.2b.

    @id:bobs-grizzly-bears-cant-be-its-target
    Scenario: Bob's Grizzly Bears can't be its target, and no mana is spent (not: "target player" read as any target)
      Given Alice controls a Pyroclastic Elemental
      And Bob controls a Grizzly Bears
      And Alice's mana pool holds {R}{R}{C}
      When Alice tries to activate Pyroclastic Elemental targeting Grizzly Bears
      Then that is illegal
      And Alice's mana pool is {R}{R}{C}
      And Grizzly Bears has no damage marked on it
