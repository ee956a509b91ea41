Feature: 509. Declare Blockers Step
  The defending player declares blockers as the step begins, a turn-based action: which creatures block
  which attacker, the restrictions (evasion among them) and requirements on them. Each paragraph of CR 509
  (2026-04-17) that a board can show is quoted verbatim under its number; its scenarios show it on a board.

  @rule:509.1
  Rule: 509.1
    First, the defending player declares blockers. This turn-based action doesn’t use the stack. To declare blockers, the defending player follows the steps below, in order. If at any point during the declaration of blockers, the defending player is unable to comply with any of the steps listed below, the declaration is illegal; the game returns to the moment before the declaration (see rule 733, “Handling Illegal Actions”).

    @id:an-illegal-declaration-of-blockers-changes-nothing
    Scenario: An illegal declaration of blockers changes nothing
      Given Alice controls a Serra Angel
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Serra Angel
      And Bob tries to block Serra Angel with Grizzly Bears
      Then that is illegal
      And Serra Angel is not blocked
      And Grizzly Bears is not blocking

    @id:blockers-are-declared-once-a-second-declaration-in-the
    Scenario: Blockers are declared once: a second declaration in the declare blockers step is illegal
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Bob tries to block Grizzly Bears with Wall of Mist
      Then that is illegal
      And Wall of Mist is not blocking
      And Giant Spider is blocking

  @rule:509.1a
  Rule: 509.1a
    The defending player chooses which creatures they control, if any, will block. The chosen creatures must be untapped and they can’t also be battles. For each of the chosen creatures, the defending player chooses one creature for it to block that’s attacking that player, a planeswalker they control, or a battle they protect.

    @id:a-tapped-creature-cant-block
    Scenario: A tapped creature can't block
      Given Alice controls a Grizzly Bears
      And Bob controls a tapped Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Giant Spider
      Then that is illegal

    @id:a-creature-blocks-one-attacker-not-two
    Scenario: A creature blocks one attacker, not two
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob tries to block Grizzly Bears with Giant Spider and blocks Savannah Lions with Giant Spider
      Then that is illegal

    @id:the-defending-player-may-choose-to-block-with-no-creatures
    Scenario: The defending player may choose to block with no creatures
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      Then Grizzly Bears is not blocked
      And Giant Spider is not blocking

    @id:two-creatures-may-block-the-same-attacker
    Scenario: Two creatures may block the same attacker
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      Then Giant Spider is blocking
      And Wind Drake is blocking

    @id:only-a-creature-the-defending-player-controls-blocks-not-a
    Scenario: Only a creature the defending player controls blocks: not a creature of the attacking player's
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Alice's Savannah Lions
      Then that is illegal
      And Grizzly Bears is not blocked

    @id:only-creatures-block-not-a-land-the-defending-player
    Scenario: Only creatures block: not a land the defending player controls
      Given Alice controls a Grizzly Bears
      And Bob controls a Forest and a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Forest
      Then that is illegal

    @id:a-creature-blocks-a-creature-attacking-the-defending-player
    Scenario: A creature blocks a creature attacking the defending player, not one that isn't attacking
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Savannah Lions with Giant Spider
      Then that is illegal
      And Giant Spider is not blocking

    @id:each-chosen-creature-is-declared-as-a-blocker-of-the
    Scenario: Each chosen creature is declared as a blocker of the creature it blocks, once
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      Then Giant Spider was declared as a blocker of Grizzly Bears once

  @rule:509.1b
  Rule: 509.1b
    The defending player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t block, or that it can’t block unless some condition is met). If any restrictions are being disobeyed, the declaration of blockers is illegal.
    A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.

    # CR example: An attacking creature with flying and shadow can’t be blocked by a creature with flying but without shadow.

    @id:a-creature-with-flying-cant-be-blocked-by-a-creature-with
    Scenario: A creature with flying can't be blocked by a creature with neither flying nor reach
      Given Alice controls a Wind Drake
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Wind Drake
      And Bob tries to block Wind Drake with Grizzly Bears
      Then that is illegal

    @id:a-creature-with-reach-can-block-a-creature-with-flying
    Scenario: A creature with reach can block a creature with flying
      Given Alice controls a Wind Drake
      And Bob controls a Giant Spider
      When Alice attacks Bob with Wind Drake
      And Bob blocks Wind Drake with Giant Spider
      Then Wind Drake is blocked

    @id:a-creature-with-flying-can-block-a-creature-with-flying
    Scenario: A creature with flying can block a creature with flying
      Given Alice controls a Serra Angel
      And Bob controls a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Wind Drake
      Then Serra Angel is blocked

    @id:flying-restricts-what-can-block-the-flier-not-what-the-flier
    Scenario: Flying restricts what can block the flier, not what the flier can block
      Given Alice controls a Grizzly Bears
      And Bob controls a Wind Drake
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wind Drake
      Then Wind Drake is blocking

    @id:a-creature-that-cant-block-alone-cant-be-the-only-blocker
    Scenario: A creature that can't block alone can't be the only blocker
      Given Alice controls a Grizzly Bears
      And Bob controls a Mogg Flunkies and a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Mogg Flunkies
      Then that is illegal

    @id:a-creature-that-cant-be-blocked-by-walls-cant-be-blocked-by
    Scenario: A creature that "can't be blocked by Walls" can't be blocked by a Wall, and can by another creature
      Given Alice controls a Juggernaut
      And Bob controls a Wall of Mist and a Giant Spider
      When Alice attacks Bob with Juggernaut
      And Bob tries to block Juggernaut with Wall of Mist
      Then that is illegal
      When Bob blocks Juggernaut with Giant Spider
      Then Juggernaut is blocked

    @id:a-creature-that-cant-attack-alone-but-has-no-restriction-on
    Scenario: A creature that can't attack alone but has no restriction on blocking may block alone
      Given Alice controls a Grizzly Bears
      And Bob controls a Bonded Construct
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Bonded Construct
      Then Bonded Construct is blocking

    @id:a-creature-that-cant-block-cant-be-declared-as-a-blocker
    Scenario: A creature that can't block can't be declared as a blocker
      Given Alice controls a Grizzly Bears
      And Bob controls a Gravecrawler and a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Gravecrawler
      Then that is illegal
      And Gravecrawler is not blocking

    @id:a-creature-that-can-block-only-creatures-with-flying-cant
    Scenario: A creature that "can block only creatures with flying" can't block one without flying (not: a flier may block any creature)
      Given Alice controls a Grizzly Bears
      And Bob controls a Cloud Elemental
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Cloud Elemental
      Then that is illegal
      And Cloud Elemental is not blocking

    @id:a-creature-that-can-block-only-creatures-with-flying-can
    Scenario: A creature that "can block only creatures with flying" can block one with flying (not: it can't block at all)
      Given Alice controls a Wind Drake
      And Bob controls a Cloud Elemental
      When Alice attacks Bob with Wind Drake
      And Bob blocks Wind Drake with Cloud Elemental
      Then Wind Drake is blocked
      And Cloud Elemental is blocking

  @rule:509.1c
  Rule: 509.1c
    The defending player checks each creature they control to see whether it’s affected by any requirements (effects that say a creature must block, or that it must block if some condition is met). If the number of requirements that are being obeyed is fewer than the maximum possible number of requirements that could be obeyed without disobeying any restrictions, the declaration of blockers is illegal. If a creature can’t block unless a player pays a cost, that player is not required to pay that cost, even if blocking with that creature would increase the number of requirements being obeyed. If a requirement that says a creature blocks if able during a certain turn refers to a turn with multiple combat phases, the creature blocks if able during each declare blockers step in that turn.

    # CR example: A player controls one creature that “blocks if able” and another creature with no abilities. If a creature with menace attacks that player, the player must block with both creatures. Having only the first creature block violates the restriction created by menace (the attacking creature can’t be blocked except by two or more creatures). Having only the second creature block violates both the menace restriction and the first creature’s blocking requirement. Having neither creature block fulfills the restriction but not the requirement.

    @id:a-creature-that-must-be-blocked-if-able-must-be-blocked-by
    Scenario: A creature that must be blocked if able must be blocked by some creature able to
      Given Alice controls a Gaea's Protector
      And Bob controls a Giant Spider
      When Alice attacks Bob with Gaea's Protector
      And Bob tries to declare no blockers
      Then that is illegal

    @id:all-creatures-able-to-block-it-do-so-every-untapped-creature
    Scenario: "All creatures able to block it do so": every untapped creature must block it
      Given Alice controls a Prized Unicorn
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn
      And Bob tries to block Prized Unicorn with Giant Spider
      Then that is illegal

    @id:obeying-every-block-requirement-is-legal
    Scenario: Obeying every block requirement is legal
      Given Alice controls a Prized Unicorn
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn
      And Bob blocks Prized Unicorn with Giant Spider and Wall of Mist
      Then Giant Spider is blocking
      And Wall of Mist is blocking

    @id:a-creature-unable-to-block-the-attacker-isnt-required-to-a
    Scenario: A creature unable to block the attacker isn't required to: a tapped one, or one the attacker's flying stops
      Given Alice controls a Prized Unicorn and a Wind Drake
      And Bob controls a tapped Giant Spider and a Grizzly Bears
      When Alice attacks Bob with Prized Unicorn and Wind Drake
      And Bob blocks Prized Unicorn with Grizzly Bears
      Then Prized Unicorn is blocked
      And Wind Drake is not blocked

    @id:the-maximum-counts-blocking-another-attacker-instead
    Scenario: The maximum counts: blocking another attacker instead disobeys a requirement that could be obeyed
      Given Alice controls a Prized Unicorn and a Grizzly Bears
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn and Grizzly Bears
      And Bob tries to block Prized Unicorn with Giant Spider and blocks Grizzly Bears with Wall of Mist
      Then that is illegal

    @id:one-blocker-and-two-requirements-it-cant-both-obey-blocking
    Scenario: One blocker and two requirements it can't both obey: blocking either attacker obeys the maximum
      Given Alice controls a Prized Unicorn and a Gaea's Protector
      And Bob controls a Giant Spider
      When Alice attacks Bob with Prized Unicorn and Gaea's Protector
      And Bob blocks Gaea's Protector with Giant Spider
      Then Gaea's Protector is blocked
      And Prized Unicorn is not blocked

    @id:the-same-with-lures-requirement-on-the-enchanted-creature
    Scenario: The same with Lure's requirement on the enchanted creature: blocking the other attacker is legal
      Given Alice controls a Grizzly Bears, a Lure attached to Grizzly Bears and a Gaea's Protector
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears and Gaea's Protector
      And Bob blocks Gaea's Protector with Giant Spider
      Then Gaea's Protector is blocked
      And Grizzly Bears is not blocked

    @id:passing-through-the-declare-blockers-step-declares-no
    Scenario: Passing through the declare blockers step declares no blockers, illegal while a requirement can be obeyed
      Given Alice controls a Gaea's Protector
      And Bob controls a Giant Spider
      When Alice attacks Bob with Gaea's Protector
      And the game tries to advance to Alice's end of combat step
      Then that is illegal
      And Gaea's Protector is not blocked
      When Bob blocks Gaea's Protector with Giant Spider
      Then Gaea's Protector is blocked

  @rule:509.1d
  Rule: 509.1d
    If any of the chosen creatures require paying costs to block, the defending player determines the total cost to block. Costs may include paying mana, tapping permanents, sacrificing permanents, discarding cards, and so on. Once the total cost is determined, it becomes “locked in.” If effects would change the total cost after this time, ignore this change.

    @id:only-the-blocker-oppressive-rays-enchants-costs-3-bob-blocks
    Scenario: Only the blocker Oppressive Rays enchants costs {3}: Bob blocks with both for {3}
      Given Alice controls a Grizzly Bears and a Raging Goblin
      And Bob controls a Wall of Mist, a Giant Spider and an Oppressive Rays attached to Wall of Mist
      And Bob controls a Plains, a Forest and a Mountain
      When Alice attacks Bob with Grizzly Bears and Raging Goblin
      And Bob blocks Grizzly Bears with Wall of Mist and blocks Raging Goblin with Giant Spider, tapping Plains, Forest and Mountain for mana
      Then Wall of Mist is blocking
      And Giant Spider is blocking

    @id:propaganda-taxes-only-attacks-alices-creatures-block-for
    Scenario: Propaganda taxes only attacks: Alice's creatures block for nothing when Bob attacks (not: any combat declaration)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Propaganda
      And Alice controls a Wall of Mist
      When Bob attacks Alice with Grizzly Bears
      And Alice blocks Grizzly Bears with Wall of Mist
      Then Wall of Mist is blocking

  @rule:509.1e
  Rule: 509.1e
    If any of the costs require mana, the defending player then has a chance to activate mana abilities (see rule 605, “Mana Abilities”).

    @id:bob-taps-lands-for-mana-during-his-declaration-in-alices
    Scenario: Bob taps lands for mana during his declaration, in Alice's turn, to pay Oppressive Rays' {3}
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist and an Oppressive Rays attached to Wall of Mist
      And Bob controls a Plains, a Forest and a Mountain
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist, tapping Plains, Forest and Mountain for mana
      Then Wall of Mist is blocking
      And Grizzly Bears is blocked
      And Mountain is tapped
      And Bob's mana pool is empty

    @id:mana-bob-made-in-the-declare-attackers-step-is-gone-by-the
    Scenario: Mana Bob made in the declare attackers step is gone by the declaration and can't pay
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist and an Oppressive Rays attached to Wall of Mist
      And Bob controls a Plains, a Forest and a Mountain
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob taps Mountain for mana
      And Bob tries to block Grizzly Bears with Wall of Mist
      Then that is illegal
      And Wall of Mist is not blocking

  @rule:509.1f
  Rule: 509.1f
    Once the player has enough mana in their mana pool, they pay all costs in any order. Partial payments are not allowed.

    @id:2-cant-pay-3-to-block-the-declaration-is-illegal-and-changes
    Scenario: {2} can't pay {3} to block: the declaration is illegal and changes nothing (not: paying what he can)
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist and an Oppressive Rays attached to Wall of Mist
      And Bob controls a Plains and a Forest
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Wall of Mist, tapping Plains and Forest for mana
      Then that is illegal
      And Wall of Mist is not blocking
      And Grizzly Bears is not blocked
      And Plains is untapped
      When the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @rule:509.1g
  Rule: 509.1g
    Each chosen creature still controlled by the defending player becomes a blocking creature. Each one is blocking the attacking creatures chosen for it. It remains a blocking creature until it’s removed from combat or the combat phase ends, whichever comes first. See rule 506.4.

    @id:each-chosen-creature-becomes-a-blocking-creature-until-the
    Scenario: Each chosen creature becomes a blocking creature until the combat phase ends
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      Then Wall of Mist is blocking
      When the game advances to Alice's postcombat main phase
      Then Wall of Mist is not blocking

  @rule:509.1h
  Rule: 509.1h
    An attacking creature with one or more creatures declared as blockers for it becomes a blocked creature; one with no creatures declared as blockers for it becomes an unblocked creature. This remains unchanged until the creature is removed from combat, an effect says that it becomes blocked or unblocked, or the combat phase ends, whichever comes first. A creature remains blocked even if all the creatures blocking it are removed from combat.

    @id:a-blocked-creature-stays-blocked-when-its-blocker-leaves
    Scenario: A blocked creature stays blocked when its blocker leaves combat, and deals no damage to the player
      Given Alice controls a Youthful Knight and a Grizzly Bears
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And Bob blocks Youthful Knight with Savannah Lions
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Youthful Knight is blocked
      And Grizzly Bears is not blocked
      And Bob's life total is 18

  @rule:509.1i
  Rule: 509.1i
    Any abilities that trigger on blockers being declared trigger. See rule 509.2a for more information.

    @id:bobs-llanowar-elves-blocks-arrogant-bloodlord-the-bloodlords
    Scenario: Bob's Llanowar Elves blocks Arrogant Bloodlord: the Bloodlord's ability triggers as blockers are declared
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves
      When Alice attacks Bob with Arrogant Bloodlord
      Then Arrogant Bloodlord's ability did not trigger
      When Bob blocks Arrogant Bloodlord with Llanowar Elves
      Then Arrogant Bloodlord's ability triggered once

  @rule:509.2
  Rule: 509.2
    Second, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:once-blockers-are-declared-the-active-player-gets-priority
    Scenario: Once blockers are declared the active player gets priority (not: the player who declared them)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      Then it is Alice's declare blockers step
      And Alice has priority
      And Giant Spider is blocking

  @rule:509.2a
  Rule: 509.2a
    Any abilities that triggered on blockers being declared or that triggered during the process described in rule 509.1 are put onto the stack before the active player gets priority; the order in which they triggered doesn’t matter. (See rule 603, “Handling Triggered Abilities.”)

    @id:alices-blocking-bloodlord-triggers-in-bobs-turn-its-ability
    Scenario: Alice's blocking Bloodlord triggers in Bob's turn; its ability is on the stack and Bob, the active player, gets priority (not: the blocker's controller)
      Given it is Bob's precombat main phase
      And Bob controls a Llanowar Elves
      And Alice controls an Arrogant Bloodlord
      When Bob attacks Alice with Llanowar Elves
      And Alice blocks Llanowar Elves with Arrogant Bloodlord
      Then the top of the stack is an ability of Arrogant Bloodlord
      And the stack holds one object
      And it is Bob's declare blockers step
      And Bob has priority

  @rule:509.3
  Rule: 509.3
    Triggered abilities that trigger on blockers being declared may have different trigger conditions.

    @id:fortress-cyclops-blocks-eternal-of-harsh-truths-the-blockers
    Scenario: Fortress Cyclops blocks Eternal of Harsh Truths: the blocker's "blocks" and the attacker's "becomes blocked" both trigger
      Given it is Bob's precombat main phase
      And Bob controls an Eternal of Harsh Truths
      And Alice controls a Fortress Cyclops
      When Bob attacks Alice with Eternal of Harsh Truths
      And Alice blocks Eternal of Harsh Truths with Fortress Cyclops
      Then Fortress Cyclops's ability triggered once
      And Eternal of Harsh Truths's ability triggered once
      And the stack holds two objects

  @rule:509.3a
  Rule: 509.3a
    An ability that reads “Whenever [a creature] blocks, . . .” generally triggers only once each combat for that creature, even if it blocks multiple creatures. It triggers if the creature is declared as a blocker. It will also trigger if that creature becomes a blocker as the result of an effect, but only if it wasn’t a blocking creature at that time. (See rule 509.1g.) It won’t trigger if the creature is put onto the battlefield blocking.

    # Not shown: a creature here blocks one attacker (no modelled card lets it block more), nor does an effect make
    # a creature block or put one onto the battlefield blocking.

    @id:fortress-cyclops-is-declared-as-a-blocker-its-blocks-ability
    Scenario: Fortress Cyclops is declared as a blocker: its "blocks" ability triggers once and it becomes 3/6
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Fortress Cyclops
      When Bob attacks Alice with Grizzly Bears
      And Alice blocks Grizzly Bears with Fortress Cyclops
      Then Fortress Cyclops's ability triggered once
      When all players pass priority
      Then Fortress Cyclops is a 3/6 creature

    @id:fortress-cyclops-attacks-and-is-blocked-its-blocks-ability
    Scenario: Fortress Cyclops attacks and is blocked: its "blocks" ability doesn't trigger (not: being in a block is blocking)
      Given Alice controls a Fortress Cyclops
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Fortress Cyclops
      And all players pass priority
      And Bob blocks Fortress Cyclops with Grizzly Bears
      Then Fortress Cyclops's ability triggered once
      And the stack is empty
      And Fortress Cyclops is a 6/3 creature

  @rule:509.3b
  Rule: 509.3b
    An ability that reads “Whenever [a creature] blocks a creature, . . .” triggers once for each attacking creature the creature with the ability blocks. It triggers if the creature is declared as a blocker. It will also trigger if an effect causes that creature to block an attacking creature, but only if it wasn’t already blocking that attacking creature at that time. It won’t trigger if the creature is put onto the battlefield blocking.

    @id:arrogant-bloodlord-blocks-bobs-llanowar-elves-its-blocks-a
    Scenario: Arrogant Bloodlord blocks Bob's Llanowar Elves: its "blocks ... a creature with power 1 or less" triggers once
      Given it is Bob's precombat main phase
      And Bob controls a Llanowar Elves
      And Alice controls an Arrogant Bloodlord
      When Bob attacks Alice with Llanowar Elves
      And Alice blocks Llanowar Elves with Arrogant Bloodlord
      Then Arrogant Bloodlord's ability triggered once

  @rule:509.3c
  Rule: 509.3c
    An ability that reads “Whenever [a creature] becomes blocked, . . .” generally triggers only once each combat for that creature, even if it’s blocked by multiple creatures. It will trigger if that creature becomes blocked by at least one creature declared as a blocker. It will also trigger if that creature becomes blocked by an effect or by a creature that’s put onto the battlefield as a blocker, but only if the attacking creature was an unblocked creature at that time. (See rule 509.1h.)

    @id:blocked-by-grizzly-bears-and-savannah-lions-eternal-of-harsh
    Scenario: Blocked by Grizzly Bears and Savannah Lions, Eternal of Harsh Truths's afflict triggers once (not: once for each blocker)
      Given Alice controls an Eternal of Harsh Truths
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears and Savannah Lions
      Then Eternal of Harsh Truths's ability triggered once
      When all players pass priority
      Then Bob's life total is 18

    @id:eternal-of-harsh-truths-attacks-unblocked-afflict-doesnt
    Scenario: Eternal of Harsh Truths attacks unblocked: afflict doesn't trigger (not: attacking is enough)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 20
      And Alice drew one card

  @rule:509.3d
  Rule: 509.3d
    An ability that reads “Whenever [a creature] becomes blocked by a creature, . . .” triggers once for each creature that blocks the specified creature. It triggers if a creature is declared as a blocker for the attacking creature. It will also trigger if an effect causes a creature to block the attacking creature, but only if it wasn’t already blocking that attacking creature at that time. In addition, it will trigger if a creature is put onto the battlefield blocking that creature. It won’t trigger if the creature becomes blocked by an effect rather than a creature.

    @id:blocked-by-two-llanowar-elves-arrogant-bloodlords-becomes
    Scenario: Blocked by two Llanowar Elves, Arrogant Bloodlord's "becomes blocked by a creature" triggers twice (not: once per combat)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls two Llanowar Elves
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Llanowar Elves
      Then Arrogant Bloodlord's ability triggered twice
      And the stack holds two objects

  @rule:509.3e
  Rule: 509.3e
    If an ability triggers when a creature blocks or becomes blocked by a particular number of creatures, the ability triggers if the creature blocks or is blocked by that many creatures when blockers are declared. Effects that add or remove blockers can also cause such abilities to trigger. This applies to abilities that trigger on a creature blocking or being blocked by at least a certain number of creatures as well.

    @id:grizzly-bears-with-hedron-blade-blocked-by-two-colorless
    Scenario: Grizzly Bears with Hedron Blade blocked by two colorless creatures: "one or more colorless creatures" triggers once (not: once for each)
      Given Alice controls a Grizzly Bears and a Hedron Blade attached to Grizzly Bears
      And Bob controls a Darksteel Myr and a Bonded Construct
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Darksteel Myr and Bonded Construct
      Then Hedron Blade's ability triggered once
      And the stack holds one object

    @id:blocked-by-savannah-lions-and-bastion-mastodon-one-of-them
    Scenario: Blocked by Savannah Lions and Bastion Mastodon, one of them colorless, the Blade triggers: with deathtouch the Bears kill both
      Given Alice controls a Grizzly Bears and a Hedron Blade attached to Grizzly Bears
      And Bob controls a Savannah Lions and a Bastion Mastodon
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions and Bastion Mastodon
      Then Hedron Blade's ability triggered once
      When all players pass priority
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Bastion Mastodon is in its owner's graveyard

    @id:blocked-by-savannah-lions-alone-a-white-creature-the-blade
    Scenario: Blocked by Savannah Lions alone, a white creature, the Blade doesn't trigger (not: any number of blockers will do)
      Given Alice controls a Grizzly Bears and a Hedron Blade attached to Grizzly Bears
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      Then Hedron Blade's ability did not trigger
      And the stack is empty

  @rule:509.3f
  Rule: 509.3f
    If an ability triggers when a creature with certain characteristics blocks, it will trigger only if the creature has those characteristics at the point blockers are declared, or at the point an effect causes it to block. If an ability triggers when a creature with certain characteristics becomes blocked, it will trigger only if the creature has those characteristics at the point it becomes a blocked creature. If an ability triggers when a creature becomes blocked by a creature with certain characteristics, it will trigger only if the latter creature has those characteristics at the point it becomes a blocking creature. None of those abilities will trigger if the relevant creature’s characteristics change to match the ability’s trigger condition later on.

    # CR example: A creature has the ability “Whenever this creature becomes blocked by a white creature, destroy that creature at end of combat.” If the creature becomes blocked by a black creature that is later turned white, the ability will not trigger.

    @id:bastion-mastodon-turned-red-by-incite-then-blocking-doesnt
    Scenario: Bastion Mastodon turned red by Incite, then blocking, doesn't trigger Hedron Blade's "colorless creatures" (not: its printed color counts)
      Given Alice controls a Grizzly Bears and a Hedron Blade attached to Grizzly Bears
      And Bob controls a Bastion Mastodon and a Mountain
      And Bob has an Incite in his hand
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Mountain for mana
      And Bob casts Incite targeting his Bastion Mastodon
      And all players pass priority
      And Bob blocks Grizzly Bears with Bastion Mastodon
      Then Hedron Blade's ability did not trigger

    @id:blocked-by-llanowar-elves-power-1-and-grizzly-bears-power-2
    Scenario: Blocked by Llanowar Elves (power 1) and Grizzly Bears (power 2), the Bloodlord triggers once, for the Elves (not: for every blocker)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves and a Grizzly Bears
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Grizzly Bears
      Then Arrogant Bloodlord's ability triggered once
      And the stack holds one object

  @rule:509.3g
  Rule: 509.3g
    An ability that reads “Whenever [a creature] attacks and isn’t blocked, . . .” triggers if no creatures are declared as blockers for that creature. It will trigger even if the creature was never declared as an attacker (for example, if it entered the battlefield attacking). It won’t trigger if the attacking creature is blocked and then all its blockers are removed from combat.

    @id:eternal-of-harsh-truths-is-blocked-then-its-blocker-is
    Scenario: Eternal of Harsh Truths is blocked, then its blocker is destroyed: it still draws no card (not: unblocked once its blockers are gone)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      And Bob controls a Grizzly Bears, a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears
      And all players pass priority
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When the game advances to Alice's end of combat step
      Then Alice drew no cards
      And Eternal of Harsh Truths is blocked
      And Eternal of Harsh Truths's ability triggered once

  @rule:509.4
  Rule: 509.4
    If a creature is put onto the battlefield blocking, its controller chooses which attacking creature it’s blocking as it enters the battlefield (unless the effect that put it onto the battlefield specifies what it’s blocking). A creature put onto the battlefield this way is “blocking” but, for the purposes of trigger events and effects, it never “blocked.”

    @id:brimazs-token-enters-blocking-the-creature-brimaz-blocks-and
    Scenario: Brimaz's token enters blocking the creature Brimaz blocks, and deals it damage, never having blocked
      Given Alice controls a Grizzly Bears
      And Bob controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token is blocking
      And Cat Soldier Token was declared as a blocker of Grizzly Bears no times
      When the game advances to Alice's end of combat step
      Then Cat Soldier Token dealt 1 combat damage to Grizzly Bears

  @rule:509.4a
  Rule: 509.4a
    If the effect that puts a creature onto the battlefield blocking specifies it’s blocking a certain creature and that creature is no longer attacking, the creature is put onto the battlefield but is never considered a blocking creature. The same is true if the controller of the creature that’s put onto the battlefield blocking isn’t a defending player for the specified attacking creature.

    @id:the-attacker-destroyed-before-brimazs-ability-resolves-the
    Scenario: The attacker destroyed before Brimaz's ability resolves, the token isn't a blocking creature
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
      Then Cat Soldier Token is not blocking
      And Brimaz, King of Oreskos is blocking

  @rule:509.4b
  Rule: 509.4b
    A creature that’s put onto the battlefield blocking isn’t affected by requirements or restrictions that apply to the declaration of blockers.

    @id:the-token-blocks-bristling-boar-beside-brimaz-not-cant-be
    Scenario: The token blocks Bristling Boar beside Brimaz (not: "can't be blocked by more than one creature")
      Given Alice controls a Bristling Boar
      And Bob controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Bristling Boar
      And Bob blocks Bristling Boar with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token is blocking
      When the game advances to Alice's end of combat step
      Then Cat Soldier Token dealt 1 combat damage to Bristling Boar
      And Bristling Boar is in its owner's graveyard
