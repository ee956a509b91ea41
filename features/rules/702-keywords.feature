Feature: 702. Keyword Abilities
  Flash and bestow: when a card may be cast, and what it is when cast for its bestow cost. Each
  paragraph of CR 702.8 and 702.103 (2026-04-17) that the reference engine models is quoted verbatim
  under its number; its scenarios show it on a board.

  @rule:702.8a
  Rule: 702.8a
    Flash is a static ability that functions in any zone from which you could play the card it’s on. “Flash” means “You may play this card any time you could cast an instant.”

    @id:a-creature-with-flash-may-be-cast-in-an-opponents-end-step
    Scenario: A creature with flash may be cast in an opponent's end step
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}
      When Alice casts Boon Satyr
      And all players pass priority
      Then Boon Satyr is on the battlefield

    @id:a-creature-without-flash-may-not
    Scenario: A creature without flash may not
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @id:flash-changes-when-a-card-may-be-cast-not-where-from
    Scenario: Flash changes when a card may be cast, not where from
      Given Alice has a Boon Satyr in her graveyard
      And Alice's mana pool holds {G}{G}{G}
      Then Alice may not cast Boon Satyr from her graveyard

    @rule:702.103a
    @id:a-card-with-flash-keeps-it-when-cast-for-its-bestow-cost
    Scenario: A card with flash keeps it when cast for its bestow cost
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Walking Corpse
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      Then Alice may cast Boon Satyr as an Aura targeting her Walking Corpse

  @rule:702.8b
  Rule: 702.8b
    Multiple instances of flash on the same object are redundant.

    @rule:601.3b
    @id:flash-from-the-card-and-from-prophet-of-kruphix-the-spell-is
    Scenario: Flash from the card and from Prophet of Kruphix: the spell is cast once, as with either
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}
      When Alice casts Boon Satyr
      Then the stack holds one object
      And Alice's mana pool is empty

  @rule:702.12b
  Rule: 702.12b
    A permanent with indestructible can’t be destroyed. Such permanents aren’t destroyed by lethal damage, and they ignore the state-based action that checks for lethal damage (see rule 704.5g).

    @id:an-indestructible-creature-isnt-destroyed-by-lethal-damage
    Scenario: An indestructible creature isn't destroyed by lethal damage; the damage stays marked
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Darksteel Myr
      When Bob attacks Alice with Grizzly Bears
      And Alice blocks Grizzly Bears with Darksteel Myr
      And the game advances to Bob's end of combat step
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 2 damage marked on it

    @id:destroy-all-creatures-leaves-an-indestructible-creature-on
    Scenario: "Destroy all creatures" leaves an indestructible creature on the battlefield
      Given Alice controls a Darksteel Myr and a Grizzly Bears
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{B}{B}
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Grizzly Bears is in her graveyard

    @rule:704.5f
    @id:an-indestructible-creature-with-toughness-0-is-put-into-its
    Scenario: An indestructible creature with toughness 0 is put into its owner's graveyard (not: indestructible saves it)
      Given Alice controls a Darksteel Myr
      And one -1/-1 counter was just put on Darksteel Myr
      When Alice passes priority
      Then Darksteel Myr is in her graveyard

  @rule:702.103a
  Rule: 702.103a
    Bestow represents a static ability that functions in any zone from which you could play the card it’s on. “Bestow [cost]” means “As you cast this spell, you may choose to cast it bestowed. If you do, you pay [cost] rather than its mana cost.” Casting a spell using its bestow ability follows the rules for paying alternative costs (see 601.2b and 601.2f–h).

    @id:cast-bestowed-the-spell-costs-its-bestow-cost
    Scenario: Cast bestowed, the spell costs its bestow cost
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      Then Alice's mana pool is empty
      And Hopeful Eidolon is on the stack

    @id:cast-normally-the-spell-costs-its-mana-cost
    Scenario: Cast normally, the spell costs its mana cost
      Given Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as a creature
      Then Alice's mana pool is {W}{W}{W}

    @id:the-bestow-cost-cant-be-paid-with-the-mana-costs-mana
    Scenario: The bestow cost can't be paid with the mana cost's mana
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}
      When Alice tries to cast Hopeful Eidolon as an Aura targeting her Walking Corpse
      Then that is illegal

    @id:a-card-without-bestow-cant-be-cast-as-an-aura
    Scenario: A card without bestow can't be cast as an Aura
      Given Alice controls a Walking Corpse
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      Then Alice may not cast Grizzly Bears as an Aura targeting her Walking Corpse

  @rule:702.103b
  Rule: 702.103b
    As a spell cast bestowed is put onto the stack, it becomes an Aura enchantment and gains enchant creature. It is a bestowed Aura spell, and the permanent it becomes as it resolves will be a bestowed Aura. These effects last until the spell or the permanent it becomes ceases to be bestowed (see rules 702.103e–g). Because the spell is an Aura spell, its controller must choose a legal target for that spell as defined by its enchant creature ability and rule 601.2c. See also rule 303.4.

    @id:it-resolves-as-an-aura-attached-to-the-creature-it-targeted
    Scenario: It resolves as an Aura attached to the creature it targeted
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Hopeful Eidolon is an Aura attached to her Walking Corpse

    @id:cast-as-a-creature-it-resolves-as-a-creature-attached-to
    Scenario: Cast as a creature, it resolves as a creature attached to nothing
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}
      When Alice casts Hopeful Eidolon as a creature
      And all players pass priority
      Then Hopeful Eidolon is a creature

    @id:with-no-creature-to-target-it-cant-be-cast-bestowed-but-can
    Scenario: With no creature to target, it can't be cast bestowed, but can be cast as a creature
      Given Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may not cast Hopeful Eidolon as an Aura
      But Alice may cast Hopeful Eidolon as a creature

    @id:it-may-target-an-opponents-creature
    Scenario: It may target an opponent's creature
      Given Bob controls a Grizzly Bears
      And Alice has a Nyxborn Rollicker in her hand
      And Alice's mana pool holds {R}{R}
      When Alice casts Nyxborn Rollicker as an Aura targeting Bob's Grizzly Bears
      And all players pass priority
      Then Nyxborn Rollicker is an Aura attached to Bob's Grizzly Bears

  @rule:702.103d
  Rule: 702.103d
    When casting a spell bestowed, only its characteristics as modified by the bestow ability are evaluated to determine if it can be cast.

    @rule:601.3b
    @id:creature-spells-permissions-dont-apply-to-it-cast-bestowed
    Scenario: "Creature spells" permissions don't apply to it cast bestowed
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Nyxborn Rollicker in her hand
      And Alice's mana pool holds {R}{R}
      Then Alice may not cast Nyxborn Rollicker as an Aura targeting her Prophet of Kruphix
      But Alice may cast Nyxborn Rollicker as a creature

    @rule:601.3b
    @id:aura-spells-permissions-apply-to-it-only-cast-bestowed
    Scenario: "Aura spells" permissions apply to it only cast bestowed
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Sigarda's Aid and a Walking Corpse
      And Alice has a Nyxborn Rollicker in her hand
      And Alice's mana pool holds {R}{R}
      Then Alice may cast Nyxborn Rollicker as an Aura targeting her Walking Corpse
      But Alice may not cast Nyxborn Rollicker as a creature

  @rule:702.103e
  Rule: 702.103e
    As a bestowed Aura spell begins resolving, if its target is illegal, it ceases to be bestowed and the effect making it an Aura spell ends. It continues resolving as a creature spell. See rule 608.3b.

    @rule:608.3b
    @id:its-target-gone-the-bestowed-spell-resolves-as-a-creature
    Scenario: Its target gone, the bestowed spell resolves as a creature instead of being countered
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Hopeful Eidolon is a creature

    @rule:608.3b
    @id:an-aura-spell-without-bestow-whose-target-is-gone-doesnt
    Scenario: An Aura spell without bestow whose target is gone doesn't resolve
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Venarian Gold with X = 0 targeting her Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Venarian Gold is in her graveyard

  @rule:702.103f
  Rule: 702.103f
    If a bestowed Aura becomes unattached, it ceases to be bestowed. If a bestowed Aura is attached to an illegal object or player, it becomes unattached and ceases to be bestowed. This is an exception to rule 704.5m.

    @id:when-the-creature-it-enchants-leaves-the-bestowed-aura-stays
    Scenario: When the creature it enchants leaves, the bestowed Aura stays as a creature
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Hopeful Eidolon is an Aura attached to her Walking Corpse
      When Alice activates Chained Brute, sacrificing Walking Corpse
      Then Hopeful Eidolon is a creature

    @rule:303.4c
    @id:an-aura-without-bestow-goes-to-the-graveyard-instead
    Scenario: An Aura without bestow goes to the graveyard instead
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Venarian Gold with X = 0 targeting her Walking Corpse
      And all players pass priority
      And all players pass priority
      And Alice activates Chained Brute, sacrificing Walking Corpse
      Then Venarian Gold is in her graveyard
