Feature: 701. Keyword Actions
  Fight, sacrifice and exert (CR 701.14, 701.21, 701.43, 2026-04-17): each paragraph the reference engine shows on
  a board is quoted verbatim under its number. 701.14c (a creature fighting itself) needs a card that lets one
  creature be both fighters, and 701.43c an effect that would exert an object off the battlefield: no card
  modelled has one.

  @rule:701.14a
  Rule: 701.14a
    A spell or ability may instruct a creature to fight another creature or it may instruct two creatures to fight each other. Each of those creatures deals damage equal to its power to the other creature.

    @id:pheres-band-brawler-fights-grizzly-bears-each-deals-damage
    Scenario: Pheres-Band Brawler fights Grizzly Bears: each deals damage equal to its power to the other
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      Then the top of the stack is an ability of Pheres-Band Brawler
      When all players pass priority
      Then Pheres-Band Brawler dealt 4 noncombat damage to Grizzly Bears
      And Grizzly Bears dealt 2 noncombat damage to Pheres-Band Brawler
      And Grizzly Bears is in its owner's graveyard
      And Pheres-Band Brawler has 2 damage marked on it

    @id:the-two-deal-their-damage-at-once-serra-angel-dealt-lethal
    Scenario: The two deal their damage at once: Serra Angel, dealt lethal damage, still deals its own (not: one after the other)
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Serra Angel
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Serra Angel dealt 4 noncombat damage to Pheres-Band Brawler
      And Serra Angel is in its owner's graveyard
      And Pheres-Band Brawler is in its owner's graveyard

    @id:a-creature-with-0-power-fights-and-deals-no-damage-at-all
    Scenario: A creature with 0 power fights and deals no damage at all: Wall of Mist
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Wall of Mist
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Wall of Mist dealt no noncombat damage to Pheres-Band Brawler
      And Pheres-Band Brawler has no damage marked on it
      And Wall of Mist has 4 damage marked on it

    @id:a-creature-with-1-power-deals-1-damage-raging-goblin
    Scenario: A creature with 1 power deals 1 damage: Raging Goblin
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Raging Goblin
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Raging Goblin dealt 1 noncombat damage to Pheres-Band Brawler
      And Pheres-Band Brawler has 1 damage marked on it

  @rule:701.14b
  Rule: 701.14b
    If one or both creatures instructed to fight are no longer on the battlefield or are no longer creatures, neither of them fights or deals damage. If one or both creatures are illegal targets for a resolving spell or ability that instructs them to fight, neither of them fights or deals damage.

    @id:pheres-band-brawler-sacrificed-before-its-ability-resolves
    Scenario: Pheres-Band Brawler sacrificed before its ability resolves: Grizzly Bears deals and is dealt no damage (not: last known information)
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Alice controls a Chained Brute and a Wastes
      And Bob controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And Alice taps Wastes for mana
      And Alice activates Chained Brute, sacrificing Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Grizzly Bears has no damage marked on it
      And Pheres-Band Brawler dealt no noncombat damage to Grizzly Bears
      And Grizzly Bears dealt no noncombat damage to Pheres-Band Brawler

  @rule:701.14d
  Rule: 701.14d
    The damage dealt when a creature fights isn’t combat damage.

    @id:pheres-band-brawlers-fight-deals-no-combat-damage
    Scenario: Pheres-Band Brawler's fight deals no combat damage
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Pheres-Band Brawler dealt no combat damage
      And Grizzly Bears dealt no combat damage
      And Pheres-Band Brawler dealt 4 noncombat damage to Grizzly Bears

  @rule:701.21a
  Rule: 701.21a
    To sacrifice a permanent, its controller moves it from the battlefield directly to its owner’s graveyard. A player can’t sacrifice something that isn’t a permanent, or something that’s a permanent they don’t control. Sacrificing a permanent doesn’t destroy it, so regeneration or other effects that replace destruction can’t affect this action.

    @rule:700.4 @rule:603.10a
    @id:a-creature-sacrificed-to-pay-a-cost-dies-hangarback-walker
    Scenario: A creature sacrificed to pay a cost dies: Hangarback Walker's dies ability makes its Thopters (not: a cost moves it without dying)
      Given Alice controls a Chained Brute and a Hangarback Walker with 2 +1/+1 counters
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Hangarback Walker
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker's ability triggered once
      When all players pass priority
      And all players pass priority
      Then Alice controls two Thopter tokens

  @rule:701.43a
  Rule: 701.43a
    To exert a permanent, you choose to have it not untap during your next untap step.

    @id:exerted-glorybringer-doesnt-untap-during-alices-next-untap
    Scenario: Exerted Glorybringer doesn't untap during Alice's next untap step, and untaps in the one after
      Given Alice controls a Glorybringer
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice attacks Bob with Glorybringer, exerting it
      And the game advances to Alice's upkeep
      Then Glorybringer is tapped
      And it is turn 3
      When the game advances to Alice's upkeep
      Then Glorybringer is untapped

    @id:your-next-untap-step-is-alices-with-seedborn-muse-exerted
    Scenario: "Your next untap step" is Alice's: with Seedborn Muse, exerted Glorybringer untaps in Bob's (not: anyone's next untap step)
      Given Alice controls a Glorybringer and a Seedborn Muse
      When Alice attacks Bob with Glorybringer, exerting it
      And the game advances to Bob's upkeep
      Then Glorybringer is untapped

  @rule:701.43b
  Rule: 701.43b
    A permanent can be exerted even if it’s not tapped or has already been exerted in a turn. If you exert a permanent more than once before your next untap step, each effect causing it not to untap expires during the same untap step.

    @id:glorybringer-with-serras-guardians-vigilance-is-exerted-as
    Scenario: Glorybringer with Serra's Guardian's vigilance is exerted as it attacks though it stays untapped
      Given Alice controls a Glorybringer and a Serra's Guardian
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer, exerting it
      Then Glorybringer is untapped
      And the top of the stack is an ability of Glorybringer

  @rule:701.43d
  Rule: 701.43d
    “You may exert [this creature] as it attacks” is an optional cost to attack (see rule 508.1g). Some objects with this static ability have a triggered ability that triggers “when you do” printed in the same paragraph. These abilities are linked. (See rule 607.2h.)

    @id:exerting-is-optional-glorybringer-attacks-without-it-and-its
    Scenario: Exerting is optional: Glorybringer attacks without it, and its linked "when you do" ability doesn't trigger
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer
      Then Glorybringer is attacking
      And Glorybringer's ability did not trigger

    @id:exerted-as-it-attacks-its-linked-ability-triggers-once
    Scenario: Exerted as it attacks, its linked ability triggers once
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer, exerting it
      Then Glorybringer's ability triggered once
      And the stack holds one object

    @id:a-creature-without-such-an-ability-cant-be-exerted-as-it
    Scenario: A creature without such an ability can't be exerted as it attacks
      Given Alice controls a Grizzly Bears
      When Alice tries to attack Bob with Grizzly Bears, exerting it
      Then that is illegal
