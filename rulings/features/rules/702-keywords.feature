Feature: 702. Keyword Abilities
  Defender, flash, flying, haste, hexproof, lifelink, protection, reach, shroud, vigilance, menace and bestow:
  what may attack, when a card may be cast, what may be targeted, what may block what, what attacking taps, what
  damage gains or is prevented, and what a card cast for its bestow cost is. Each
  paragraph of CR 702.2-702.20, 702.103 and 702.111 (2026-04-17) that the reference engine models is quoted verbatim
  under its number; its scenarios show it on a board.

  @rule:702.2a
  Rule: 702.2a
    Deathtouch is a static ability.

    @id:typhoid-ratss-deathtouch-works-without-being-activated-even
    Scenario: Typhoid Rats's deathtouch works without being activated, even the turn it entered: Giant Spider dies to 1 damage
      Given Alice controls a Giant Spider
      And Bob controls a Typhoid Rats
      And Typhoid Rats entered the battlefield this turn
      When Alice attacks Bob with Giant Spider
      And Bob blocks Giant Spider with Typhoid Rats
      Then the stack is empty
      When the game advances to Alice's end of combat step
      Then Typhoid Rats dealt 1 combat damage to Giant Spider
      And Giant Spider is in its owner's graveyard

  @rule:702.2b
  Rule: 702.2b
    A creature with toughness greater than 0 that’s been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed as a state-based action. See rule 704.

    @rule:704.5h
    @id:one-damage-from-a-deathtouch-blocker-destroys-a-creature-it
    Scenario: One damage from a deathtouch blocker destroys a creature it doesn't deal lethal damage to (not: only lethal damage destroys)
      Given Alice controls a Giant Spider
      And Bob controls a Typhoid Rats
      When Alice attacks Bob with Giant Spider
      And Bob blocks Giant Spider with Typhoid Rats
      And the game advances to Alice's end of combat step
      Then Typhoid Rats dealt 1 combat damage to Giant Spider
      And Giant Spider is in its owner's graveyard
      And Typhoid Rats is in its owner's graveyard

    @id:the-same-one-damage-from-a-blocker-without-deathtouch-leaves
    Scenario: The same one damage from a blocker without deathtouch leaves the creature on the battlefield
      Given Alice controls a Giant Spider
      And Bob controls a Raging Goblin
      When Alice attacks Bob with Giant Spider
      And Bob blocks Giant Spider with Raging Goblin
      And the game advances to Alice's end of combat step
      Then Giant Spider is on the battlefield
      And Giant Spider has 1 damage marked on it

    @rule:704.5h
    @id:deathtouch-destroys-a-creature-whatever-its-toughness-an
    Scenario: Deathtouch destroys a creature whatever its toughness: an attacking deathtouch creature and a 0/5 Wall
      Given Alice controls a Typhoid Rats
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Typhoid Rats
      And Bob blocks Typhoid Rats with Wall of Mist
      And the game advances to Alice's end of combat step
      Then Wall of Mist is in its owner's graveyard
      And Typhoid Rats is on the battlefield

    @id:deathtouch-damage-to-a-player-is-only-damage-the-player
    Scenario: Deathtouch damage to a player is only damage: the player loses 1 life and stays in the game
      Given Alice controls a Typhoid Rats
      When Alice attacks Bob with Typhoid Rats
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Bob has not lost the game

    @id:a-deathtouch-blocker-dealt-lethal-first-strike-damage-deals
    Scenario: A deathtouch blocker dealt lethal first-strike damage deals no damage (not: deathtouch kills regardless)
      Given Alice controls a Youthful Knight
      And Bob controls a Typhoid Rats
      When Alice attacks Bob with Youthful Knight
      And Bob blocks Youthful Knight with Typhoid Rats
      And the game advances to Alice's end of combat step
      Then Typhoid Rats is in its owner's graveyard
      And Typhoid Rats dealt no combat damage
      And Youthful Knight is on the battlefield

    @rule:701.14a
    @id:damage-that-isnt-combat-damage-counts-too-pheres-band
    Scenario: Damage that isn't combat damage counts too: Pheres-Band Brawler fights Typhoid Rats and is destroyed by 1 damage (not: deathtouch only in combat)
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Typhoid Rats
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Typhoid Rats dealt 1 noncombat damage to Pheres-Band Brawler
      And Pheres-Band Brawler is in its owner's graveyard

  @rule:702.2c
  Rule: 702.2c
    Any nonzero amount of combat damage assigned to a creature by a source with deathtouch is considered to be lethal damage for the purposes of determining if excess damage is being dealt.

    @rule:702.19b
    @rule:704.5h
    @id:a-deathtouch-trampler-assigns-1-damage-to-a-0-5-blocker-as
    Scenario: A deathtouch trampler assigns 1 damage to a 0/5 blocker as lethal and the rest to the player
      Given Alice controls a Typhoid Rats and a Frantic Strength attached to Typhoid Rats
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Typhoid Rats
      And Bob blocks Typhoid Rats with Wall of Mist
      And Typhoid Rats assigns 1 damage to Wall of Mist and 2 damage to Bob as the game advances to Alice's end of combat step
      Then Wall of Mist is in its owner's graveyard
      And Bob's life total is 18

    @rule:702.19b
    @id:without-deathtouch-1-damage-isnt-lethal-to-a-0-5-blocker-so
    Scenario: Without deathtouch, 1 damage isn't lethal to a 0/5 blocker, so none may trample over to the player
      Given Alice controls a Grizzly Bears and a Frantic Strength attached to Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      And Grizzly Bears tries to assign 1 damage to Wall of Mist and 3 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      And Bob's life total is 20
      And Wall of Mist has no damage marked on it

  @rule:702.2d
  Rule: 702.2d
    The deathtouch rules function no matter what zone an object with deathtouch deals damage from.

    @rule:702.2e
    @id:glorybringer-given-deathtouch-and-then-sacrificed-deals-its
    Scenario: Glorybringer, given deathtouch and then sacrificed, deals its 4 damage from the graveyard and destroys Wall of Mist (not: deathtouch works only on the battlefield)
      Given Alice controls a Glorybringer, a Chained Brute and four Forests
      And Alice has a Serpent's Gift in her hand
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Glorybringer, exerting it
      Then the top of the stack is an ability of Glorybringer
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Serpent's Gift targeting Glorybringer
      And all players pass priority
      And Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Glorybringer
      And all players pass priority
      Then Glorybringer is in its owner's graveyard
      When all players pass priority
      Then Glorybringer dealt 4 noncombat damage to Wall of Mist
      And Wall of Mist is in its owner's graveyard

  @rule:702.2e
  Rule: 702.2e
    If an object is no longer in the zone it’s expected to be in as an effect causes it to deal damage, its last known information is used to determine whether it had deathtouch.

    @id:sacrificed-without-deathtouch-glorybringers-4-damage-leaves
    Scenario: Sacrificed without deathtouch, Glorybringer's 4 damage leaves the 0/5 Wall of Mist on the battlefield
      Given Alice controls a Glorybringer, a Chained Brute and a Forest
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Glorybringer, exerting it
      And Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Glorybringer
      And all players pass priority
      And all players pass priority
      Then Glorybringer dealt 4 noncombat damage to Wall of Mist
      And Wall of Mist is on the battlefield
      And Wall of Mist has 4 damage marked on it

  @rule:702.2f
  Rule: 702.2f
    Multiple instances of deathtouch on the same object are redundant.

    @id:typhoid-rats-given-deathtouch-again-still-deals-its-1-damage
    Scenario: Typhoid Rats given deathtouch again still deals its 1 damage once, and it destroys Giant Spider (not: a second instance deals or destroys twice)
      Given Alice controls a Giant Spider
      And Bob controls a Typhoid Rats, a Forest, a Mountain and a Plains
      And Bob has a Serpent's Gift in his hand
      When Alice attacks Bob with Giant Spider
      And Bob blocks Giant Spider with Typhoid Rats
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Mountain for mana
      And Bob taps Plains for mana
      And Bob casts Serpent's Gift targeting Typhoid Rats
      And all players pass priority
      Then Typhoid Rats has deathtouch
      When the game advances to Alice's end of combat step
      Then Typhoid Rats dealt 1 combat damage to Giant Spider
      And Giant Spider is in its owner's graveyard

  @rule:702.3a
  Rule: 702.3a
    Defender is a static ability.

    @id:wall-of-mist-that-lost-its-abilities-can-attack
    Scenario: Wall of Mist that lost all its abilities to Turn to Frog can attack: defender is an ability it has, lost with the others (not: being a Wall stops it)
      Given Alice controls a Wall of Mist
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      Then Wall of Mist can't attack
      When Alice casts Turn to Frog targeting Wall of Mist
      And all players pass priority
      Then Wall of Mist doesn't have defender
      And Wall of Mist can attack
      When Alice attacks Bob with Wall of Mist
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19

  @rule:702.3b
  Rule: 702.3b
    A creature with defender can’t attack.

    @id:wall-of-mist-controlled-since-the-turn-began-still-cant
    Scenario: Wall of Mist, controlled since Alice's turn began, still can't be declared as an attacker (not: defender is summoning sickness)
      Given Alice controls a Wall of Mist and a Grizzly Bears
      Then Grizzly Bears can attack
      And Wall of Mist can't attack
      When Alice tries to attack Bob with Wall of Mist and Grizzly Bears
      Then that is illegal
      And Grizzly Bears is untapped

    @id:a-creature-with-defender-can-still-block
    Scenario: A creature with defender can still block, and deals its combat damage (not: defender stops blocking too)
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      Then Grizzly Bears is blocked
      When the game advances to Alice's end of combat step
      Then Wall of Mist has 2 damage marked on it
      And Bob's life total is 20

  @rule:702.4a
  Rule: 702.4a
    Double strike is a static ability that modifies the rules for the combat damage step. (See rule 510, “Combat Damage Step.”)

    @id:an-unblocked-double-striker-deals-its-damage-in-the-first
    Scenario: An unblocked double striker deals its damage in the first-strike step and again in the regular one
      Given Alice controls a Fencing Ace
      When Alice attacks Bob with Fencing Ace
      And the game advances to Alice's combat damage step
      Then Bob's life total is 19
      When the game advances to Alice's combat damage step
      Then Bob's life total is 18
      And there were two combat damage steps

  @rule:702.4d
  Rule: 702.4d
    Giving double strike to a creature with first strike after it has already dealt combat damage in the first combat damage step will allow the creature to assign combat damage in the second combat damage step.

    @id:youthful-knight-given-double-strike-after-its-first-strike
    Scenario: Youthful Knight given double strike after its first-strike damage deals damage again in the regular step (not: a first striker is done after the first step)
      Given Alice controls a Youthful Knight, a Mountain and two Forests
      And Alice has an Uncaged Fury in her hand
      When Alice attacks Bob with Youthful Knight
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Uncaged Fury targeting Youthful Knight
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Bob's life total is 15
      And Youthful Knight dealt 5 combat damage to Bob
      And there were two combat damage steps

  @rule:702.4e
  Rule: 702.4e
    Multiple instances of double strike on the same creature are redundant.

    @id:fencing-ace-given-double-strike-again-deals-its-damage-twice
    Scenario: Fencing Ace given double strike again deals its damage twice, not four times
      Given Alice controls a Fencing Ace, a Mountain and two Forests
      And Alice has an Uncaged Fury in her hand
      When Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Uncaged Fury targeting Fencing Ace
      And all players pass priority
      And Alice attacks Bob with Fencing Ace
      And the game advances to Alice's end of combat step
      Then Fencing Ace dealt 4 combat damage to Bob
      And Bob's life total is 16
      And there were two combat damage steps

  @rule:702.7a
  Rule: 702.7a
    First strike is a static ability that modifies the rules for the combat damage step. (See rule 510, “Combat Damage Step.”)

    @id:a-first-strike-attacker-destroys-its-blocker-before-the
    Scenario: A first-strike attacker destroys its blocker before the blocker deals damage
      Given Alice controls a Youthful Knight
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Youthful Knight
      And Bob blocks Youthful Knight with Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Grizzly Bears is in its owner's graveyard
      And Youthful Knight has no damage marked on it
      And there was one combat damage step

  @rule:702.7b
  Rule: 702.7b
    If at least one attacking or blocking creature has first strike or double strike (see rule 702.4) as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike. After that step, the phase proceeds to the end of combat step.

    @id:a-blocker-with-first-strike-deals-its-damage-first-too-not
    Scenario: A blocker with first strike deals its damage first too (not: only an attacker's first strike counts)
      Given Alice controls a Grizzly Bears
      And Bob controls a Youthful Knight
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Grizzly Bears dealt no combat damage
      And Youthful Knight has no damage marked on it

    @id:two-first-strikers-deal-their-damage-to-each-other-in-the
    Scenario: Two first strikers deal their damage to each other in the same first combat damage step
      Given Alice controls a Youthful Knight
      And Bob controls a Youthful Knight
      When Alice attacks Bob with Youthful Knight
      And Bob blocks Alice's Youthful Knight with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Alice's Youthful Knight is in its owner's graveyard
      And Bob's Youthful Knight is in its owner's graveyard

    @id:with-a-double-striker-in-combat-a-creature-without-first
    Scenario: With a double striker in combat a creature without first strike deals damage only in the second step
      Given Alice controls a Fencing Ace and a Grizzly Bears
      When Alice attacks Bob with Fencing Ace and Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Bob's life total is 19
      When the game advances to Alice's combat damage step
      Then Bob's life total is 16

  @rule:702.7c
  Rule: 702.7c
    Giving first strike to a creature without it after combat damage has already been dealt in the first combat damage step won’t preclude that creature from assigning combat damage in the second combat damage step. Removing first strike from a creature after it has already dealt combat damage in the first combat damage step won’t allow it to also assign combat damage in the second combat damage step (unless the creature has double strike).

    @id:a-creature-given-first-strike-after-first-strike-damage
    Scenario: A creature given first strike after first-strike damage still deals its regular combat damage
      Given Alice controls a Youthful Knight, a Grizzly Bears, a Mountain and three Forests
      And Alice has a Spiteful Motives in her hand
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Spiteful Motives targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Grizzly Bears dealt 5 combat damage to Bob
      And Bob's life total is 13
      And Youthful Knight dealt 2 combat damage

  @rule:702.7d
  Rule: 702.7d
    Multiple instances of first strike on the same creature are redundant.

    @id:a-first-striker-given-first-strike-again-deals-its-damage
    Scenario: A first striker given first strike again deals its damage once, in the first step (not: as with double strike)
      Given Alice controls a Youthful Knight and a Spiteful Motives attached to Youthful Knight
      When Alice attacks Bob with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 5 combat damage to Bob
      And Bob's life total is 15
      And there were two combat damage steps

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

  @rule:702.11a
  Rule: 702.11a
    Hexproof is a static ability.

    @id:gladecover-scout-that-lost-its-abilities-can-be-targeted
    Scenario: Bob's Gladecover Scout that lost all its abilities to his own Turn to Frog can be targeted by Alice's Murder (not: hexproof, once had, stays)
      Given Bob controls a Gladecover Scout
      And Bob has a Turn to Frog in his hand
      And Bob's mana pool holds {U}{C}
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may not cast Murder targeting Gladecover Scout
      When Alice passes priority
      And Bob casts Turn to Frog targeting Gladecover Scout
      And all players pass priority
      Then Gladecover Scout doesn't have hexproof
      And Alice may cast Murder targeting Gladecover Scout

  @rule:702.11b
  Rule: 702.11b
    “Hexproof” on a permanent means “This permanent can’t be the target of spells or abilities your opponents control.”

    @id:alice-cant-target-bobs-gladecover-scout-with-murder
    Scenario: Alice can't cast Murder targeting Bob's Gladecover Scout (not: hexproof only stops abilities)
      Given Bob controls a Gladecover Scout and a Grizzly Bears
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may not cast Murder targeting Gladecover Scout
      And Alice may cast Murder targeting Grizzly Bears

    @id:alices-barls-cage-cant-target-bobs-gladecover-scout-nor
    Scenario: Alice's Barl's Cage can't target Bob's Gladecover Scout: an ability she controls is stopped too
      Given Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a Gladecover Scout
      When Alice tries to activate Barl's Cage targeting Gladecover Scout
      Then that is illegal
      And Alice's mana pool is {C}{C}{C}

    @id:alice-may-target-her-own-gladecover-scout
    Scenario: Alice may target her own Gladecover Scout: hexproof stops only opponents (not: it is shroud)
      Given Alice controls a Barl's Cage and a tapped Gladecover Scout
      And Alice's mana pool holds {C}{C}{C}
      And Bob has a Forest in his library
      When Alice activates Barl's Cage targeting Gladecover Scout
      And all players pass priority
      And the game advances to Bob's untap step
      And the game advances to Alice's untap step
      Then Gladecover Scout is tapped

  @rule:702.12a
  Rule: 702.12a
    Indestructible is a static ability.

    @id:darksteel-myrs-indestructible-works-without-being-activated
    Scenario: Darksteel Myr's indestructible works without being activated, even the turn it entered
      Given Alice controls a Darksteel Myr and a Grizzly Bears
      And Darksteel Myr entered the battlefield this turn
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{B}{B}
      When Alice casts Bontu's Last Reckoning
      Then the stack holds one object
      When all players pass priority
      Then Darksteel Myr is on the battlefield
      And Grizzly Bears is in her graveyard

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

  @rule:702.12c
  Rule: 702.12c
    Multiple instances of indestructible on the same permanent are redundant.

    @id:darksteel-myr-gains-indestructible-again-from-dauntless
    Scenario: Darksteel Myr gains indestructible again from Dauntless Escort and survives "destroy all creatures" just as with one (not: the instances interfere)
      Given Alice controls a Dauntless Escort and a Darksteel Myr
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{B}{B}
      When Alice activates Dauntless Escort
      And all players pass priority
      And Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Dauntless Escort is in her graveyard

  @rule:702.15a
  Rule: 702.15a
    Lifelink is a static ability.

    @rule:702.15b
    @rule:704.5a
    @id:lifelink-life-comes-with-the-damage-not-after-it
    Scenario: Lifelink's life comes with its damage, not as a trigger: at 2 life, Alice is dealt 2 and gains 1 at once and stays in the game (not: she is at 0 before a lifelink trigger could resolve)
      Given it is Bob's precombat main phase
      And Alice's life total is 2
      And Bob controls a Grizzly Bears and a Raging Goblin
      And Alice controls a Daybreak Chaplain
      When Bob attacks Alice with Grizzly Bears and Raging Goblin
      And Alice blocks Raging Goblin with Daybreak Chaplain
      And the game advances to Bob's end of combat step
      Then Alice's life total is 1
      And Alice has not lost the game

  @rule:702.15b
  Rule: 702.15b
    Damage dealt by a source with lifelink causes that source’s controller, or its owner if it has no controller, to gain that much life (in addition to any other results that damage causes). See rule 120.3.

    @id:murderous-rider-unblocked-deals-2-damage-to-bob-and-alice
    Scenario: Murderous Rider, unblocked, deals 2 damage to Bob and Alice gains 2 life
      Given Alice controls a Murderous Rider // Swift End
      When Alice attacks Bob with Murderous Rider // Swift End
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Alice's life total is 22

    @id:murderous-rider-blocked-by-savannah-lions-gains-all-2
    Scenario: Murderous Rider's 2 damage to a blocking 2/1 gains Alice 2 life, and the blocker still dies (not: only damage to a player, or only the lethal 1)
      Given Alice controls a Murderous Rider // Swift End
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Murderous Rider // Swift End
      And Bob blocks Murderous Rider // Swift End with Savannah Lions
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Alice's life total is 22
      And Bob's life total is 20

    @id:a-blocking-murderous-rider-gains-its-controller-bob-the-life
    Scenario: A blocking Murderous Rider gains its controller Bob the life, on Alice's turn (not: the active player)
      Given Alice controls a Grizzly Bears
      And Bob controls a Murderous Rider // Swift End
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Murderous Rider // Swift End
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Bob's life total is 22
      And Alice's life total is 20

  @rule:702.15e
  Rule: 702.15e
    If multiple sources with lifelink deal damage at the same time, they cause separate life gain events (see rules 119.9–10).

    @rule:603.2c
    @id:two-lifelink-attackers-are-two-life-gain-events-ajanis
    Scenario: Two attackers with lifelink dealing damage at once are two life gain events: Ajani's Pridemate's ability triggers twice (not: one event of 4 life)
      Given Alice controls a Najeela, the Blade-Blossom, a Murderous Rider // Swift End, a Grizzly Bears and an Ajani's Pridemate
      And Alice controls a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice attacks Bob with Murderous Rider // Swift End and Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Alice's life total is 24
      And Ajani's Pridemate's ability triggered twice

  @rule:702.15f
  Rule: 702.15f
    Multiple instances of lifelink on the same object are redundant.

    @id:murderous-rider-gaining-lifelink-again-from-najeela-gains
    Scenario: Murderous Rider, given lifelink again by Najeela's ability, gains Alice 2 life for its 2 damage, not 4
      Given Alice controls a Najeela, the Blade-Blossom and a Murderous Rider // Swift End
      And Alice controls a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice attacks Bob with Murderous Rider // Swift End
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      And Alice's life total is 22

  @rule:702.16b
  Rule: 702.16b
    A permanent or player with protection can’t be targeted by spells with the stated quality and can’t be targeted by abilities from a source with the stated quality.

    @id:murder-a-black-spell-cant-target-white-knight
    Scenario: Murder, a black spell, can't target White Knight, and Barl's Cage, a colorless source, can (not: protection from everything)
      Given Bob controls a White Knight
      And Alice controls a Barl's Cage
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may not cast Murder targeting White Knight
      When Alice activates Barl's Cage targeting White Knight
      Then that is legal

    @rule:603.3d
    @id:ambulatory-edifices-ability-from-a-black-source-cant-target
    Scenario: Ambulatory Edifice's triggered ability, from a black source, can't target White Knight: its only legal target is the Edifice itself
      Given Bob controls a White Knight
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will do what Ambulatory Edifice's ability says she may do
      And Alice will choose Bob's White Knight, then Ambulatory Edifice when she must choose
      And Alice casts Ambulatory Edifice
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then White Knight has power and toughness 2/2
      And Ambulatory Edifice has power and toughness 2/1

    @id:bontus-last-reckoning-destroys-white-knight
    Scenario: Bontu's Last Reckoning, a black spell, destroys White Knight: it targets nothing and deals no damage, and protection stops only damage, enchanting or equipping, blocking and targeting (not: protection from everything black)
      Given it is Bob's precombat main phase
      And Alice controls a White Knight
      And Bob has a Bontu's Last Reckoning in his hand
      And Bob's mana pool holds {B}{B}{C}
      When Bob casts Bontu's Last Reckoning
      And all players pass priority
      Then White Knight is in its owner's graveyard

  @rule:702.16c
  Rule: 702.16c
    A permanent or player with protection can’t be enchanted by Auras that have the stated quality. Such Auras attached to the permanent or player with protection will be put into their owners’ graveyards as a state-based action. (See rule 704, “State-Based Actions.”)

    @rule:704.5m
    @id:unhallowed-pact-a-black-aura-on-white-knight-goes-to-the
    Scenario: Unhallowed Pact, a black Aura, attached to White Knight goes to the graveyard as a state-based action (not: protection only stops its being cast on it)
      Given Bob controls a White Knight and a Grizzly Bears
      And Alice controls an Unhallowed Pact attached to Bob's White Knight and an Oppressive Rays attached to Bob's Grizzly Bears
      When Alice passes priority
      Then Unhallowed Pact is in its owner's graveyard
      And Oppressive Rays is on the battlefield

    @id:alice-cant-cast-unhallowed-pact-targeting-white-knight
    Scenario: Alice can't cast Unhallowed Pact targeting White Knight, an Aura spell's target being what it will enchant
      Given Bob controls a White Knight and a Grizzly Bears
      And Alice has an Unhallowed Pact in her hand
      And Alice's mana pool holds {B}{C}{C}
      Then Alice may not cast Unhallowed Pact targeting White Knight
      And Alice may cast Unhallowed Pact targeting Grizzly Bears

  @rule:702.16e
  Rule: 702.16e
    Any damage that would be dealt by sources that have the stated quality to a permanent or player with protection is prevented.

    @rule:510.2
    @id:arrogant-bloodlords-combat-damage-to-white-knight-is
    Scenario: Arrogant Bloodlord's 4 combat damage to the blocking White Knight is prevented, and White Knight's own damage is dealt (not: protection stops both ways)
      Given it is Bob's precombat main phase
      And Bob controls an Arrogant Bloodlord
      And Alice controls a White Knight
      When Bob attacks Alice with Arrogant Bloodlord
      And Alice blocks Arrogant Bloodlord with White Knight
      And the game advances to Bob's end of combat step
      Then White Knight is on the battlefield
      And White Knight has no damage marked on it
      And Arrogant Bloodlord has 2 damage marked on it

  @rule:702.16f
  Rule: 702.16f
    Attacking creatures with protection can’t be blocked by creatures that have the stated quality.

    @id:typhoid-rats-a-black-creature-cant-block-white-knight
    Scenario: Typhoid Rats, a black creature, can't block the attacking White Knight; Grizzly Bears can
      Given Alice controls a White Knight
      And Bob controls a Typhoid Rats and a Grizzly Bears
      When Alice attacks Bob with White Knight
      And Bob tries to block White Knight with Typhoid Rats
      Then that is illegal
      When Bob blocks White Knight with Grizzly Bears
      Then White Knight is blocked

    @id:a-blocking-white-knight-can-block-a-black-attacker
    Scenario: White Knight can block a black attacker: only an attacking creature's protection restricts blocks (not: it can't block black creatures)
      Given it is Bob's precombat main phase
      And Bob controls a Typhoid Rats
      And Alice controls a White Knight
      When Bob attacks Alice with Typhoid Rats
      And Alice blocks Typhoid Rats with White Knight
      Then Typhoid Rats is blocked
      When the game advances to Bob's end of combat step
      Then Typhoid Rats is in its owner's graveyard
      And White Knight is on the battlefield

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

  @rule:702.18a
  Rule: 702.18a
    Shroud is a static ability. “Shroud” means “This permanent or player can’t be the target of spells or abilities.”

    @id:alice-cant-target-her-own-mist-leopard
    Scenario: Alice can't target even her own Mist Leopard (not: shroud is hexproof)
      Given Alice controls a Barl's Cage and a Mist Leopard
      And Alice's mana pool holds {C}{C}{C}
      When Alice tries to activate Barl's Cage targeting Mist Leopard
      Then that is illegal

    @id:bob-cant-cast-murder-targeting-alices-mist-leopard
    Scenario: Bob can't cast Murder targeting Alice's Mist Leopard
      Given Alice controls a Mist Leopard
      And Bob has a Murder in his hand
      And Bob's mana pool holds {B}{B}{B}
      And Bob has priority
      Then Bob may not cast Murder targeting Mist Leopard

  @rule:702.19a
  Rule: 702.19a
    Trample is a static ability that modifies the rules for assigning an attacking creature’s combat damage. The ability has no effect when a creature with trample is blocking or is dealing noncombat damage. (See rule 510, “Combat Damage Step.”)

    @id:trample-has-no-effect-when-its-creature-blocks-a-blocking
    Scenario: Trample has no effect when its creature blocks: a blocking Colossal Dreadmaw deals all 6 damage to the attacker
      Given Alice controls a Grizzly Bears
      And Bob controls a Colossal Dreadmaw
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Colossal Dreadmaw
      And the game advances to Alice's end of combat step
      Then Colossal Dreadmaw dealt 6 combat damage to Grizzly Bears
      And Colossal Dreadmaw dealt no combat damage to Alice
      And Alice's life total is 20

  @rule:702.19b
  Rule: 702.19b
    The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it. Once all those blocking creatures are assigned lethal damage, any excess damage is assigned as its controller chooses among those blocking creatures and the player, planeswalker, or battle the creature is attacking. When checking for assigned lethal damage, take into account damage already marked on the creature and damage from other creatures that’s being assigned during the same combat damage step, but not any abilities or effects that might change the amount of damage that’s actually dealt. The attacking creature’s controller need not assign lethal damage to all those blocking creatures but in that case can’t assign any damage to the player or planeswalker it’s attacking.

    # CR example: A 2/2 creature that can block an additional creature blocks two attackers: a 1/1 with no abilities and a 3/3 with trample. The active player could assign 1 damage from the first attacker and 1 damage from the second to the blocking creature, and 2 damage to the defending player from the creature with trample.
    # CR example: A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green. The attacking creature’s controller must assign at least 2 damage to the blocker, even though that damage will be prevented by the blocker’s protection ability. The attacking creature’s controller can divide the rest of the damage as they choose between the blocking creature and the defending player.

    @id:a-blocked-trampler-assigns-lethal-damage-to-its-blocker-and
    Scenario: A blocked trampler assigns lethal damage to its blocker and the excess to the player it attacks
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw assigns 2 damage to Grizzly Bears and 4 damage to Bob as the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Bob's life total is 16

    @id:damage-to-the-player-before-the-blocker-is-assigned-lethal
    Scenario: Damage to the player before the blocker is assigned lethal damage is illegal (not: any division)
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw tries to assign 1 damage to Grizzly Bears and 5 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      And Bob's life total is 20
      And Grizzly Bears has no damage marked on it

    @id:the-excess-may-go-to-the-blocker-instead-all-6-damage-to-a-2
    Scenario: The excess may go to the blocker instead: all 6 damage to a 2/2 blocker and none to the player
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw assigns 6 damage to Grizzly Bears as the game advances to Alice's end of combat step
      Then Colossal Dreadmaw dealt 6 combat damage to Grizzly Bears
      And Bob's life total is 20

    @id:two-blockers-must-each-be-assigned-lethal-damage-before-any
    Scenario: Two blockers must each be assigned lethal damage before any goes to the player
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears and Savannah Lions
      And Colossal Dreadmaw tries to assign 2 damage to Grizzly Bears and 4 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      And Bob's life total is 20

    @id:with-lethal-damage-to-both-blockers-the-rest-tramples-over
    Scenario: With lethal damage to both blockers, the rest tramples over
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears and Savannah Lions
      And Colossal Dreadmaw assigns 2 damage to Grizzly Bears and 1 damage to Savannah Lions and 3 damage to Bob as the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Savannah Lions is in its owner's graveyard
      And Bob's life total is 17

    @id:lethal-damage-counts-damage-already-marked-after-first
    Scenario: Lethal damage counts damage already marked: after first-strike damage, 1 more is lethal to a 2/4 blocker
      Given Alice controls a Fencing Ace and a Frantic Strength attached to Fencing Ace
      And Bob controls a Giant Spider
      When Alice attacks Bob with Fencing Ace
      And Bob blocks Fencing Ace with Giant Spider
      And Fencing Ace assigns 3 damage to Giant Spider as the game advances to Alice's combat damage step
      Then Giant Spider has 3 damage marked on it
      When Fencing Ace assigns 1 damage to Giant Spider and 2 damage to Bob as the game advances to Alice's combat damage step
      Then Giant Spider is in its owner's graveyard
      And Bob's life total is 18

    @rule:120.6
    @id:lethal-damage-counts-damage-marked-before-combat-1-to-a-giant
    Scenario: Lethal damage counts damage marked before combat: 1 to a Giant Spider with 3 marked, 5 to Bob (not: its whole toughness first)
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Giant Spider with 3 damage marked on it
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Giant Spider
      And Colossal Dreadmaw assigns 1 damage to Giant Spider and 5 damage to Bob as the game advances to Alice's end of combat step
      Then Giant Spider is in its owner's graveyard
      And Bob's life total is 15

    @id:a-creature-without-trample-cant-assign-its-excess-damage-to
    Scenario: A creature without trample can't assign its excess damage to the player
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel tries to assign 2 damage to Wind Drake and 2 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      And Bob's life total is 20

    @id:trample-granted-by-an-aura-cast-after-blockers-are-declared
    Scenario: Trample granted by an Aura cast after blockers are declared lets the excess through
      Given Alice controls a Grizzly Bears and three Forests
      And Alice has a Frantic Strength in her hand
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Frantic Strength targeting Grizzly Bears
      And all players pass priority
      And Grizzly Bears assigns 1 damage to Savannah Lions and 3 damage to Bob as the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Bob's life total is 17

  @rule:702.19d
  Rule: 702.19d
    If an attacking creature with trample or trample over planeswalkers is blocked, but there are no creatures blocking it when damage is assigned, its damage is assigned to the defending player and/or planeswalker as though all blocking creatures have been assigned lethal damage.

    @id:a-blocked-double-striker-with-trample-whose-blocker-died-to
    Scenario: A blocked double striker with trample whose blocker died to first-strike damage assigns all its regular damage to the player
      Given Alice controls a Fencing Ace and a Frantic Strength attached to Fencing Ace
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Fencing Ace
      And Bob blocks Fencing Ace with Grizzly Bears
      And Fencing Ace assigns 2 damage to Grizzly Bears and 1 damage to Bob as the game advances to Alice's combat damage step
      Then Grizzly Bears is in its owner's graveyard
      And Bob's life total is 19
      When the game advances to Alice's combat damage step
      Then Bob's life total is 16
      And Fencing Ace is blocked

  @rule:702.19f
  Rule: 702.19f
    If a creature without trample over planeswalkers is attacking a planeswalker, none of its combat damage can be assigned to the defending player, even if that planeswalker has been removed from combat or the damage the attacking creature could assign is greater than the planeswalker’s loyalty.

    @rule:510.1b @rule:120.3c
    @id:unblocked-colossal-dreadmaw-attacking-bobs-teferi-deals-all
    Scenario: Unblocked Colossal Dreadmaw attacking Bob's Teferi with 4 loyalty deals all 6 to Teferi and none to Bob (not: the excess tramples over to the player)
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Colossal Dreadmaw
      And the game advances to Alice's end of combat step
      Then Colossal Dreadmaw dealt 6 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler is in its owner's graveyard
      And Bob's life total is 20

    @id:blocked-colossal-dreadmaw-attacking-bobs-teferi-cant-assign
    Scenario: Blocked Colossal Dreadmaw attacking Bob's Teferi can't assign its excess to Bob (not: trample reaches the defending player)
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Teferi, Time Raveler and a Grizzly Bears
      When Alice attacks Bob's Teferi, Time Raveler with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw tries to assign 2 damage to Grizzly Bears and 4 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      And Bob's life total is 20

    @rule:702.19b
    @id:blocked-colossal-dreadmaw-attacking-bobs-teferi-tramples-over
    Scenario: Blocked Colossal Dreadmaw attacking Bob's Teferi tramples over to Teferi: 4 of 5 loyalty removed, Bob loses no life
      Given Alice controls a Colossal Dreadmaw
      And Bob controls a Teferi, Time Raveler with 5 loyalty counters
      And Bob controls a Grizzly Bears
      When Alice attacks Bob's Teferi, Time Raveler with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw assigns 2 damage to Grizzly Bears and 4 damage to Teferi, Time Raveler as the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Colossal Dreadmaw dealt 4 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 1 loyalty counter
      And Bob's life total is 20

    @rule:506.4c
    @id:teferi-gone-after-first-strike-damage-colossal-dreadmaw
    Scenario: Teferi gone after first-strike damage, the trampler attacking it deals no damage at all, none to Bob (not: the player is attacked instead)
      Given Alice controls a Youthful Knight and a Colossal Dreadmaw
      And Bob controls a Teferi, Time Raveler with 2 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Youthful Knight and Colossal Dreadmaw
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 2 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler is in its owner's graveyard
      And Colossal Dreadmaw dealt no combat damage
      And Bob's life total is 20

  @rule:702.19g
  Rule: 702.19g
    Multiple instances of trample on the same creature are redundant. Multiple instances of trample over planeswalkers on the same creature are redundant.

    @id:a-trampler-given-trample-again-tramples-over-once-the-excess
    Scenario: A trampler given trample again tramples over once: the excess beyond lethal damage, no more
      Given Alice controls a Colossal Dreadmaw and a Frantic Strength attached to Colossal Dreadmaw
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Grizzly Bears
      And Colossal Dreadmaw tries to assign 1 damage to Grizzly Bears and 7 damage to Bob as the game advances to Alice's end of combat step
      Then that is illegal
      When Colossal Dreadmaw assigns 2 damage to Grizzly Bears and 6 damage to Bob as the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Grizzly Bears is in its owner's graveyard

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

  @rule:702.103c
  Rule: 702.103c
    If a bestowed Aura spell is copied, the copy is also a bestowed Aura spell. Any rule that refers to a spell cast bestowed applies to the copy as well.

    @rule:707.10 @rule:608.3f
    @id:fire-lord-azulas-copy-of-boon-satyr-cast-bestowed-resolves
    Scenario: Fire Lord Azula's copy of Boon Satyr cast bestowed resolves as a bestowed Aura token on its target, giving +4/+2 (not: a 4/2 Satyr creature token)
      Given Alice controls a Fire Lord Azula, a Walking Corpse and three Forests
      And Alice has a Boon Satyr in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      Then Alice's mana pool is {R}{R}
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      Then Alice's mana pool is empty
      And the top of the stack is an ability of Fire Lord Azula
      When all players pass priority
      Then the top of the stack is the spell the copy of Boon Satyr
      When all players pass priority
      Then the copy of Boon Satyr is an Aura attached to her Walking Corpse
      And Walking Corpse is a 6/4 creature
      And Boon Satyr is on the stack
      When all players pass priority
      Then Boon Satyr is an Aura attached to her Walking Corpse
      And Walking Corpse is a 10/6 creature

    @rule:707.10c
    @id:given-a-new-target-fire-lord-azulas-copy-of-bestowed-boon
    Scenario: Given a new target, Fire Lord Azula's copy of bestowed Boon Satyr resolves as an Aura on Bob's Grizzly Bears, and Boon Satyr on Walking Corpse
      Given Alice controls a Fire Lord Azula, a Walking Corpse and three Forests
      And Bob controls a Grizzly Bears
      And Alice has a Boon Satyr in her hand
      When Alice will do what Fire Lord Azula's ability says she may do, with new target Bob's Grizzly Bears for the copy
      And Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      And all players pass priority
      And all players pass priority
      Then the copy of Boon Satyr is an Aura attached to Bob's Grizzly Bears
      And Grizzly Bears is a 6/4 creature
      And Walking Corpse is a 2/2 creature
      When all players pass priority
      Then Boon Satyr is an Aura attached to her Walking Corpse
      And Walking Corpse is a 6/4 creature

    @rule:702.103e @rule:707.10 @rule:608.3f
    @id:its-target-gone-fire-lord-azulas-copy-of-bestowed-boon-satyr
    Scenario: Its target gone, Fire Lord Azula's copy of bestowed Boon Satyr resolves as a 4/2 creature token, not countered (not: a copy that is a mere Aura spell, countered for its illegal target)
      Given Alice controls a Fire Lord Azula, a Walking Corpse, a Chained Brute and four Forests
      And Alice has a Boon Satyr in her hand
      When Alice attacks Bob with Fire Lord Azula
      And all players pass priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr as an Aura targeting her Walking Corpse
      And all players pass priority
      Then the top of the stack is the spell the copy of Boon Satyr
      When Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then the copy of Boon Satyr is a creature
      And the copy of Boon Satyr is a 4/2 creature
      And Alice controls one Boon Satyr token
      When all players pass priority
      Then Boon Satyr is a creature
      And Alice controls one Boon Satyr token

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

    # Wrong reading: the same card back on the battlefield is still its target (CR 400.7: a new object).
    @rule:608.2b @rule:400.7
    @id:its-target-died-and-came-back-a-new-object-so-the-bestowed
    Scenario: Its target died and came back: a new object, so the bestowed spell resolves as a creature, attached to nothing
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Hopeful Eidolon and a Twilight's Call in her hand
      And Alice's mana pool holds {W}{W}{W}{W}{C}{B}{B}{C}{C}{C}{C}{C}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And Alice casts Twilight's Call
      And all players pass priority
      Then Walking Corpse is on the battlefield
      When all players pass priority
      Then Hopeful Eidolon is a creature
      And Hopeful Eidolon is attached to nothing
      And Walking Corpse is a 2/2 creature

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

  @rule:702.103g
  Rule: 702.103g
    If a bestowed Aura phases in unattached, it ceases to be bestowed. See rule 702.26, “Phasing.”

    # Wrong reading: it phases in as an Aura attached to nothing, which state-based actions put into the graveyard
    # (CR 704.5m).
    @rule:702.26i @rule:502.1
    @id:phased-out-hopeful-eidolon-phases-in-after-its-creature-left
    Scenario: Hopeful Eidolon, phased out while its creature is sacrificed, phases in unattached as a creature (not: an Aura attached to nothing, into the graveyard)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Hopeful Eidolon and a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{W}{C}{C}{C}{C}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Hopeful Eidolon is an Aura attached to her Walking Corpse
      When Alice casts Clever Concealment targeting Hopeful Eidolon
      And all players pass priority
      Then Hopeful Eidolon is phased out
      And Walking Corpse is a 2/2 creature
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Hopeful Eidolon is phased out
      When the game advances to Alice's upkeep
      Then Hopeful Eidolon is phased in
      And Hopeful Eidolon is a creature
      And Hopeful Eidolon is on the battlefield

    # The same Aura phased out with its creature still there phases in attached to it again (CR 702.26i).
    @rule:702.26i
    @id:phased-out-hopeful-eidolon-phases-in-attached-to-its-creature
    Scenario: Hopeful Eidolon phased out alone, its creature still there, phases in still its Aura, attached to it (not: unattached, a creature)
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon and a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{W}{C}{C}{C}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      And Alice casts Clever Concealment targeting Hopeful Eidolon
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Hopeful Eidolon is phased in
      And Hopeful Eidolon is an Aura attached to her Walking Corpse
      And Walking Corpse is a 3/3 creature

    # An Aura without bestow has nothing to cease being: phased in unattached, it goes to the graveyard.
    @rule:702.26i @rule:704.5m
    @id:venarian-gold-phased-out-while-its-creature-is-sacrificed
    Scenario: Venarian Gold, phased out while its creature is sacrificed, phases in unattached and goes to the graveyard (not: left on the battlefield attached to nothing)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Venarian Gold and a Clever Concealment in her hand
      And Alice's mana pool holds {U}{U}{W}{W}{C}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Venarian Gold with X = 0 targeting her Walking Corpse
      And all players pass priority
      And all players pass priority
      And Alice casts Clever Concealment targeting Venarian Gold
      And all players pass priority
      Then Venarian Gold is phased out
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Venarian Gold is in her graveyard

    # "Attached to the object or player it was attached to": a Curse comes back on its player (CR 702.26i).
    @rule:702.26i
    @id:curse-of-disturbance-phased-out-phases-in-still-attached-to
    Scenario: Curse of Disturbance phased out phases in still attached to Bob, who is still in the game (not: unattached)
      Given Alice controls a Curse of Disturbance attached to Bob
      And Alice has a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Clever Concealment targeting Curse of Disturbance
      And all players pass priority
      Then Curse of Disturbance is phased out
      When the game advances to Alice's upkeep
      Then Curse of Disturbance is phased in
      And Curse of Disturbance is attached to Bob

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

  @rule:702.16a
  Rule: 702.16a
    Protection is a static ability, written “Protection from [quality].” This quality is usually a color (as in “protection from black”) but can be any characteristic value or information. If the quality happens to be a card name, it is treated as such only if the protection ability specifies that the quality is a name. If the quality is a card type, subtype, or supertype, the ability applies to sources that are permanents with that card type, subtype, or supertype and to any sources not on the battlefield that are of that card type, subtype, or supertype. This is an exception to rule 109.2.

    @rule:702.16b
    @id:white-knights-protection-from-black-lichs-caress-cant-target
    Scenario: White Knight's "protection from black" has the quality black: Bob's black Lich's Caress can't target it, while his red Shock can (not: protection from everything, or from black players)
      Given Alice controls a White Knight
      And Bob has a Lich's Caress and a Shock in his hand
      And Bob's mana pool holds {B}{B}{C}{C}{C}{R}
      And Bob has priority
      Then Bob may not cast Lich's Caress targeting White Knight
      And Bob may cast Shock targeting White Knight

  @rule:702.26g
  Rule: 702.26g
    When a permanent phases out, any Auras, Equipment, or Fortifications attached to that permanent phase out at the same time. This alternate way of phasing out is known as phasing out “indirectly.” An Aura, Equipment, or Fortification that phased out indirectly won’t phase in by itself, but instead phases in along with the permanent it’s attached to.

    @rule:702.26c @rule:502.1
    @id:bobs-bears-phase-out-with-alices-pacifism-and-back-in
    Scenario: Bob's Clever Concealment phases out his Grizzly Bears, and Alice's Pacifism on it phases out with it; in his untap step both phase in, the Aura still attached (not: the Aura stays, attached to nothing, and is put into the graveyard)
      Given Bob controls a Grizzly Bears
      And Alice controls a Pacifism attached to Bob's Grizzly Bears
      And Bob has a Clever Concealment in his hand
      And Bob's mana pool holds {W}{W}{C}{C}
      And Bob has a Forest in his library
      When Alice passes priority
      And Bob casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is phased out
      And Pacifism is phased out
      When the game advances to Bob's upkeep
      Then Grizzly Bears is phased in
      And Pacifism is phased in
      And Pacifism is attached to Grizzly Bears

    @id:alices-pacifism-phased-out-with-bobs-bears-waits-for-his-untap
    Scenario: Alice's Pacifism, phased out indirectly with Bob's Grizzly Bears in his turn, doesn't phase in during Alice's untap step; it phases in with the Bears in Bob's (not: in its own controller's untap step)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Pacifism attached to Bob's Grizzly Bears
      And Bob has a Clever Concealment in his hand
      And Bob's mana pool holds {W}{W}{C}{C}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Bob casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Grizzly Bears is phased out
      And Pacifism is phased out
      When the game advances to Bob's upkeep
      Then Grizzly Bears is phased in
      And Pacifism is phased in
      And Pacifism is attached to Grizzly Bears
