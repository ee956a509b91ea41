@card:essence-drain
Feature: Essence Drain
  Essence Drain deals 3 damage to any target and you gain 3 life.

  @ruling:2012-07-01 @rule:608.2b
  Rule: Its target illegal, Essence Drain doesn't resolve: no damage and no life
    If the target permanent or player is an illegal target when Essence Drain tries to resolve, it won’t resolve and none of its effects will happen. You won’t gain 3 life.

    @id:grizzly-bears-dies-to-shock-first-essence-drain-does-nothing
    Scenario: Grizzly Bears dies to Shock first: Essence Drain does nothing, Alice stays at 20 (not: the life gain happens anyway)
      Given Bob controls a Grizzly Bears
      And Alice has an Essence Drain and a Shock in her hand
      And Alice's mana pool holds {B}{C}{C}{C}{C}{R}
      When Alice casts Essence Drain targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Essence Drain is in her graveyard
      And Alice's life total is 20

    @id:targeting-bob-a-target-that-stays-legal-he-loses-3-and-alice
    Scenario: Targeting Bob, a target that stays legal: he loses 3 and Alice gains 3
      Given Alice has an Essence Drain in her hand
      And Alice's mana pool holds {B}{C}{C}{C}{C}
      When Alice casts Essence Drain targeting Bob
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23
