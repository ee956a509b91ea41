@card:skeleton-archer
Feature: Skeleton Archer
  When this creature enters, it deals 1 damage to any target.

  @rule:603.3d
  Rule: The target is chosen as the ability goes on the stack, a player or a creature
    The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.

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
    If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.

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
