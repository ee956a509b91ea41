Feature: 613. Interaction of Continuous Effects
  Power and toughness, as far as the cards in scope change them: counters and Auras that give a creature
  +N/+M. Each paragraph of CR 613 (2026-04-17) that the reference engine models is quoted verbatim under its
  number; its scenarios show it on a board.

  @rule:613.4c
  Rule: 613.4c
    Layer 7c: Effects and counters that modify power and/or toughness (but don’t set power and/or toughness to a specific number or value) are applied.

    @rule:702.103b
    @id:hopeful-eidolon-bestowed-gives-the-creature-it-enchants-1-1
    Scenario: Hopeful Eidolon bestowed gives the creature it enchants +1/+1
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 3/3 creature

    @rule:702.103b
    @id:nyxborn-rollicker-bestowed-on-an-opponents-creature-gives-it
    Scenario: Nyxborn Rollicker bestowed on an opponent's creature gives it +1/+1
      Given Bob controls a Grizzly Bears
      And Alice has a Nyxborn Rollicker in her hand
      And Alice's mana pool holds {R}{C}
      When Alice casts Nyxborn Rollicker as an Aura targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature

    @rule:702.103b
    @id:boon-satyr-bestowed-gives-4-2
    Scenario: Boon Satyr bestowed gives +4/+2
      Given Alice controls a Walking Corpse
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}
      When Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 6/4 creature

    @id:only-the-enchanted-creature-gets-the-bonus
    Scenario: Only the enchanted creature gets the bonus
      Given Alice controls a Walking Corpse and a Grizzly Bears
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Grizzly Bears is a 2/2 creature

    @id:1-1-counters-and-an-auras-bonus-add-up
    Scenario: +1/+1 counters and an Aura's bonus add up
      Given Alice controls a Walking Corpse with two +1/+1 counters
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}
      When Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 8/6 creature

    @rule:702.103f
    @id:unattached-the-bestowed-aura-is-a-creature-with-its-printed
    Scenario: Unattached, the bestowed Aura is a creature with its printed power and toughness
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}
      When Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      And all players pass priority
      And Alice activates Chained Brute, sacrificing Walking Corpse
      Then Boon Satyr is a 4/2 creature
