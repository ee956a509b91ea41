Feature: 506. Combat Phase General
  Who attacks and who may be attacked, and what "alone" means for attacking and blocking. Each paragraph of
  CR 506 (2026-04-17) that a board can show is quoted verbatim under its number; its scenarios show it on a
  board.

  @rule:506.1
  Rule: 506.1
    The combat phase has five steps, which proceed in order: beginning of combat, declare attackers, declare blockers, combat damage, and end of combat. The declare blockers and combat damage steps are skipped if no creatures are declared as attackers or put onto the battlefield attacking (see rule 508.8). There are two combat damage steps if any attacking or blocking creature has first strike (see rule 702.7) or double strike (see rule 702.4).

    @rule:508.8
    @id:with-a-creature-attacking-and-blocked-the-five-steps-of
    Scenario: With a creature attacking and blocked, the five steps of combat begin in order
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's postcombat main phase
      Then the steps of combat that began were beginning of combat, declare attackers, declare blockers, combat damage and end of combat

    @rule:508.8
    @id:with-no-creature-declared-as-an-attacker-the-declare
    Scenario: With no creature declared as an attacker, the declare blockers and combat damage steps are skipped
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      And the game advances to Alice's postcombat main phase
      Then the steps of combat that began were beginning of combat, declare attackers and end of combat

    @rule:510.4
    @id:with-a-first-striker-attacking-there-are-two-combat-damage
    Scenario: With a first striker attacking there are two combat damage steps, then the end of combat step
      Given Alice controls a Youthful Knight
      When Alice attacks Bob with Youthful Knight
      And the game advances to Alice's postcombat main phase
      Then the steps of combat that began were beginning of combat, declare attackers, declare blockers, combat damage, combat damage and end of combat

    @rule:510.4
    @id:a-first-striker-blocking-also-makes-two-combat-damage-steps
    Scenario: A first striker blocking also makes two combat damage steps (not: only attackers count)
      Given Alice controls a Grizzly Bears
      And Bob controls a Youthful Knight
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Youthful Knight
      And the game advances to Alice's postcombat main phase
      Then the steps of combat that began were beginning of combat, declare attackers, declare blockers, combat damage, combat damage and end of combat

    @rule:508.8
    @id:with-no-attackers-advancing-to-the-end-of-combat-step
    Scenario: With no attackers, advancing to the end of combat step reaches this turn's (not: a later turn's, past the skipped steps)
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      And the game advances to Alice's end of combat step
      Then it is Alice's end of combat step
      And Alice has priority
      And it is turn 1
      And the steps of combat that began were beginning of combat, declare attackers and end of combat

  @rule:506.2
  Rule: 506.2
    During the combat phase, the active player is the attacking player; creatures that player controls may attack. During the combat phase of a two-player game, the nonactive player is the defending player; that player, planeswalkers they control, and battles they protect may be attacked.

    @id:the-active-players-creatures-attack-the-defending-player-not
    Scenario: The active player's creatures attack the defending player, not the active player
      Given Alice controls a Grizzly Bears
      When Alice tries to attack Alice with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is not attacking
      And Grizzly Bears is untapped

    @id:only-the-active-player-declares-attackers-bob-cant-declare
    Scenario: Only the active player declares attackers: Bob can't declare attackers during Alice's turn
      Given Alice controls a Grizzly Bears
      And Bob controls a Savannah Lions
      When Bob tries to declare no attackers
      Then that is illegal

    @id:only-the-defending-player-declares-blockers-the-attacking
    Scenario: Only the defending player declares blockers: the attacking player can't
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Alice tries to declare no blockers
      Then that is illegal

  @rule:506.2a
  Rule: 506.2a
    During the combat phase of a multiplayer game, there may be one or more defending players, depending on the variant being played and the options chosen for it. Unless all the attacking player’s opponents automatically become defending players during the combat phase, the attacking player chooses one of their opponents as a turn-based action during the beginning of combat step. (Note that the choice may be dictated by the variant being played or the options chosen for it.) That player becomes the defending player. See rule 802, “Attack Multiple Players Option,” rule 803, “Attack Left and Attack Right Options,” and rule 809, “Emperor Variant.”

    # The reference engine plays the Free-for-All variant with the attack multiple players option (CR 806.2b,
    # 802.2): every opponent of the attacking player is a defending player, and no one is chosen.

    @id:in-a-game-of-three-alice-attacks-both-opponents-each
    Scenario: In a game of three Alice attacks both opponents, each creature only the one it attacks (not: every defending player)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Serra Angel
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Serra Angel
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Carol's life total is 16
      And Grizzly Bears dealt 2 combat damage to Bob
      And Grizzly Bears dealt no combat damage to Carol

    @id:bob-and-carol-both-attacked-bob-blocks-the-creature-attacking
    Scenario: Bob and Carol are both attacked: Bob blocks the creature attacking him, and Carol is still dealt damage
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider is blocking
      And Bob's life total is 20
      And Carol's life total is 18

    @id:carol-cant-block-the-creature-attacking-bob-though-another
    Scenario: Carol can't block the creature attacking Bob, though another attacks her (not: defending players block together)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      And Carol controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      And Carol tries to block Grizzly Bears with Giant Spider
      Then that is illegal
      And Giant Spider is not blocking
      And Grizzly Bears is not blocked

  @rule:506.3
  Rule: 506.3
    Only a creature can attack or block. Only a player, a planeswalker, or a battle can be attacked.

    @id:a-land-cant-attack-not-anything-untapped-the-active-player
    Scenario: A land can't attack (not: anything untapped the active player controls)
      Given Alice controls a Forest and a Grizzly Bears
      When Alice tries to attack Bob with Forest
      Then that is illegal
      And Forest is untapped

    @id:a-land-cant-block
    Scenario: A land can't block
      Given Alice controls a Grizzly Bears
      And Bob controls a Forest
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Forest
      Then that is illegal
      And Forest is not blocking

  @rule:506.3b
  Rule: 506.3b
    If an effect would put a creature onto the battlefield attacking under the control of any player except an attacking player, that creature does enter the battlefield, but it’s never considered to be an attacking creature.

    @rule:508.4 @rule:616.1b
    @id:bobs-gather-specimens-puts-the-creature-chorale-of-the-void
    Scenario: Bob's Gather Specimens puts the creature Chorale of the Void returns from his graveyard under his control: it enters tapped, but it isn't attacking, and deals no damage (not: attacking, as the effect says)
      Given Alice controls a Grizzly Bears and a Chorale of the Void attached to Grizzly Bears
      And Bob has a Walking Corpse in his graveyard
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And all players pass priority
      Then Walking Corpse is controlled by Bob
      And Walking Corpse is tapped
      And Walking Corpse is not attacking
      And Grizzly Bears is attacking
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Walking Corpse dealt no combat damage
      And Bob's life total is 18

    @rule:508.4
    @id:without-gather-specimens-the-creature-chorale-of-the-void
    Scenario: Without Gather Specimens, the creature Chorale of the Void returns enters under Alice's control, attacking
      Given Alice controls a Grizzly Bears and a Chorale of the Void attached to Grizzly Bears
      And Bob has a Walking Corpse in his graveyard
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      Then Walking Corpse is controlled by Alice
      And Walking Corpse is tapped
      And Walking Corpse is attacking
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @rule:508.4
    @id:brimazs-cat-soldier-token-created-attacking-enters-under
    Scenario: Brimaz's Cat Soldier token, created attacking, enters under Bob's control because of his Gather Specimens, and isn't attacking
      Given Alice controls a Brimaz, King of Oreskos
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      Then Bob controls one Cat Soldier token
      And Cat Soldier Token is not attacking

  @rule:506.3c
  Rule: 506.3c
    If an effect would put a creature onto the battlefield attacking either a player not in the game or a permanent that’s no longer on the battlefield or isn’t either a planeswalker or a battle, that creature does enter the battlefield, but it’s never considered to be an attacking creature. See rule 508.4a.

    @rule:508.4a @rule:702.49c @rule:506.4c
    @id:ninjutsu-returning-grizzly-bears-whose-teferi-died-to-first
    Scenario: Ninjutsu returning Grizzly Bears, whose Teferi died to first-strike damage: the Ninja enters but never attacks, and deals Bob nothing (not: it attacks the defending player instead)
      Given Alice controls a Youthful Knight, a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      And Bob controls a Teferi, Time Raveler with 2 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Youthful Knight and Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Teferi, Time Raveler is in its owner's graveyard
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      And all players pass priority
      Then Ninja of the New Moon is on the battlefield
      And Ninja of the New Moon is not attacking
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt no combat damage
      And Bob's life total is 20

  @rule:506.3d
  Rule: 506.3d
    If an effect puts a creature onto the battlefield attacking during the declare blockers step, combat damage step, or end of combat step, that creature enters the battlefield unblocked. See rule 508.4d.

    @rule:508.4d @rule:702.49a
    @id:the-ninja-entering-in-the-first-strike-combat-damage-step-is
    Scenario: The Ninja entering in the first-strike combat damage step is unblocked, and deals its damage in the regular one (not: neither blocked nor unblocked, it deals none)
      Given Alice controls a Youthful Knight, a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Youthful Knight to her hand
      And all players pass priority
      Then Ninja of the New Moon is attacking
      And Ninja of the New Moon is not blocked
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt 6 combat damage to Bob
      And Bob's life total is 12

  @rule:506.3e
  Rule: 506.3e
    If an effect would put a creature onto the battlefield blocking but the creature it would block isn’t attacking the entering creature’s controller, a planeswalker that player controls, or a battle that player protects, that creature does enter the battlefield, but it’s never considered to be a blocking creature.

    @id:brimazs-token-enters-but-blocks-nothing-once-the-creature-it
    Scenario: Brimaz's token enters, but blocks nothing once the creature it would block is gone (not: it blocks anyway)
      Given Alice controls a Grizzly Bears
      And Bob controls a Brimaz, King of Oreskos, a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Brimaz, King of Oreskos
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Alice's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Bob controls one Cat Soldier token
      And Cat Soldier Token is not blocking

  @rule:506.4a
  Rule: 506.4a
    Once a creature has been declared as an attacking or blocking creature, spells or abilities that would have kept that creature from attacking or blocking don’t remove the creature from combat.

    @rule:508.1c
    @id:a-creature-that-cant-attack-alone-stays-attacking-once-its
    Scenario: A creature that can't attack alone stays attacking once its fellow attacker is destroyed
      Given Alice controls a Bonded Construct, a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      When Alice attacks Bob with Bonded Construct and Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Bonded Construct is attacking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @rule:506.4b
  Rule: 506.4b
    Tapping or untapping a creature that’s already been declared as an attacker or blocker doesn’t remove it from combat and doesn’t prevent its combat damage.

    @id:tapping-an-attacking-creature-with-vigilance-leaves-it
    Scenario: Tapping an attacking creature with vigilance leaves it attacking, and it deals its damage
      Given Alice controls a Serra Angel
      And Bob controls an Island
      And Bob has a Take into Custody in his hand
      When Alice attacks Bob with Serra Angel
      And Alice passes priority
      And Bob taps Island for mana
      And Bob casts Take into Custody targeting Alice's Serra Angel
      And all players pass priority
      Then Serra Angel is tapped
      And Serra Angel is attacking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:a-tapped-blocking-creature-still-blocks-and-deals-its-combat
    Scenario: A tapped blocking creature still blocks and deals its combat damage (not: tapped blockers deal none)
      Given Alice controls a Grizzly Bears and an Island
      And Alice has a Take into Custody in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Island for mana
      And Alice casts Take into Custody targeting Bob's Giant Spider
      And all players pass priority
      Then Giant Spider is tapped
      And Giant Spider is blocking
      When the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Giant Spider dealt 2 combat damage to Grizzly Bears

  @rule:506.4c
  Rule: 506.4c
    If a creature is attacking a planeswalker or battle, removing that planeswalker or battle from combat doesn’t remove that creature from combat. It continues to be an attacking creature, although it is not attacking any player, planeswalker, or battle. It may be blocked. If it is unblocked, it will deal no combat damage.

    @id:teferi-gone-after-first-strike-damage-grizzly-bears-still
    Scenario: Teferi gone after first-strike damage, Grizzly Bears still attacks and deals no damage (not: to Bob)
      Given Alice controls a Youthful Knight and a Grizzly Bears
      And Bob controls a Teferi, Time Raveler with 2 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Youthful Knight and Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 2 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler is in its owner's graveyard
      And Grizzly Bears is attacking
      And Grizzly Bears is not blocked
      And Grizzly Bears dealt no combat damage
      And Bob's life total is 20

    @id:teferi-gone-before-blockers-llanowar-elves-still-attacks-and
    Scenario: Teferi gone before blockers are declared, Llanowar Elves still attacks and Bob may block it (not: removed from combat, or no one may block it)
      Given Alice controls a Cavalcade of Calamity and a Llanowar Elves
      And Bob controls a Teferi, Time Raveler with 1 loyalty counter
      And Bob controls a Grizzly Bears
      When Alice attacks Bob's Teferi, Time Raveler with Llanowar Elves
      And all players pass priority
      Then Teferi, Time Raveler is in its owner's graveyard
      And Llanowar Elves is attacking
      When Bob blocks Llanowar Elves with Grizzly Bears
      Then Llanowar Elves is blocked
      And Grizzly Bears is blocking

  @rule:506.8
  Rule: 506.8
    Some spells state that they may be cast “only [before/after] [a particular point in the combat phase],” in which that point may be “attackers are declared,” “blockers are declared,” “the combat damage step,” “the end of combat step,” “the combat phase,” or “combat.”

    # Najeela's "Activate only during combat" is such a restriction on an ability (CR 506.8g).

    @rule:506.8g
    @id:najeelas-ability-cant-be-activated-in-alices-precombat-main
    Scenario: Najeela's ability can't be activated in Alice's precombat main phase (not: whenever Alice has priority)
      Given Alice controls a Najeela, the Blade-Blossom, a Grizzly Bears, a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice tries to activate Najeela, the Blade-Blossom
      Then that is illegal
      And Alice's mana pool is {W}{U}{B}{R}{G}
      And the stack is empty

  @rule:506.8c
  Rule: 506.8c
    Some spells state that they may be cast only “during combat” or “during a certain player’s combat phase” in addition to the criteria described in rule 506.8. If a turn has multiple combat phases, such spells may be cast at an appropriate time during any of them.

    @rule:506.8g
    @id:after-combat-damage-in-the-end-of-combat-step-najeelas
    Scenario: After combat damage, in the end of combat step, Najeela's ability can still be activated: it is still combat (not: combat ends with its damage)
      Given Alice controls a Najeela, the Blade-Blossom, a Grizzly Bears, a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Grizzly Bears is tapped
      When Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears has lifelink
      When all players pass priority
      Then it is Alice's beginning of combat step
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Alice's life total is 22

    @rule:506.8g
    @id:in-the-turns-second-combat-phase-najeelas-ability-can-be
    Scenario: In the turn's second combat phase, Najeela's ability can be activated again (not: only during the first combat)
      Given Alice controls a Najeela, the Blade-Blossom, a Grizzly Bears, two Plains, two Islands, two Swamps, two Mountains and two Forests
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is attacking
      When the game advances to Alice's postcombat main phase
      Then Bob's life total is 16
      And the steps of combat that began were beginning of combat, declare attackers, declare blockers, combat damage, end of combat, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, beginning of combat, declare attackers and end of combat

    @rule:506.8g
    @id:bob-activates-his-najeela-during-alices-combat-not-only
    Scenario: Bob activates his Najeela during Alice's combat (not: only during combat on his own turn)
      Given Alice controls a Grizzly Bears
      And Bob controls a Najeela, the Blade-Blossom, a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Island for mana
      And Bob taps Swamp for mana
      And Bob taps Mountain for mana
      And Bob taps Forest for mana
      And Bob activates Najeela, the Blade-Blossom
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears has trample

  @rule:506.8g
  Rule: 506.8g
    Rules 506.8 and 506.8a–f apply to abilities that state that they may be activated only at certain times with respect to combat just as they apply to spells that state that they may be cast only at certain times with respect to combat.

    @id:in-the-postcombat-main-phase-after-combat-najeelas
    Scenario: In the postcombat main phase, after the turn's combat, Najeela's ability can't be activated (not: once combat has begun this turn)
      Given Alice controls a Najeela, the Blade-Blossom, a Grizzly Bears, a Plains, an Island, a Swamp, a Mountain and a Forest
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's postcombat main phase
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice tries to activate Najeela, the Blade-Blossom
      Then that is illegal
      And Grizzly Bears is tapped

    @id:in-the-beginning-of-combat-step-before-attackers-najeelas
    Scenario: In the beginning of combat step, before attackers are declared, Najeela's ability can be activated: combat has begun (not: only once creatures attack)
      Given Alice controls a Najeela, the Blade-Blossom, a Grizzly Bears, a Plains, an Island, a Swamp, a Mountain and a Forest
      When the game advances to Alice's beginning of combat step
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Swamp for mana
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice activates Najeela, the Blade-Blossom
      And all players pass priority
      Then the stack is empty
      And Grizzly Bears is untapped
      And Grizzly Bears doesn't have lifelink
