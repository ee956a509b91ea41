@card:forked-bolt
Feature: Forked Bolt
  Forked Bolt deals 2 damage divided as you choose among one or two targets.

  @ruling:2010-06-15 @rule:601.2d
  Rule: The division is chosen as Forked Bolt is cast: 2 to one target, or 1 to each of two
    You divide the damage as you cast Forked Bolt, not as it resolves. Each target must be assigned at least 1 damage. (In other words, as you cast Forked Bolt, you choose whether to have it deal 2 damage to a single target, or deal 1 damage to each of two targets.)

    @id:with-two-targets-each-is-dealt-1-damage
    Scenario: With two targets, each is dealt 1 damage
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}
      When Alice casts Forked Bolt targeting Bob's Grizzly Bears and Bob, dividing the damage 1 and 1
      And all players pass priority
      Then Grizzly Bears has 1 damage marked on it
      And Bob's life total is 19

    @id:with-one-target-it-is-dealt-both-damage
    Scenario: With one target, it is dealt both damage
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}
      When Alice casts Forked Bolt targeting Bob's Grizzly Bears
      And all players pass priority
      Then Forked Bolt dealt 2 noncombat damage to Grizzly Bears
      And Grizzly Bears is in his graveyard

    @id:two-targets-cant-share-the-damage-2-and-0-not-a-target
    Scenario: Two targets can't share the damage 2 and 0 (not: a target assigned no damage)
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}
      When Alice tries to cast Forked Bolt targeting Bob's Grizzly Bears and Bob, dividing the damage 2 and 0
      Then that is illegal
      And Forked Bolt is in her hand
      And Alice's mana pool is {R}

    @id:with-two-targets-the-division-is-announced-as-it-is-cast-not
    Scenario: With two targets the division is announced as it is cast, not left for its resolution
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}
      When Alice tries to cast Forked Bolt targeting Bob's Grizzly Bears and Bob
      Then that is illegal
      And Forked Bolt is in her hand
