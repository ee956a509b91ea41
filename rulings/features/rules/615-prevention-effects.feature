Feature: 615. Prevention Effects
  Prevention effects as far as the cards in scope have them: shields for the turn (Fog, Shieldmate's Blessing,
  Shielded Passage, Test of Faith, Dazzling Reflection, Vine Snare, Healing Grace), a static "prevent 1" (Guardian
  Seraph) and damage that can't be prevented (Skullcrack). Each paragraph of CR 615 (2026-09-25) is quoted verbatim
  under its number; its scenarios show it on a board.

  @rule:615.1
  Rule: 615.1
    Some continuous effects are prevention effects. Like replacement effects (see rule 614), prevention effects apply continuously as events happen—they aren’t locked in ahead of time. Such effects watch for a damage event that would happen and completely or partially prevent the damage that would be dealt. They act like “shields” around whatever they’re affecting.

    @id:vine-snare-reads-power-as-the-damage-would-be-dealt
    Scenario: Vine Snare isn't locked in: Grizzly Bears given +3/+3 after it resolved deals its 5 combat damage, Raging Goblin's 1 is prevented (not: the creatures with power 4 or less as it resolved)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Raging Goblin
      And Bob has a Giant Growth in his hand
      And Bob's mana pool holds {G}
      And Alice has a Vine Snare in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Bob passes priority
      And Alice casts Vine Snare
      And all players pass priority
      And Bob casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      And Bob attacks Alice with Grizzly Bears and Raging Goblin
      And the game advances to Bob's end of combat step
      Then Alice's life total is 15
      And Raging Goblin dealt no combat damage

  @rule:615.1a
  Rule: 615.1a
    Effects that use the word “prevent” are prevention effects. Prevention effects use “prevent” to indicate what damage will not be dealt.

    @id:shielded-passage-prevents-shocks-damage-it-is-never-dealt
    Scenario: Shielded Passage's "prevent": Shock's 2 damage is never dealt to Grizzly Bears (not: dealt and then removed)
      Given Alice controls a Grizzly Bears
      And Alice has a Shielded Passage in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Shielded Passage targeting Grizzly Bears
      And all players pass priority
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has no damage marked on it
      And Shock dealt no noncombat damage

    @id:fog-prevents-combat-damage-only
    Scenario: Fog's "prevent all combat damage" leaves Shock's noncombat damage dealt: Grizzly Bears is destroyed (not: all damage)
      Given Alice controls a Grizzly Bears
      And Alice has a Fog in her hand
      And Alice's mana pool holds {G}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Fog
      And all players pass priority
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard

  @rule:615.2
  Rule: 615.2
    Many prevention effects apply to damage from a source. See rule 609.7.

    @id:dazzling-reflection-prevents-damage-from-its-source
    Scenario: Dazzling Reflection prevents damage from a source, Grizzly Bears, whoever it would be dealt to: Alice gains 2 life and is dealt none
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice has a Dazzling Reflection in her hand
      And Alice's mana pool holds {W}{C}
      When Bob passes priority
      And Alice casts Dazzling Reflection targeting Grizzly Bears
      And all players pass priority
      Then Alice's life total is 22
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is 22
      And Grizzly Bears dealt no combat damage

  @rule:615.3
  Rule: 615.3
    There are no special restrictions on casting a spell or activating an ability that generates a prevention effect. Such effects last until they’re used up or their duration has expired.

    @id:fog-cast-before-combat-prevents-that-combats-damage
    Scenario: Fog may be cast in Alice's main phase, with no creature in combat, and prevents the combat damage of that turn's combat (not: only castable once damage looms)
      Given Alice controls a Grizzly Bears
      And Alice has a Fog in her hand
      And Alice's mana pool holds {G}
      When Alice casts Fog
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Grizzly Bears dealt no combat damage

    @id:an-unused-shield-ends-with-the-turn
    Scenario: Shieldmate's Blessing's unused shield expires with its turn: Bob's Shock on his own turn destroys Grizzly Bears (not: a shield waits until used up)
      Given Alice controls a Grizzly Bears
      And Alice has a Shieldmate's Blessing in her hand
      And Alice's mana pool holds {W}
      And Bob controls a Mountain
      And Bob has a Shock in his hand
      And Bob has a Forest in his library
      When Alice casts Shieldmate's Blessing targeting Grizzly Bears
      And all players pass priority
      And the game advances to Bob's precombat main phase
      And Bob taps Mountain for mana
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard

  @rule:615.4
  Rule: 615.4
    Prevention effects must exist before the appropriate damage event occurs—they can’t “go back in time” and change something that’s already happened. Spells or abilities that generate these effects are often cast or activated in response to whatever would produce the event and thus resolve before that event would occur.

    # CR example: A player can activate an ability that prevents damage in response to a spell that would deal damage. Once the spell resolves, though, it’s too late to prevent the damage.

    @id:shielded-passage-in-response-to-shock-prevents-its-damage
    Scenario: Shielded Passage cast in response to Shock resolves first and prevents Shock's damage
      Given Alice controls a Grizzly Bears
      And Alice has a Shielded Passage in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And Bob passes priority
      And Alice casts Shielded Passage targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has no damage marked on it

    @id:shielded-passage-after-shock-resolved-is-too-late
    Scenario: Shielded Passage cast after Shock resolved is too late: the 2 damage stays marked on Giant Spider (not: it goes back in time)
      Given Alice controls a Giant Spider
      And Alice has a Shielded Passage in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Giant Spider
      And all players pass priority
      And Alice casts Shielded Passage targeting Giant Spider
      And all players pass priority
      Then Giant Spider has 2 damage marked on it

  @rule:615.5
  Rule: 615.5
    Some prevention effects also include an additional effect, which may refer to the amount of damage that was prevented. The prevention takes place at the time the original event would have happened; the rest of the effect takes place immediately afterward.

    @rule:510.2
    @id:test-of-faith-counters-as-the-damage-is-prevented
    Scenario: Test of Faith on Giant Spider blocking a 6-power Shivan Dragon: 3 prevented, three +1/+1 counters, 3 damage dealt; the Spider deals its 2 as assigned
      Given it is Bob's precombat main phase
      And Bob controls a Shivan Dragon
      And Bob's mana pool holds {R}
      And Alice controls a Giant Spider
      And Alice has a Test of Faith in her hand
      And Alice's mana pool holds {W}{C}
      When Bob activates Shivan Dragon
      And all players pass priority
      And Bob passes priority
      And Alice casts Test of Faith targeting Giant Spider
      And all players pass priority
      And Bob attacks Alice with Shivan Dragon
      And Alice blocks Shivan Dragon with Giant Spider
      And the game advances to Bob's end of combat step
      Then Giant Spider has three +1/+1 counters
      And Giant Spider has 3 damage marked on it
      And Giant Spider has power and toughness 5/7
      And Shivan Dragon has 2 damage marked on it

  @rule:615.6
  Rule: 615.6
    If damage that would be dealt is prevented, it never happens. A modified event may occur instead, which may in turn trigger abilities. Note that the modified event may contain instructions that can’t be carried out, in which case the impossible instruction is simply ignored.

    @rule:702.15b
    @id:fogged-lifelink-damage-gains-no-life
    Scenario: Daybreak Chaplain's combat damage prevented by Fog never happens, so its lifelink gains Alice no life (not: life for the damage it would have dealt)
      Given Alice controls a Daybreak Chaplain
      And Bob has a Fog in his hand
      And Bob's mana pool holds {G}
      When Alice passes priority
      And Bob casts Fog
      And all players pass priority
      And Alice attacks Bob with Daybreak Chaplain
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Alice's life total is 20
      And Daybreak Chaplain dealt no combat damage

    @rule:702.2b
    @id:prevented-deathtouch-damage-destroys-nothing
    Scenario: Typhoid Rats's deathtouch damage to a Giant Spider under Shielded Passage is prevented, so nothing destroys the Spider (not: deathtouch reaches through)
      Given it is Bob's precombat main phase
      And Bob controls a Typhoid Rats
      And Alice controls a Giant Spider
      And Alice has a Shielded Passage in her hand
      And Alice's mana pool holds {W}
      When Bob passes priority
      And Alice casts Shielded Passage targeting Giant Spider
      And all players pass priority
      And Bob attacks Alice with Typhoid Rats
      And Alice blocks Typhoid Rats with Giant Spider
      And the game advances to Bob's end of combat step
      Then Giant Spider is on the battlefield
      And Typhoid Rats is in its owner's graveyard

  @rule:615.7
  Rule: 615.7
    Some prevention effects generated by the resolution of a spell or ability refer to a specific amount of damage—for example, “Prevent the next 3 damage that would be dealt to any target this turn.” These work like shields. Each 1 damage that would be dealt to the “shielded” permanent or player is prevented. Preventing 1 damage reduces the remaining shield by 1. If damage would be dealt to the shielded permanent or player by two or more applicable sources at the same time, the player or the controller of the permanent chooses which damage the shield prevents. Once the shield has been reduced to 0, any remaining damage is dealt normally. Such effects count only the amount of damage; the number of events or sources dealing it doesn’t matter.

    @id:a-shield-of-3-counts-damage-not-events
    Scenario: Shieldmate's Blessing's 3 on Bob: Shock's 2 then 1 of Grizzly Bears's 2 combat damage are prevented, the rest dealt normally (not: one shield per event, or per source)
      Given Alice controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And Alice casts Shock targeting Bob
      And all players pass priority
      Then Bob's life total is 20
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19

    @rule:702.15b
    @id:the-shielded-player-chooses-which-damage-the-shield-prevents
    Scenario: Bob, shielded from 3, chooses that the shield prevent Daybreak Chaplain's damage first: Alice's lifelink gains nothing
      Given Alice controls a Daybreak Chaplain and a Shivan Dragon
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And Bob will choose Alice's Daybreak Chaplain, then Alice's Shivan Dragon when he must choose
      And Alice attacks Bob with Daybreak Chaplain and Shivan Dragon
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice's life total is 20

    @rule:702.15b
    @id:the-shielded-player-may-choose-the-other-damage
    Scenario: Bob choosing Shivan Dragon's damage first instead: 3 of it is prevented, Daybreak Chaplain's 1 is dealt and Alice gains 1 life
      Given Alice controls a Daybreak Chaplain and a Shivan Dragon
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And Bob will choose Alice's Shivan Dragon, then Alice's Daybreak Chaplain when he must choose
      And Alice attacks Bob with Daybreak Chaplain and Shivan Dragon
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice's life total is 21

  @rule:615.8
  Rule: 615.8
    Some prevention effects generated by the resolution of a spell or ability refer to the next time a specific source would deal damage. These effects prevent the next instance of damage from that source, regardless of how much damage that is. Once an instance of damage from that source has been prevented, any subsequent instances of damage that would be dealt by that source are dealt normally.

    @rule:702.4b
    @id:dazzling-reflection-prevents-only-the-next-instance
    Scenario: Dazzling Reflection on Bob's double striker Fencing Ace prevents its first-strike damage only; its regular combat damage is dealt normally
      Given it is Bob's precombat main phase
      And Bob controls a Fencing Ace
      And Alice has a Dazzling Reflection in her hand
      And Alice's mana pool holds {W}{C}
      When Bob passes priority
      And Alice casts Dazzling Reflection targeting Fencing Ace
      And all players pass priority
      And Bob attacks Alice with Fencing Ace
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20
      And Fencing Ace dealt 1 combat damage

  @rule:615.9
  Rule: 615.9
    Some effects generated by the resolution of a spell or ability prevent damage from a source of a player’s choice with certain properties. When the source would deal damage, the shield rechecks the source’s properties. If the properties no longer match, the damage isn’t prevented or replaced and the shield isn’t used up. See rule 609.7b.

    # The shield's recheck of a chosen source's properties is not shown: no card vendored here changes a chosen
    # source so that it stops matching.
    @id:healing-grace-prevents-damage-from-the-chosen-source
    Scenario: Healing Grace with Shock chosen as its source prevents Shock's 2 damage to Alice, and she gains 3 life
      Given Alice has a Healing Grace in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Alice
      And Bob passes priority
      And Alice will choose Bob's Shock when she must choose
      And Alice casts Healing Grace targeting Alice
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 23

    @id:healing-grace-doesnt-prevent-another-sources-damage
    Scenario: Healing Grace with Bob's Raging Goblin chosen doesn't prevent Shock's damage: only the chosen source's (not: any source's)
      Given Bob controls a Raging Goblin
      And Alice has a Healing Grace in her hand
      And Alice's mana pool holds {W}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Alice
      And Bob passes priority
      And Alice will choose Bob's Raging Goblin when she must choose
      And Alice casts Healing Grace targeting Alice
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 21

  @rule:615.10
  Rule: 615.10
    Some prevention effects generated by static abilities refer to a specific amount of damage—for example, “If a source would deal damage to you, prevent 1 of that damage.” Such an effect prevents only the indicated amount of damage in any applicable damage event at any given time. It will apply separately to damage from other applicable events that would happen at the same time, or at a different time.

    # CR example: Daunting Defender says “If a source would deal damage to a Cleric creature you control, prevent 1 of that damage.” Pyroclasm says “Pyroclasm deals 2 damage to each creature.” Pyroclasm will deal 1 damage to each Cleric creature controlled by Daunting Defender’s controller. It will deal 2 damage to each other creature.

    @id:guardian-seraph-prevents-1-of-each-event
    Scenario: Guardian Seraph prevents 1 of each attacker's combat damage to Alice: Grizzly Bears deals 1, Raging Goblin none (not: 1 of the step's damage in all)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Raging Goblin
      And Alice controls a Guardian Seraph
      When Bob attacks Alice with Grizzly Bears and Raging Goblin
      And the game advances to Bob's end of combat step
      Then Alice's life total is 19
      And Raging Goblin dealt no combat damage
      And Grizzly Bears dealt 1 combat damage

  @rule:615.11
  Rule: 615.11
    Some prevention effects prevent the next N damage that would be dealt to each of a number of untargeted creatures. Such an effect creates a prevention shield for each applicable creature when the spell or ability that generates that effect resolves.

    # CR example: Wojek Apothecary has an ability that says “{T}: Prevent the next 1 damage that would be dealt to target creature and each other creature that shares a color with it this turn.” When the ability resolves, it gives the target creature and each other creature on the battlefield that shares a color with it at that time a shield preventing the next 1 damage that would be dealt to it. Changing creatures’ colors after the ability resolves doesn’t add or remove shields, and creatures that enter the battlefield later in the turn don’t get the shield.

  @rule:615.12
  Rule: 615.12
    Some effects state that damage “can’t be prevented.” If unpreventable damage would be dealt, any applicable prevention effects are still applied to it. Those effects won’t prevent any damage, but any additional effects they have will take place. Existing damage prevention shields won’t be reduced by damage that can’t be prevented.

    @id:skullcrack-damage-goes-through-a-shield
    Scenario: After Skullcrack, Shieldmate's Blessing prevents none of Skullcrack's 3 damage to Alice (not: the shield still works)
      Given Alice has a Shieldmate's Blessing in her hand
      And Alice's mana pool holds {W}
      And Bob has a Skullcrack in his hand
      And Bob's mana pool holds {R}{C}
      When Alice casts Shieldmate's Blessing targeting Alice
      And all players pass priority
      And Alice passes priority
      And Bob casts Skullcrack targeting Alice
      And all players pass priority
      Then Alice's life total is 17

    @rule:702.16e
    @id:after-skullcrack-protection-prevents-no-damage
    Scenario: After Skullcrack, protection from black prevents none of Arrogant Bloodlord's 4 combat damage: White Knight blocking it is destroyed (not: protection still shields it)
      Given it is Bob's precombat main phase
      And Bob controls an Arrogant Bloodlord
      And Bob has a Skullcrack in his hand
      And Bob's mana pool holds {R}{C}
      And Alice controls a White Knight
      When Bob casts Skullcrack targeting Alice
      And all players pass priority
      And Bob attacks Alice with Arrogant Bloodlord
      And Alice blocks Arrogant Bloodlord with White Knight
      And the game advances to Bob's end of combat step
      Then White Knight is in its owner's graveyard
      And Arrogant Bloodlord has 2 damage marked on it
      And Alice's life total is 17

  @rule:615.12a
  Rule: 615.12a
    A prevention effect is applied to any particular unpreventable damage event just once. It won’t invoke itself repeatedly trying to prevent that damage.

    @id:guardian-seraph-against-skullcrack-applies-once
    Scenario: Guardian Seraph's prevention applied to Skullcrack's unpreventable 3 damage prevents nothing, once: Alice is dealt all 3
      Given Alice controls a Guardian Seraph
      And Bob has a Skullcrack in his hand
      And Bob's mana pool holds {R}{C}
      When Alice passes priority
      And Bob casts Skullcrack targeting Alice
      And all players pass priority
      Then Alice's life total is 17
      And Skullcrack dealt 3 noncombat damage to Alice

  @rule:615.13
  Rule: 615.13
    Some triggered abilities trigger when damage that would be dealt is prevented. Such an ability triggers each time a prevention effect is applied to one or more simultaneous damage events and prevents some or all of that damage.

    @rule:510.2
    @id:selfless-squire-triggers-on-fogged-combat-damage
    Scenario: Fog prevents Grizzly Bears's 2 combat damage to Alice: Selfless Squire's ability triggers and puts two +1/+1 counters on it (not: only damage dealt triggers)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Selfless Squire
      And Alice has a Fog in her hand
      And Alice's mana pool holds {G}
      When Bob passes priority
      And Alice casts Fog
      And all players pass priority
      And Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20
      And Selfless Squire has two +1/+1 counters
