Feature: 120. Damage
  Damage dealt by creatures in combat and by spells, what it does to a player and to a creature, and damage
  marked on a creature, as a board may start with it: it counts toward lethal damage and stays until the
  cleanup step. Each paragraph of CR 120 (2026-09-25) that a board can show is quoted verbatim under its
  number; its scenarios show it on a board, with the state-based action of lethal damage (CR 704.5g).

  @rule:120.1
  Rule: 120.1
    Objects can deal damage to battles, creatures, planeswalkers, and players. This is generally detrimental to the object or player that receives that damage. An object that deals damage is the source of that damage.

    @id:shock-deals-damage-to-a-creature-its-source-is-shock
    Scenario: Shock deals its 2 damage to Grizzly Bears: Shock is the source, and the creature is destroyed
      Given Bob controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Shock dealt 2 noncombat damage to Grizzly Bears
      And Grizzly Bears is in his graveyard

    @rule:120.3c
    @id:shock-deals-damage-to-a-planeswalker-teferi-loses-2-loyalty
    Scenario: Shock deals its 2 damage to a planeswalker: Teferi, Time Raveler loses 2 loyalty counters (not: only creatures and players are dealt damage)
      Given Bob controls a Teferi, Time Raveler with 4 loyalty counters
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Teferi, Time Raveler
      And all players pass priority
      Then Shock dealt 2 noncombat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 2 loyalty counters

  @rule:120.1a
  Rule: 120.1a
    Damage can’t be dealt to an object that’s not a battle, a creature, or a planeswalker.

    @rule:115.4
    @id:shock-cant-be-aimed-at-a-forest
    Scenario: Shock can't be cast at Bob's Forest: a land that isn't a creature can't be dealt damage (not: "any target" is any permanent)
      Given Bob controls a Forest
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      Then Alice may not cast Shock targeting Forest

  @rule:120.2a
  Rule: 120.2a
    Damage may be dealt as a result of combat. Each attacking and blocking creature deals combat damage equal to its power during the combat damage step.

    @id:grizzly-bears-given-3-more-power-after-blocks-deals-5
    Scenario: Grizzly Bears given +3/+3 after blockers are declared deals 5 combat damage, its power in the combat damage step (not: its power when it attacked)
      Given Alice controls a Grizzly Bears and a Forest
      And Bob controls a Giant Spider
      And Alice has a Giant Growth in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Forest for mana
      And Alice casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 5 combat damage to Giant Spider
      And Giant Spider dealt 2 combat damage to Grizzly Bears
      And Giant Spider is in its owner's graveyard
      And Grizzly Bears is on the battlefield

  @rule:120.2b
  Rule: 120.2b
    Damage may be dealt as an effect of a spell or ability. The spell or ability will specify which object deals that damage.

    @id:shock-is-the-source-of-the-damage-it-deals
    Scenario: Shock's damage is dealt by Shock, a spell, not by the player who cast it, and it is noncombat damage
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And all players pass priority
      Then Shock dealt 2 noncombat damage to Bob

  @rule:120.3d
  Rule: 120.3d
    Damage dealt to a creature by a source with wither and/or infect causes that source’s controller to put that many -1/-1 counters on that creature.

    @rule:702.90c
    @id:infect-blocker-puts-counters-the-bears-die-as-0-0
    Scenario: Glistener Elf blocking Grizzly Bears puts a -1/-1 counter on it and marks no damage: a 1/1 (not: 1 damage marked on a 2/2)
      Given Alice controls a Grizzly Bears
      And Bob controls a Glistener Elf
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Glistener Elf
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has 1 -1/-1 counter on it
      And Grizzly Bears has no damage marked on it
      And Grizzly Bears is a 1/1 creature

    @rule:702.80a
    @id:wither-counters-on-the-blocker-infect-poison-for-the-player
    Scenario: Sickle Ripper's wither puts 2 -1/-1 counters on the Giant Spider blocking it while unblocked Glistener Elf's infect gives Bob a poison counter: Bob loses no life
      Given Alice controls a Sickle Ripper and a Glistener Elf
      And Bob controls a Giant Spider
      When Alice attacks Bob with Sickle Ripper and Glistener Elf
      And Bob blocks Sickle Ripper with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider has 2 -1/-1 counters on it
      And Giant Spider is a 0/2 creature
      And Bob has 1 poison counter
      And Bob's life total is 20

  @rule:120.3e
  Rule: 120.3e
    Damage dealt to a creature by a source with neither wither nor infect causes that much damage to be marked on that creature.

    @id:shock-marks-2-damage-on-giant-spider-which-survives
    Scenario: Shock marks 2 damage on Giant Spider, which survives as a 2/4 (not: its toughness lowered, or -1/-1 counters)
      Given Bob controls a Giant Spider
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Giant Spider
      And all players pass priority
      Then Giant Spider has 2 damage marked on it
      And Giant Spider has no -1/-1 counters
      And Giant Spider is a 2/4 creature
      And Giant Spider is on the battlefield

  @rule:120.5
  Rule: 120.5
    Damage dealt to a creature, planeswalker, or battle doesn’t destroy it. Likewise, the source of that damage doesn’t destroy it. Rather, state-based actions may destroy a creature or otherwise put a permanent into its owner’s graveyard, due to the results of the damage dealt to that permanent. See rule 704.

    @rule:702.12b
    @id:lethal-damage-from-shock-doesnt-destroy-darksteel-myr
    Scenario: Shock's lethal damage doesn't destroy an indestructible Darksteel Myr: damage destroys nothing, only the state-based action would (not: the damage destroys it)
      Given Bob controls a Darksteel Myr
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 2 damage marked on it

  @rule:120.8
  Rule: 120.8
    If a source would deal 0 damage, it does not deal damage at all. That means abilities that trigger on damage being dealt won’t trigger. It also means that replacement effects that would increase the damage dealt by that source, or would have that source deal that damage to a different object or player, have no event to replace, so they have no effect.

    @rule:702.15b
    @id:darksteel-myr-with-lifelink-deals-no-damage-and-alice-gains
    Scenario: A 0/1 Darksteel Myr with Lifelink attacking unblocked deals no damage at all, so Alice gains no life (not: 0 damage dealt, and a life-gain event of 0)
      Given Alice controls a Darksteel Myr
      And Alice controls a Lifelink attached to Darksteel Myr
      When Alice attacks Bob with Darksteel Myr
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Darksteel Myr dealt no combat damage
      And Alice's life total is 20
      And Bob's life total is 20

  @rule:120.6
  Rule: 120.6
    Damage marked on a creature remains until the cleanup step, even if that permanent stops being a creature. If the total damage marked on a creature is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed as a state-based action (see rule 704). All damage marked on a permanent is removed when it regenerates (see rule 701.19, “Regenerate”) and during the cleanup step (see rule 514.2).

    @rule:704.5g @rule:510.1d
    @id:damage-already-marked-counts-toward-lethal-a-grizzly-bears
    Scenario: Damage already marked counts toward lethal: a Grizzly Bears with 1 damage marked dies blocking Raging Goblin's 1 (not: only this combat's damage counts)
      Given Alice controls a Raging Goblin
      And Bob controls a Grizzly Bears with 1 damage marked on it
      When Alice attacks Bob with Raging Goblin
      And Bob blocks Raging Goblin with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Raging Goblin is in its owner's graveyard

    @rule:704.5g
    @id:damage-marked-short-of-its-toughness-doesnt-destroy-it
    Scenario: Damage marked short of its toughness doesn't destroy it, and stays marked (not: removed as priority passes)
      Given Bob controls a Giant Spider with 3 damage marked on it
      When Alice passes priority
      Then Giant Spider is on the battlefield
      And Giant Spider has 3 damage marked on it

    @rule:704.5g @rule:704.3
    @id:a-board-with-lethal-damage-marked-on-a-creature-destroys-it
    Scenario: Lethal damage marked on a creature destroys it as soon as a player would receive priority
      Given Bob controls a Grizzly Bears with 2 damage marked on it
      When Alice passes priority
      Then Grizzly Bears is in its owner's graveyard

    @rule:702.12b
    @id:lethal-damage-marked-on-darksteel-myr-stays-marked-and
    Scenario: Lethal damage marked on an indestructible Darksteel Myr stays marked, and it isn't destroyed
      Given Bob controls a Darksteel Myr with 3 damage marked on it
      When Alice passes priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 3 damage marked on it

    @rule:514.2
    @id:damage-marked-on-a-creature-is-removed-in-the-cleanup-step
    Scenario: Damage marked on a creature is removed in the cleanup step, not before (not: at the end of combat)
      Given Bob controls a Giant Spider with 3 damage marked on it
      When the game advances to Alice's end step
      Then Giant Spider has 3 damage marked on it
      When the game advances to Bob's upkeep
      Then Giant Spider has no damage marked on it

  @rule:120.2
  Rule: 120.2
    Any object can deal damage.

    @rule:120.1
    @id:shivan-reef-a-land-deals-alice-1-damage
    Scenario: Shivan Reef, a land, deals the 1 damage its ability says to Alice: the land is the source (not: only creatures and spells deal damage, or a loss of life no source dealt)
      Given Alice controls a Shivan Reef
      When Alice taps Shivan Reef for {U}
      Then Shivan Reef dealt 1 noncombat damage to Alice
      And Alice's life total is 19

  @rule:120.3
  Rule: 120.3
    Damage may have one or more of the following results, depending on whether the recipient of the damage is a player or permanent, the characteristics of the damage’s source, and the characteristics of the damage’s recipient (if it’s a permanent).

    @rule:120.3a @rule:120.3b @rule:120.3e
    @id:one-combat-damage-step-poison-for-bob-damage-on-the-spider
    Scenario: In one combat damage step Glistener Elf's infect damage gives Bob a poison counter and no life loss, while Grizzly Bears's damage marks 2 on the Giant Spider blocking it (not: every damage has the same result)
      Given Alice controls a Glistener Elf and a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Glistener Elf and Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's end of combat step
      Then Bob has 1 poison counter
      And Bob's life total is 20
      And Giant Spider has 2 damage marked on it
      And Giant Spider has no -1/-1 counters
      And Grizzly Bears is in its owner's graveyard

  @rule:120.4
  Rule: 120.4
    Damage is processed in a four-part sequence.

    @rule:120.4b @rule:615.7
    @id:obeka-5-power-less-3-prevented-deals-2-two-upkeep-steps
    Scenario: Obeka, given +3/+3, would deal Bob 5 combat damage; Shieldmate's Blessing prevents 3, so 2 is dealt and its trigger counts 2 upkeep steps (not: the damage that would have been dealt, 5)
      Given Alice controls an Obeka, Splitter of Seconds and a Forest
      And Alice has a Giant Growth in her hand
      And Bob controls a Plains
      And Bob has a Shieldmate's Blessing in his hand
      When Alice attacks Bob with Obeka, Splitter of Seconds
      And Bob declares no blockers
      And Alice taps Forest for mana
      And Alice casts Giant Growth targeting Obeka, Splitter of Seconds
      And all players pass priority
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And the game advances to Alice's postcombat main phase
      Then Bob's life total is 18
      And Obeka, Splitter of Seconds's ability triggered once
      And the steps and phases that began were the beginning of combat step, the declare attackers step, the declare blockers step, the combat damage step, the end of combat step, the upkeep, the upkeep and the postcombat main phase

  @rule:120.4a
  Rule: 120.4a
    First, if an effect that’s causing damage to be dealt states that excess damage that would be dealt to a permanent is dealt to another permanent or player instead, the damage event is modified accordingly. If the first permanent is a creature, the excess damage is the amount of damage in excess of what would be lethal damage, taking into account damage already marked on the creature and damage from other sources that would be dealt at the same time. (See rule 120.6.) Any amount of damage greater than 1 is excess damage if the source dealing that damage to a creature has deathtouch. (See rule 702.2.) If the first permanent is a planeswalker, the excess damage is the amount of damage in excess of that planeswalker’s loyalty, taking into account damage from other sources that would be dealt at the same time. If the first permanent is a battle, the excess damage is the amount of damage in excess of that battle’s defense, taking into account damage from other sources that would be dealt at the same time. If the first permanent has multiple card types from among the list of creature, planeswalker, and battle, the excess damage is the greatest of the calculated amounts for each of the card types it has.

    @rule:704.5g
    @id:flame-spill-on-a-giant-spider-with-2-damage-2-excess-to-bob
    Scenario: Flame Spill's 4 damage to Bob's Giant Spider, which has 2 damage marked: lethal damage is 2, so 2 is dealt to the Spider and the excess 2 to Bob (not: its toughness of 4, ignoring the damage marked, leaving no excess)
      Given Bob controls a Giant Spider with 2 damage marked on it
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Flame Spill targeting Giant Spider
      And all players pass priority
      Then Flame Spill dealt 2 noncombat damage to Giant Spider
      And Flame Spill dealt 2 noncombat damage to Bob
      And Giant Spider is in its owner's graveyard
      And Bob's life total is 18

    @rule:120.4b @rule:615.7
    @id:flame-spill-excess-first-then-the-shield-on-the-bears
    Scenario: Flame Spill at Bob's Grizzly Bears, shielded by Shieldmate's Blessing: the excess is determined first, 2 to the Bears and 2 to Bob, and only then does the shield prevent the Bears' 2 (not: 3 prevented first, 1 dealt to the Bears and no excess)
      Given Bob controls a Grizzly Bears
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Grizzly Bears
      And all players pass priority
      And Alice casts Flame Spill targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has no damage marked on it
      And Bob's life total is 18

  @rule:120.4b
  Rule: 120.4b
    Second, damage is dealt, as modified by replacement and prevention effects that interact with damage. (See rule 614, “Replacement Effects,” and rule 615, “Prevention Effects.”) Abilities that trigger when damage is dealt trigger now and wait to be put on the stack.

    @rule:120.8
    @id:obekas-2-damage-all-prevented-its-ability-doesnt-trigger
    Scenario: Obeka's 2 combat damage to Bob is all prevented by Shieldmate's Blessing: no damage is dealt, so Obeka's ability doesn't trigger (not: it triggers on the damage that would have been dealt)
      Given Alice controls an Obeka, Splitter of Seconds
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And Alice attacks Bob with Obeka, Splitter of Seconds
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      Then Bob's life total is 20
      And Obeka, Splitter of Seconds's ability did not trigger
      And it is Alice's postcombat main phase

  @rule:120.7
  Rule: 120.7
    The source of damage is the object that dealt it. If an effect requires a player to choose a source of damage, they may choose a permanent; a spell on the stack (including a permanent spell); any object referred to by an object on the stack, by a prevention or replacement effect that’s waiting to apply, or by a delayed triggered ability that’s waiting to trigger (even if that object is no longer in the zone it used to be in); or a face-up object in the command zone. A source doesn’t need to be capable of dealing damage to be a legal choice. See rule 609.7, “Sources of Damage.”

    @rule:615.7
    @id:healing-grace-chooses-shock-on-the-stack-as-its-source
    Scenario: Bob's Healing Grace chooses Alice's Shock, a spell on the stack, as the source: Shock's 2 damage to Bob is prevented and he gains 3 life (not: only a permanent can be chosen)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Healing Grace in his hand
      And Bob's mana pool holds {W}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob will choose Shock when he must choose
      And Bob casts Healing Grace targeting Bob
      And all players pass priority
      And all players pass priority
      Then Shock is in its owner's graveyard
      And Bob's life total is 23

    @id:healing-grace-may-choose-a-forest-that-deals-no-damage
    Scenario: Bob's Healing Grace may choose Alice's Forest, which can't deal damage: it resolves, he gains 3 life, and Shock's damage isn't prevented (not: an illegal choice, or the shield catches any source)
      Given Alice controls a Forest
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Healing Grace in his hand
      And Bob's mana pool holds {W}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob will choose Alice's Forest when he must choose
      And Bob casts Healing Grace targeting Bob
      And all players pass priority
      Then Healing Grace is in its owner's graveyard
      And Bob's life total is 23
      When all players pass priority
      Then Bob's life total is 21

  @rule:120.9
  Rule: 120.9
    If an ability triggers on damage being dealt by a specific source or sources, and the effect refers to the “damage dealt,” it refers only to the damage dealt by the specified sources and not to any damage dealt at the same time by other sources.

    @rule:500.10
    @id:obeka-and-grizzly-bears-deal-4-obeka-counts-only-its-2
    Scenario: Obeka and Grizzly Bears deal Bob 4 combat damage at once: "that many" counts only Obeka's 2, so two upkeep steps follow (not: all 4 damage dealt at the same time)
      Given Alice controls an Obeka, Splitter of Seconds and a Grizzly Bears
      When Alice attacks Bob with Obeka, Splitter of Seconds and Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      Then Bob's life total is 16
      And the steps and phases that began were the beginning of combat step, the declare attackers step, the declare blockers step, the combat damage step, the end of combat step, the upkeep, the upkeep and the postcombat main phase
