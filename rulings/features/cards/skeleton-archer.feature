@card:skeleton-archer
Feature: Skeleton Archer
  When this creature enters, it deals 1 damage to any target.

  @rule:603.3d
  Rule: The target is chosen as the ability goes on the stack, a player or a creature
    When a player puts a triggered ability on the stack, they choose its targets; "any target" is a creature, a player, a planeswalker or a battle.

    @rule:115.4 @rule:120.3a
    @id:alice-targets-bob-his-life-total-is-19-not-any-target-means
    Scenario: Alice targets Bob: his life total is 19 (not: "any target" means a creature)
      Given Alice has a Skeleton Archer in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice will choose Bob when she must choose
      And Alice casts Skeleton Archer
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 19
      And Skeleton Archer is on the battlefield

  @rule:608.2b
  Rule: A target that is gone as the ability resolves is not dealt the damage, and nothing else is
    If a triggered ability's only target is illegal as it tries to resolve, it doesn't resolve; a creature that left the battlefield is a new object (CR 400.7).

    @rule:400.7
    @id:bobs-grizzly-bears-exiled-in-response-no-one-is-dealt-the
    Scenario: Bob's Grizzly Bears exiled in response: no one is dealt the damage (not: it goes to the Bears anyway, or to Bob)
      Given Bob controls a Grizzly Bears
      And Alice controls a Plains and a Wastes
      And Alice has a Skeleton Archer and an Otherworldly Journey in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice will choose Grizzly Bears when she must choose
      And Alice casts Skeleton Archer
      And all players pass priority
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      When all players pass priority
      Then Bob's life total is 20
      And Alice's life total is 20
      And the stack is empty
