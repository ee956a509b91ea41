Feature: 702. Keyword Abilities
  Flash, flying, haste, reach, vigilance, menace and bestow: when a card may be cast, what may block what,
  what attacking taps, and what a card cast for its bestow cost is. Each
  paragraph of CR 702.8-702.20, 702.103 and 702.111 (2026-04-17) that the reference engine models is quoted verbatim
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

  @rule:702.9a
  Rule: 702.9a
    Flying is an evasion ability.

    @id:flying-lets-wind-drake-past-bobs-creature-without-flying-and
    Scenario: Flying lets Wind Drake past Bob's creature without flying, and it deals its damage to Bob
      Given Alice controls a Wind Drake
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Wind Drake
      And Bob tries to block Wind Drake with Grizzly Bears
      Then that is illegal
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18

    @id:an-evasion-ability-limits-what-blocks-the-creature-with-it
    Scenario: An evasion ability limits what blocks the creature with it, not what it blocks (not: a limit on its own blocks)
      Given Alice controls a Grizzly Bears
      And Bob controls a Wind Drake
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wind Drake
      Then Grizzly Bears is blocked

  @rule:702.9b
  Rule: 702.9b
    A creature with flying can’t be blocked except by creatures with flying and/or reach. A creature with flying can block a creature with or without flying. (See rule 509, “Declare Blockers Step,” and rule 702.17, “Reach.”)

    @id:a-creature-with-flying-blocks-a-creature-with-flying
    Scenario: A creature with flying blocks a creature with flying
      Given Alice controls a Serra Angel
      And Bob controls a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Wind Drake
      Then Serra Angel is blocked
      And Wind Drake is blocking

    @id:a-creature-with-flying-blocks-a-creature-without-flying-not
    Scenario: A creature with flying blocks a creature without flying (not: flying only blocks flying)
      Given Alice controls a Savannah Lions
      And Bob controls a Serra Angel
      When Alice attacks Bob with Savannah Lions
      And Bob blocks Savannah Lions with Serra Angel
      Then Savannah Lions is blocked

    @id:of-two-blockers-one-without-flying-or-reach-makes-the-block
    Scenario: Of two blockers, one without flying or reach makes the block illegal
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Grizzly Bears
      When Alice attacks Bob with Serra Angel
      And Bob tries to block Serra Angel with Giant Spider and Grizzly Bears
      Then that is illegal

  @rule:702.9c
  Rule: 702.9c
    Multiple instances of flying on the same creature are redundant.

    @id:serra-angel-has-flying-twice-with-levitation-and-one
    Scenario: Serra Angel has flying twice with Levitation, and one creature with reach still blocks it (not: two instances need more)
      Given Alice controls a Serra Angel and a Levitation
      And Bob controls a Giant Spider
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider
      Then Serra Angel is blocked

    @id:with-flying-twice-a-creature-without-flying-or-reach-still
    Scenario: With flying twice, a creature without flying or reach still can't block it
      Given Alice controls a Serra Angel and a Levitation
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Serra Angel
      And Bob tries to block Serra Angel with Grizzly Bears
      Then that is illegal

    @id:levitations-flying-on-a-creature-without-it-is-flying-like
    Scenario: Levitation's flying on a creature without it is flying like any other
      Given Alice controls a Grizzly Bears and a Levitation
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Savannah Lions
      Then that is illegal

  @rule:702.10a
  Rule: 702.10a
    Haste is a static ability.

    @id:haste-works-without-being-activated-a-raging-goblin-that
    Scenario: Haste works without being activated: a Raging Goblin that entered this turn attacks
      Given Alice controls a Raging Goblin
      And Raging Goblin entered the battlefield this turn
      When Alice attacks Bob with Raging Goblin
      Then Raging Goblin is attacking

    @id:haste-from-lavaleapers-static-ability-lets-a-creature-that
    Scenario: Haste from Lavaleaper's static ability lets a creature that entered this turn attack
      Given Alice controls a Lavaleaper and a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      Then Grizzly Bears can attack

  @rule:702.10b
  Rule: 702.10b
    If a creature has haste, it can attack even if it hasn’t been controlled by its controller continuously since their most recent turn began. (See rule 302.6.)

    @id:a-creature-with-haste-that-came-under-alices-control-this
    Scenario: A creature with haste that came under Alice's control this turn can attack
      Given Alice controls a Raging Goblin
      And Raging Goblin came under Alice's control this turn
      Then Raging Goblin can attack

    @id:a-creature-without-haste-that-came-under-alices-control-this
    Scenario: A creature without haste that came under Alice's control this turn can't
      Given Alice controls a Grizzly Bears
      And Grizzly Bears came under Alice's control this turn
      Then Grizzly Bears can't attack

  @rule:702.10c
  Rule: 702.10c
    If a creature has haste, its controller can activate its activated abilities whose cost includes the tap symbol or the untap symbol even if that creature hasn’t been controlled by that player continuously since their most recent turn began. (See rule 302.6.)

    @id:llanowar-elves-that-entered-this-turn-given-haste-by
    Scenario: Llanowar Elves that entered this turn, given haste by Lavaleaper, taps for mana
      Given Alice controls a Lavaleaper and a Llanowar Elves
      And Llanowar Elves entered the battlefield this turn
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:without-haste-it-cant
    Scenario: Without haste, it can't
      Given Alice controls a Llanowar Elves
      And Llanowar Elves entered the battlefield this turn
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal

  @rule:702.10d
  Rule: 702.10d
    Multiple instances of haste on the same creature are redundant.

    @id:raging-goblin-with-its-own-haste-and-lavaleapers-attacks
    Scenario: Raging Goblin with its own haste and Lavaleaper's attacks once, like with either (not: two instances cancel out)
      Given Alice controls a Raging Goblin and a Lavaleaper
      And Raging Goblin entered the battlefield this turn
      When Alice attacks Bob with Raging Goblin
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Raging Goblin was declared as an attacker against Bob once
      And Raging Goblin dealt 1 combat damage to Bob

  @rule:702.17a
  Rule: 702.17a
    Reach is a static ability.

    @id:reach-works-without-being-activated-even-for-a-giant-spider
    Scenario: Reach works without being activated, even for a Giant Spider that entered this turn
      Given Alice controls a Wind Drake
      And Bob controls a Giant Spider
      And Giant Spider entered the battlefield this turn
      When Alice attacks Bob with Wind Drake
      And Bob blocks Wind Drake with Giant Spider
      Then Wind Drake is blocked

    @id:reach-from-mantle-of-webss-static-ability-lets-grizzly-bears
    Scenario: Reach from Mantle of Webs's static ability lets Grizzly Bears block a creature with flying
      Given Alice controls a Wind Drake
      And Bob controls a Grizzly Bears and a Mantle of Webs attached to Grizzly Bears
      When Alice attacks Bob with Wind Drake
      And Bob blocks Wind Drake with Grizzly Bears
      Then Wind Drake is blocked

  @rule:702.17b
  Rule: 702.17b
    A creature with flying can’t be blocked except by creatures with flying and/or reach. (See rule 509, “Declare Blockers Step,” and rule 702.9, “Flying.”)

    @id:a-creature-with-reach-blocks-a-creature-with-flying
    Scenario: A creature with reach blocks a creature with flying
      Given Alice controls a Wind Drake
      And Bob controls a Giant Spider
      When Alice attacks Bob with Wind Drake
      And Bob blocks Wind Drake with Giant Spider
      Then Giant Spider is blocking

    @id:reach-gives-no-evasion-a-creature-with-reach-attacking-is
    Scenario: Reach gives no evasion: a creature with reach attacking is blocked by a creature without it (not: reach as flying)
      Given Alice controls a Giant Spider
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Giant Spider
      And Bob blocks Giant Spider with Grizzly Bears
      Then Giant Spider is blocked

  @rule:702.17c
  Rule: 702.17c
    Multiple instances of reach on the same creature are redundant.

    @id:giant-spider-with-its-own-reach-and-mantle-of-webss-blocks-a
    Scenario: Giant Spider with its own reach and Mantle of Webs's blocks a creature with flying, as with either
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Mantle of Webs attached to Giant Spider
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider
      And the game advances to Alice's end of combat step
      Then Serra Angel is blocked
      And Giant Spider has 4 damage marked on it
      And Bob's life total is 20

  @rule:702.20a
  Rule: 702.20a
    Vigilance is a static ability that modifies the rules for the declare attackers step.

    @id:serra-angel-attacks-and-stays-untapped-with-the-creatures
    Scenario: Serra Angel attacks and stays untapped, with the creatures that tapped to attack beside it
      Given Alice controls a Serra Angel and a Grizzly Bears
      When Alice attacks Bob with Serra Angel and Grizzly Bears
      Then Serra Angel is attacking
      And Serra Angel is untapped
      And Grizzly Bears is tapped

  @rule:702.20b
  Rule: 702.20b
    Attacking doesn’t cause creatures with vigilance to tap. (See rule 508, “Declare Attackers Step.”)

    @id:attacking-doesnt-tap-serra-angel-at-all-not-tapped-and
    Scenario: Attacking doesn't tap Serra Angel at all (not: tapped and untapped again)
      Given Alice controls a Serra Angel
      When Alice attacks Bob with Serra Angel
      Then Serra Angel became tapped no times
      And Serra Angel untapped no times

    @id:vigilance-doesnt-let-a-tapped-creature-attack
    Scenario: Vigilance doesn't let a tapped creature attack
      Given Alice controls a tapped Serra Angel
      When Alice tries to attack Bob with Serra Angel
      Then that is illegal

  @rule:702.20c
  Rule: 702.20c
    Multiple instances of vigilance on the same creature are redundant.

    @id:two-serras-guardians-each-with-vigilance-twice-attack
    Scenario: Two Serra's Guardians, each with vigilance twice, attack untapped, like with one instance (not: two instances cancel out)
      Given Alice controls two Serra's Guardians
      When Alice attacks Bob with Serra's Guardian and Serra's Guardian
      Then Alice's Serra's Guardian became tapped no times
      And Alice's Serra's Guardian is untapped

    @id:serra-angel-with-its-own-vigilance-and-serras-guardians
    Scenario: Serra Angel with its own vigilance and Serra's Guardian's attacks untapped
      Given Alice controls a Serra Angel and a Serra's Guardian
      When Alice attacks Bob with Serra Angel
      Then Serra Angel is attacking
      And Serra Angel became tapped no times

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

  @rule:702.111a
  Rule: 702.111a
    Menace is an evasion ability.

    @id:menace-limits-what-blocks-the-creature-with-it-not-what-it
    Scenario: Menace limits what blocks the creature with it, not what it blocks (not: a limit on its own blocks)
      Given Alice controls a Savannah Lions
      And Bob controls a Grizzly Bears and a Goblin War Drums
      When Alice attacks Bob with Savannah Lions
      And Bob blocks Savannah Lions with Grizzly Bears
      Then Savannah Lions is blocked

  @rule:702.111b
  Rule: 702.111b
    A creature with menace can’t be blocked except by two or more creatures. (See rule 509, “Declare Blockers Step.”)

    @id:one-creature-cant-block-a-creature-with-menace
    Scenario: One creature can't block a creature with menace
      Given Alice controls a Grizzly Bears and a Goblin War Drums
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Walking Corpse
      Then that is illegal

    @id:two-creatures-block-a-creature-with-menace
    Scenario: Two creatures block a creature with menace
      Given Alice controls a Grizzly Bears and a Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse and Savannah Lions
      Then Grizzly Bears is blocked
      And Walking Corpse is blocking
      And Savannah Lions is blocking

    @id:three-creatures-block-it-too-not-exactly-two
    Scenario: Three creatures block it too (not: exactly two)
      Given Alice controls a Grizzly Bears and a Goblin War Drums
      And Bob controls a Walking Corpse, a Savannah Lions and a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse, Savannah Lions and Giant Spider
      Then Grizzly Bears is blocked

    @id:two-blockers-in-all-one-on-each-of-two-creatures-with-menace
    Scenario: Two blockers in all, one on each of two creatures with menace, is illegal (not: two blockers in the block)
      Given Alice controls a Grizzly Bears, a Savannah Lions and a Goblin War Drums
      And Bob controls a Walking Corpse and a Giant Spider
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob tries to block Grizzly Bears with Walking Corpse and blocks Savannah Lions with Giant Spider
      Then that is illegal

    @id:left-unblocked-a-creature-with-menace-deals-its-damage-to
    Scenario: Left unblocked, a creature with menace deals its damage to the player
      Given Alice controls a Grizzly Bears and a Goblin War Drums
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @rule:702.111c
  Rule: 702.111c
    Multiple instances of menace on the same creature are redundant.

    @id:with-two-goblin-war-drums-two-creatures-still-block-a
    Scenario: With two Goblin War Drums, two creatures still block a creature with menace (not: four)
      Given Alice controls a Grizzly Bears and two Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse and Savannah Lions
      Then Grizzly Bears is blocked

    @id:with-two-goblin-war-drums-one-creature-still-cant
    Scenario: With two Goblin War Drums, one creature still can't
      Given Alice controls a Grizzly Bears and two Goblin War Drums
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Walking Corpse
      Then that is illegal
