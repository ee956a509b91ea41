Feature: 701.14. Fight
  Fighting (Swift Kick), a keyword action of CR 701. Each paragraph of CR 701.14 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:701.14a
  Rule: 701.14a
    A spell or ability may instruct a creature to fight another creature or it may instruct two creatures to fight each other. Each of those creatures deals damage equal to its power to the other creature.

    @id:each-creature-deals-damage-equal-to-its-power-to-the-other
    Scenario: Each creature deals damage equal to its power to the other (not: only the creature told to fight deals damage)
      Given Alice controls a Chained Brute
      And Bob controls a Grizzly Bears
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Swift Kick targeting Chained Brute and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Chained Brute has 2 damage marked on it
      And Chained Brute is a 5/3 creature

    @id:wall-of-mist-0-5-made-1-5-by-swift-kick-deals-1-damage-and
    Scenario: Wall of Mist, 0/5 made 1/5 by Swift Kick, deals 1 damage and is dealt 2
      Given Alice controls a Wall of Mist
      And Bob controls a Grizzly Bears
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Swift Kick targeting Wall of Mist and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has 1 damage marked on it
      And Wall of Mist has 2 damage marked on it

  @rule:701.14b
  Rule: 701.14b
    If one or both creatures instructed to fight are no longer on the battlefield or are no longer creatures, neither of them fights or deals damage. If one or both creatures are illegal targets for a resolving spell or ability that instructs them to fight, neither of them fights or deals damage.

    @id:one-creature-gone-before-the-fight-neither-deals-damage-not
    Scenario: One creature gone before the fight: neither deals damage (not: the one still there deals its damage)
      Given Alice controls a Grizzly Bears and a Chained Brute
      And Bob controls a Walking Corpse
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}{C}
      When Alice casts Swift Kick targeting Grizzly Bears and Walking Corpse
      And Alice activates Chained Brute, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Walking Corpse has no damage marked on it

  @rule:701.14c
  Rule: 701.14c
    If a creature fights itself, it deals damage to itself equal to twice its power.

    @id:nightfall-predator-made-5-7-fights-itself-it-deals-itself-10
    Scenario: Nightfall Predator, made 5/7, fights itself: it deals itself 10 damage and dies (not: 5 damage, once, which it survives)
      Given Alice controls a Daybreak Ranger // Nightfall Predator
      And Daybreak Ranger // Nightfall Predator has its back face up
      And Alice has an Ornamental Courage in her hand
      And Alice's mana pool holds {G}{R}
      Then Daybreak Ranger // Nightfall Predator is a 4/4 creature
      When Alice casts Ornamental Courage targeting Daybreak Ranger // Nightfall Predator
      And all players pass priority
      Then Daybreak Ranger // Nightfall Predator is a 5/7 creature
      When Alice activates Daybreak Ranger // Nightfall Predator targeting Daybreak Ranger // Nightfall Predator
      And all players pass priority
      Then Daybreak Ranger // Nightfall Predator is in her graveyard

    @id:nightfall-predator-fights-bobs-grizzly-bears-each-is-dealt
    Scenario: Nightfall Predator fights Bob's Grizzly Bears: each is dealt the other's power once (not: the doubling of 701.14c for two creatures)
      Given Alice controls a Daybreak Ranger // Nightfall Predator
      And Daybreak Ranger // Nightfall Predator has its back face up
      And Bob controls a Grizzly Bears
      And Alice's mana pool holds {R}
      When Alice activates Daybreak Ranger // Nightfall Predator targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Daybreak Ranger // Nightfall Predator has 2 damage marked on it
