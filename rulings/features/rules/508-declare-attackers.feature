Feature: 508. Declare Attackers Step
  The active player declares attackers as the step begins, a turn-based action: which creatures attack, the
  restrictions and requirements on them, tapping the attackers. Each paragraph of CR 508 (2026-04-17) that a
  board can show is quoted verbatim under its number; its scenarios show it on a board.

  @rule:508.1
  Rule: 508.1
    First, the active player declares attackers. This turn-based action doesn’t use the stack. To declare attackers, the active player follows the steps below, in order. If at any point during the declaration of attackers, the active player is unable to comply with any of the steps listed below, the declaration is illegal; the game returns to the moment before the declaration (see rule 733, “Handling Illegal Actions”).

    @id:an-illegal-declaration-of-attackers-changes-nothing-the
    Scenario: An illegal declaration of attackers changes nothing: the creature stays untapped and isn't attacking
      Given Alice controls a Grizzly Bears and a Juggernaut
      When Alice tries to attack Bob with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is untapped
      And Grizzly Bears is not attacking

    @id:declaring-attackers-doesnt-use-the-stack
    Scenario: Declaring attackers doesn't use the stack
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is attacking
      And the stack is empty

    @id:attackers-are-declared-once-a-second-declaration-in-the
    Scenario: Attackers are declared once: a second declaration in the declare attackers step is illegal
      Given Alice controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Alice tries to attack Bob with Savannah Lions
      Then that is illegal
      And Savannah Lions is not attacking
      And Grizzly Bears is attacking

    @id:after-combat-no-more-attackers-are-declared-this-turn
    Scenario: After combat, no more attackers are declared this turn
      Given Alice controls a Serra Angel
      When Alice attacks Bob with Serra Angel
      And the game advances to Alice's postcombat main phase
      And Alice tries to declare no attackers
      Then that is illegal

  @rule:508.1a
  Rule: 508.1a
    The active player chooses which creatures that they control, if any, will attack. The chosen creatures must be untapped, they can’t also be battles, and each one must either have haste or have been controlled by the active player continuously since the turn began.

    @id:a-tapped-creature-cant-be-declared-as-an-attacker
    Scenario: A tapped creature can't be declared as an attacker
      Given Alice controls a tapped Grizzly Bears
      When Alice tries to attack Bob with Grizzly Bears
      Then that is illegal

    @id:a-creature-that-entered-the-battlefield-this-turn-cant
    Scenario: A creature that entered the battlefield this turn can't attack without haste
      Given Alice controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      When Alice tries to attack Bob with Grizzly Bears
      Then that is illegal

    @id:a-creature-with-haste-attacks-the-turn-it-arrives-not-every
    Scenario: A creature with haste attacks the turn it arrives (not: every newcomer is summoning sick)
      Given Alice controls a Raging Goblin
      And Raging Goblin entered the battlefield this turn
      When Alice attacks Bob with Raging Goblin
      Then Raging Goblin is attacking
      And Raging Goblin is tapped

    @id:only-the-active-players-creatures-attack
    Scenario: Only the active player's creatures attack
      Given Bob controls a Grizzly Bears
      When Alice tries to attack Bob with Bob's Grizzly Bears
      Then that is illegal

    @id:the-active-player-may-choose-to-attack-with-no-creatures
    Scenario: The active player may choose to attack with no creatures
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      Then Grizzly Bears is not attacking
      And Grizzly Bears is untapped

    @id:only-creatures-attack-an-untapped-land-the-active-player
    Scenario: Only creatures attack: an untapped land the active player controls can't
      Given Alice controls a Forest and a Grizzly Bears
      Then Forest can't attack
      And Grizzly Bears can attack

    @id:only-the-active-players-creatures-attack-not-the-other
    Scenario: Only the active player's creatures attack, not the other player's on the same turn
      Given Alice controls a Grizzly Bears
      And Bob controls a Grizzly Bears
      Then Alice's Grizzly Bears can attack
      And Bob's Grizzly Bears can't attack

    @id:a-tapped-creature-cant-be-declared-as-an-attacker-though-it
    Scenario: A tapped creature can't be declared as an attacker, though it has been controlled all turn
      Given Alice controls a tapped Grizzly Bears and a Raging Goblin
      Then Grizzly Bears can't attack
      And Raging Goblin can attack

  @rule:508.1b
  Rule: 508.1b
    If the defending player controls any planeswalkers, is the protector of any battles, or the game allows the active player to attack multiple other players, the active player announces which player, planeswalker, or battle each of the chosen creatures is attacking.

    @id:in-a-game-of-three-each-attacking-creature-attacks-an
    Scenario: In a game of three, each attacking creature attacks an opponent of the active player's choice
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      Then Grizzly Bears was declared as an attacker against Bob once
      And Savannah Lions was declared as an attacker against Carol once
      And Grizzly Bears was declared as an attacker against Carol no times

    @rule:510.1b @rule:120.3c
    @id:alice-announces-bobs-teferi-as-what-grizzly-bears-attacks
    Scenario: Alice announces Bob's Teferi as what Grizzly Bears attacks: its damage removes loyalty counters, and only Savannah Lions's costs Bob life (not: both hit the defending player)
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Grizzly Bears and attacks Bob with Savannah Lions
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 2 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 2 loyalty counters
      And Bob's life total is 18

    @rule:506.2
    @id:grizzly-bears-cant-attack-a-planeswalker-its-own-controller
    Scenario: Grizzly Bears can't attack a planeswalker its own controller controls (not: any planeswalker)
      Given Alice controls a Grizzly Bears and a Teferi, Time Raveler
      When Alice tries to attack Alice's Teferi, Time Raveler with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is not attacking

  @rule:508.1c
  Rule: 508.1c
    The active player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t attack, or that it can’t attack unless some condition is met). If any restrictions are being disobeyed, the declaration of attackers is illegal.

    # CR example: A player controls two creatures, each with a restriction that states “This creature can’t attack alone.” It’s legal to declare both as attackers.

    @id:a-creature-with-defender-cant-attack
    Scenario: A creature with defender can't attack
      Given Alice controls a Wall of Mist
      When Alice tries to attack Bob with Wall of Mist
      Then that is illegal

    @id:a-creature-that-cant-attack-alone-cant-be-the-only-attacker
    Scenario: A creature that can't attack alone can't be the only attacker
      Given Alice controls a Mogg Flunkies and a Grizzly Bears
      When Alice tries to attack Bob with Mogg Flunkies
      Then that is illegal

    @id:two-creatures-that-each-cant-attack-alone-may-attack
    Scenario: Two creatures that each can't attack alone may attack together, as the example says
      Given Alice controls a Mogg Flunkies and a Bonded Construct
      When Alice attacks Bob with Mogg Flunkies and Bonded Construct
      Then Mogg Flunkies is attacking
      And Bonded Construct is attacking

  @rule:508.1d
  Rule: 508.1d
    The active player checks each creature they control to see whether it’s affected by any requirements (effects that say a creature attacks if able, or that it attacks if some condition is met). If the number of requirements that are being obeyed is fewer than the maximum possible number of requirements that could be obeyed without disobeying any restrictions, the declaration of attackers is illegal. If a creature can’t attack unless a player pays a cost, that player is not required to pay that cost, even if attacking with that creature would increase the number of requirements being obeyed. If a requirement that says a creature attacks if able during a certain turn refers to a turn with multiple combat phases, the creature attacks if able during each declare attackers step in that turn.

    # CR example: A player controls two creatures: one that “attacks if able” and one with no abilities. An effect states “No more than one creature can attack each turn.” The only legal attack is for just the creature that “attacks if able” to attack. It’s illegal to attack with the other creature, attack with both, or attack with neither.

    @id:a-creature-that-attacks-each-combat-if-able-and-is-able-must
    Scenario: A creature that attacks each combat if able, and is able, must attack
      Given Alice controls a Juggernaut and a Grizzly Bears
      When Alice tries to declare no attackers
      Then that is illegal

    @id:obeying-one-requirement-is-not-enough-where-two-can-be
    Scenario: Obeying one requirement is not enough where two can be obeyed
      Given Alice controls a Juggernaut and a Berserkers of Blood Ridge
      When Alice tries to attack Bob with Juggernaut
      Then that is illegal

    @id:obeying-every-requirement-that-can-be-obeyed-is-legal-with
    Scenario: Obeying every requirement that can be obeyed is legal, with other creatures too
      Given Alice controls a Juggernaut, a Berserkers of Blood Ridge and a Grizzly Bears
      When Alice attacks Bob with Juggernaut, Berserkers of Blood Ridge and Grizzly Bears
      Then Juggernaut is attacking
      And Berserkers of Blood Ridge is attacking
      And Grizzly Bears is attacking

    @id:a-requirement-a-restriction-forbids-obeying-isnt-counted
    Scenario: A requirement a restriction forbids obeying isn't counted: Juggernaut tapped needn't attack
      Given Alice controls a tapped Juggernaut and a Grizzly Bears
      When Alice declares no attackers
      Then Grizzly Bears is not attacking

    @id:passing-through-the-declare-attackers-step-declares-no
    Scenario: Passing through the declare attackers step declares no attackers, illegal while Juggernaut can attack
      Given Alice controls a Juggernaut
      When the game tries to advance to Alice's end of combat step
      Then that is illegal
      And Juggernaut is not attacking
      When Alice attacks Bob with Juggernaut
      Then Juggernaut is attacking

    @id:juggernaut-cant-attack-unless-alice-pays-3-for-oppressive
    Scenario: Juggernaut can't attack unless Alice pays {3} for Oppressive Rays: declaring no attackers is legal (not: the requirement makes her pay)
      Given Alice controls a Juggernaut and an Oppressive Rays attached to Juggernaut
      And Alice controls a Plains, a Forest and a Mountain
      When Alice declares no attackers
      Then Juggernaut is not attacking
      And Plains is untapped

    @id:in-a-game-of-three-under-bobs-propaganda-juggernaut-must
    Scenario: In a game of three, under Bob's Propaganda, Juggernaut must still attack: Carol costs nothing to attack (not: a cost to attack Bob excuses it)
      Given Alice, Bob and Carol are playing
      And Alice controls a Juggernaut
      And Bob controls a Propaganda
      When Alice tries to declare no attackers
      Then that is illegal
      When Alice attacks Carol with Juggernaut
      Then Juggernaut is attacking

    @id:under-bobs-propaganda-juggernaut-must-still-attack-bobs
    Scenario: Under Bob's Propaganda, Juggernaut must still attack if able: Bob's Teferi costs nothing to attack (not: a cost to attack Bob excuses it)
      Given Alice controls a Juggernaut
      And Bob controls a Propaganda and a Teferi, Time Raveler
      When Alice tries to declare no attackers
      Then that is illegal
      When Alice attacks Bob's Teferi, Time Raveler with Juggernaut
      Then Juggernaut is attacking

  @rule:508.1f
  Rule: 508.1f
    The active player taps the chosen creatures. Tapping a creature when it’s declared as an attacker isn’t a cost; attacking simply causes creatures to become tapped.

    @id:attacking-taps-the-attacking-creature
    Scenario: Attacking taps the attacking creature
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is tapped

    @id:a-creature-with-vigilance-attacks-and-stays-untapped-not
    Scenario: A creature with vigilance attacks and stays untapped (not: every attacker taps)
      Given Alice controls a Serra Angel and a Grizzly Bears
      When Alice attacks Bob with Serra Angel and Grizzly Bears
      Then Serra Angel is attacking
      And Serra Angel is untapped
      And Grizzly Bears is tapped

    @id:attacking-taps-the-creature-once-an-event-whenever-it
    Scenario: Attacking taps the creature once, an event "whenever it becomes tapped" sees; vigilance taps nothing
      Given Alice controls a Grizzly Bears and a Serra Angel
      When Alice attacks Bob with Grizzly Bears and Serra Angel
      Then Grizzly Bears became tapped once
      And Serra Angel became tapped no times

  @rule:508.1h
  Rule: 508.1h
    If any of the chosen creatures require paying costs to attack, or if any optional costs to attack were chosen, the active player determines the total cost to attack. Costs may include paying mana, tapping permanents, sacrificing permanents, discarding cards, and so on. Once the total cost is determined, it becomes “locked in.” If effects would change the total cost after this time, ignore this change.

    @id:two-attackers-under-propaganda-cost-4-in-all-alice-pays-it
    Scenario: Two attackers under Propaganda cost {4} in all: Alice pays it and both attack
      Given Alice controls a Grizzly Bears, a Raging Goblin, a Plains, a Forest, a Mountain and a Wastes
      And Bob controls a Propaganda
      When Alice attacks Bob with Grizzly Bears and Raging Goblin, tapping Plains, Forest, Mountain and Wastes for mana
      Then Grizzly Bears is attacking
      And Raging Goblin is attacking
      And Alice's mana pool is empty

    @id:propaganda-and-oppressive-rays-both-tax-grizzly-bears-2-plus
    Scenario: Propaganda and Oppressive Rays both tax Grizzly Bears: {2} plus {3} is {5}, and {4} doesn't pay it (not: only one cost counts)
      Given Alice controls a Grizzly Bears and an Oppressive Rays attached to Grizzly Bears
      And Alice controls a Plains, a Forest, a Mountain and a Wastes
      And Bob controls a Propaganda
      When Alice tries to attack Bob with Grizzly Bears, tapping Plains, Forest, Mountain and Wastes for mana
      Then that is illegal
      And Grizzly Bears is not attacking

    @id:a-creature-no-effect-taxes-attacks-for-nothing-beside-one
    Scenario: A creature no effect taxes attacks for nothing beside one that costs {2}
      Given Alice controls a Grizzly Bears, a Raging Goblin, a Plains and a Forest
      And Alice controls an Oppressive Rays attached to Grizzly Bears
      When Alice attacks Bob with Raging Goblin
      Then Raging Goblin is attacking
      And Plains is untapped

    @id:propaganda-taxes-creatures-attacking-bob-not-grizzly-bears
    Scenario: Propaganda taxes creatures attacking Bob, not Grizzly Bears attacking his Teferi: it attacks for nothing (not: attacking his planeswalker attacks him)
      Given Alice controls a Grizzly Bears
      And Bob controls a Propaganda and a Teferi, Time Raveler
      When Alice attacks Bob's Teferi, Time Raveler with Grizzly Bears
      Then Grizzly Bears is attacking

  @rule:508.1i
  Rule: 508.1i
    If any of the costs require mana, the active player then has a chance to activate mana abilities (see rule 605, “Mana Abilities”).

    @id:alice-taps-lands-for-mana-during-the-declaration-with-no-one
    Scenario: Alice taps lands for mana during the declaration, with no one holding priority, to pay Propaganda's {2}
      Given Alice controls a Grizzly Bears, a Plains and a Forest
      And Bob controls a Propaganda
      When Alice attacks Bob with Grizzly Bears, tapping Plains and Forest for mana
      Then Grizzly Bears is attacking
      And Plains is tapped
      And Forest is tapped
      And the stack is empty

    @id:the-attacking-llanowar-elves-is-tapped-by-attacking-before
    Scenario: The attacking Llanowar Elves is tapped by attacking before costs are paid, so it can't tap for its own {2} (not: it pays first)
      Given Alice controls a Llanowar Elves and a Plains
      And Bob controls a Propaganda
      When Alice tries to attack Bob with Llanowar Elves, tapping Plains and Llanowar Elves for mana
      Then that is illegal
      And Llanowar Elves is not attacking
      And Llanowar Elves is untapped

  @rule:508.1j
  Rule: 508.1j
    Once the player has enough mana in their mana pool, they pay all costs in any order. Partial payments are not allowed.

    @id:3-cant-pay-propagandas-4-for-two-attackers-the-whole
    Scenario: {3} can't pay Propaganda's {4} for two attackers: the whole declaration is illegal and changes nothing (not: one of them attacks)
      Given Alice controls a Grizzly Bears, a Raging Goblin, a Plains, a Forest and a Mountain
      And Bob controls a Propaganda
      When Alice tries to attack Bob with Grizzly Bears and Raging Goblin, tapping Plains, Forest and Mountain for mana
      Then that is illegal
      And Grizzly Bears is not attacking
      And Raging Goblin is not attacking
      And Plains is untapped
      And Bob's life total is 20

    @id:after-the-illegal-declaration-alice-declares-the-one
    Scenario: After the illegal declaration, Alice declares the one attacker she can pay for
      Given Alice controls a Grizzly Bears, a Raging Goblin, a Plains, a Forest and a Mountain
      And Bob controls a Propaganda
      When Alice tries to attack Bob with Grizzly Bears and Raging Goblin, tapping Plains, Forest and Mountain for mana
      Then that is illegal
      When Alice attacks Bob with Raging Goblin, tapping Plains and Forest for mana
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Grizzly Bears is not attacking
      And Mountain is untapped

  @rule:508.1k
  Rule: 508.1k
    Each chosen creature still controlled by the active player becomes an attacking creature. It remains an attacking creature until it’s removed from combat or the combat phase ends, whichever comes first. See rule 506.4.

    @id:an-attacking-creature-stays-attacking-through-the-end-of
    Scenario: An attacking creature stays attacking through the end of combat step, and no longer
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is attacking
      When the game advances to Alice's postcombat main phase
      Then Grizzly Bears is not attacking

    @id:each-chosen-creature-becomes-an-attacking-creature-attacking
    Scenario: Each chosen creature becomes an attacking creature, attacking the player it was declared against
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears was declared as an attacker against Bob once

  @rule:508.1m
  Rule: 508.1m
    Any abilities that trigger on attackers being declared trigger.

    @id:declaring-goblin-guide-as-an-attacker-triggers-its-ability
    Scenario: Declaring Goblin Guide as an attacker triggers its ability, on the stack before Alice gets priority
      Given Alice controls a Goblin Guide
      And Bob has a Forest in his library
      When Alice attacks Bob with Goblin Guide
      Then Goblin Guide's ability triggered once
      And the top of the stack is an ability of Goblin Guide
      And it is Alice's declare attackers step
      And Alice has priority

  @rule:508.2
  Rule: 508.2
    Second, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:once-attackers-are-declared-the-active-player-gets-priority
    Scenario: Once attackers are declared the active player gets priority (not: the defending player)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      Then it is Alice's declare attackers step
      And Alice has priority
      And Grizzly Bears is attacking

    @rule:117.3d
    @id:with-priority-after-attackers-are-declared-the-defending
    Scenario: With priority after attackers are declared, the defending player may cast an instant
      Given Alice controls a Grizzly Bears
      And Bob controls an Island
      And Bob has a Take into Custody in his hand
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Island for mana
      And Bob casts Take into Custody targeting Alice's Grizzly Bears
      Then Take into Custody is on the stack

    # With no attackers the declare blockers and combat damage steps are skipped (508.8), not this one: players
    # get priority in it, and the end of combat step that follows is this turn's.
    @id:with-no-attackers-declared-the-declare-attackers-step-still
    Scenario: With no attackers declared the declare attackers step still gives priority (not: the declaration ends it)
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      Then it is Alice's declare attackers step
      And Alice has priority
      When the game advances to Alice's end of combat step
      Then it is Alice's end of combat step
      And it is turn 1

  @rule:508.2a
  Rule: 508.2a
    Abilities that trigger on a creature attacking trigger only at the point the creature is declared as an attacker. They will not trigger if a creature attacks and then that creature’s characteristics change to match the ability’s trigger condition.

    # CR example: A permanent has the ability “Whenever a green creature attacks, destroy that creature at end of combat.” If a blue creature attacks and is later turned green, the ability will not trigger.

    @id:grizzly-bears-attacks-then-shrinks-to-power-1-cavalcade-of
    Scenario: Grizzly Bears attacks, then shrinks to power 1: Cavalcade of Calamity doesn't trigger (not: it triggers once it matches)
      Given Alice controls a Cavalcade of Calamity, a Grizzly Bears and an Island
      And Alice has a Fleeting Distraction in her hand
      And Alice has a Forest in her library
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Island for mana
      And Alice casts Fleeting Distraction targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 1/2 creature
      And Cavalcade of Calamity's ability did not trigger
      When the game advances to Alice's declare blockers step
      Then Cavalcade of Calamity's ability did not trigger
      And the stack is empty

    @id:fortress-cyclopss-ability-triggers-once-as-it-is-declared
    Scenario: Fortress Cyclops's ability triggers once, as it is declared (not: again in each step it is attacking)
      Given Alice controls a Fortress Cyclops
      When Alice attacks Bob with Fortress Cyclops
      Then Fortress Cyclops's ability triggered once
      When all players pass priority
      And the game advances to Alice's end of combat step
      Then Fortress Cyclops's ability triggered once
      And Fortress Cyclops is a 6/3 creature
      And Bob's life total is 14

  @rule:508.2b
  Rule: 508.2b
    Any abilities that triggered on attackers being declared or that triggered during the process described in rules 508.1 are put onto the stack before the active player gets priority; the order in which they triggered doesn’t matter. (See rule 603, “Handling Triggered Abilities.”)

    @id:goblin-guide-and-fortress-cyclops-both-trigger-alice-stacks
    Scenario: Goblin Guide and Fortress Cyclops both trigger; Alice stacks them in the order she chooses before she gets priority
      Given Alice controls a Goblin Guide and a Fortress Cyclops
      And Bob has a Forest in his library
      When Alice will put her triggered abilities on the stack in the order Fortress Cyclops, then Goblin Guide
      And Alice attacks Bob with Goblin Guide and Fortress Cyclops
      Then the stack holds, from the bottom, abilities of Fortress Cyclops, then Goblin Guide
      And it is Alice's declare attackers step
      And Alice has priority

    @id:alice-may-stack-them-the-other-way-the-order-they-triggered
    Scenario: Alice may stack them the other way: the order they triggered in doesn't matter
      Given Alice controls a Goblin Guide and a Fortress Cyclops
      And Bob has a Forest in his library
      When Alice will put her triggered abilities on the stack in the order Goblin Guide, then Fortress Cyclops
      And Alice attacks Bob with Goblin Guide and Fortress Cyclops
      Then the stack holds, from the bottom, abilities of Goblin Guide, then Fortress Cyclops

  @rule:508.3
  Rule: 508.3
    Triggered abilities that trigger on attackers being declared may have different trigger conditions.

    @id:one-attack-by-goblin-guide-its-attacks-and-razorkin
    Scenario: One attack by Goblin Guide: its "attacks" and Razorkin Hordecaller's "you attack" trigger, Military Intelligence's "two or more" doesn't
      Given Alice controls a Goblin Guide, a Razorkin Hordecaller and a Military Intelligence
      And Bob has a Forest in his library
      When Alice attacks Bob with Goblin Guide
      Then Goblin Guide's ability triggered once
      And Razorkin Hordecaller's ability triggered once
      And Military Intelligence's ability did not trigger
      And the stack holds two objects

  @rule:508.3a
  Rule: 508.3a
    An ability that reads “Whenever [a creature] attacks, . . .” triggers if that creature is declared as an attacker. Similarly, “Whenever [a creature] attacks [a player, planeswalker, or battle], . . .” triggers if that creature is declared as an attacker attacking that player or permanent. Such abilities won’t trigger if a creature is put onto the battlefield attacking.

    @id:goblin-guides-whenever-this-creature-attacks-triggers-when
    Scenario: Goblin Guide's "whenever this creature attacks" triggers when it is declared as an attacker
      Given Alice controls a Goblin Guide
      And Bob has a Forest in his library
      When Alice attacks Bob with Goblin Guide
      Then Goblin Guide's ability triggered once

    @id:grizzly-bears-attacks-and-goblin-guide-stays-home-no-trigger
    Scenario: Grizzly Bears attacks and Goblin Guide stays home: no trigger (not: any attack by its controller triggers it)
      Given Alice controls a Goblin Guide and a Grizzly Bears
      And Bob has a Forest in his library
      When Alice attacks Bob with Grizzly Bears
      Then Goblin Guide's ability did not trigger
      And the stack is empty

    @rule:508.4
    @id:a-1-1-glimmer-put-onto-the-battlefield-attacking-doesnt
    Scenario: A 1/1 Glimmer put onto the battlefield attacking doesn't trigger Cavalcade of Calamity (not: it attacks, so it triggers)
      Given Alice controls a Soaring Lightbringer and a Cavalcade of Calamity
      When Alice attacks Bob with Soaring Lightbringer
      And all players pass priority
      Then Alice controls one Glimmer token
      And Cavalcade of Calamity's ability did not trigger
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15

  @rule:508.3b
  Rule: 508.3b
    An ability that reads “Whenever [a player, planeswalker, or battle] is attacked, . . .” triggers if one or more creatures are declared as attackers attacking that player or permanent. It won’t trigger if a creature is put onto the battlefield attacking that player or permanent.

    @id:alice-attacks-bob-whom-her-curse-of-disturbance-enchants-it
    Scenario: Alice attacks Bob, whom her Curse of Disturbance enchants: it triggers once, not again for the Glimmer put onto the battlefield attacking him
      Given Alice controls a Curse of Disturbance attached to Bob and a Soaring Lightbringer
      When Alice attacks Bob with Soaring Lightbringer
      Then Curse of Disturbance's ability triggered once
      When all players pass priority
      And all players pass priority
      Then Alice controls one Glimmer token
      And Curse of Disturbance's ability triggered once
      And the stack is empty

    @rule:508.6
    @id:alice-attacks-the-player-her-own-curse-enchants-she-creates
    Scenario: Alice attacks the player her own Curse enchants: she creates one Zombie (not: a second as an opponent attacking him)
      Given Alice controls a Curse of Disturbance attached to Bob and a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      Then Alice controls one Zombie token
      And Bob controls no Zombie tokens

  @rule:508.3c
  Rule: 508.3c
    An ability that reads “Whenever [a player] attacks with [a creature], . . .” triggers if a creature that player controls is declared as an attacker.

    @id:alice-attacks-with-grizzly-bears-alone-military
    Scenario: Alice attacks with Grizzly Bears alone: Military Intelligence's "attack with two or more creatures" doesn't trigger
      Given Alice controls a Military Intelligence, a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      Then Military Intelligence's ability did not trigger
      And the stack is empty

    @id:alice-attacks-with-grizzly-bears-and-savannah-lions-it
    Scenario: Alice attacks with Grizzly Bears and Savannah Lions: it triggers once (not: once for each attacker)
      Given Alice controls a Military Intelligence, a Grizzly Bears and a Savannah Lions
      And Alice has a Forest in her library
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      Then Military Intelligence's ability triggered once
      When all players pass priority
      Then Alice drew one card

    @rule:508.4
    @id:soaring-lightbringer-attacks-alone-and-its-glimmer-joins-it
    Scenario: Soaring Lightbringer attacks alone and its Glimmer joins it attacking: Military Intelligence doesn't trigger (not: two creatures attack)
      Given Alice controls a Military Intelligence and a Soaring Lightbringer
      When Alice attacks Bob with Soaring Lightbringer
      And all players pass priority
      Then Alice controls one Glimmer token
      And Military Intelligence's ability did not trigger

  @rule:508.3d
  Rule: 508.3d
    An ability that reads “Whenever [a player] attacks, . . .” triggers if one or more creatures that player controls are declared as attackers.

    @id:alice-attacks-with-three-creatures-razorkin-hordecallers
    Scenario: Alice attacks with three creatures: Razorkin Hordecaller's "whenever you attack" triggers once (not: once for each attacker)
      Given Alice controls a Razorkin Hordecaller, a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Razorkin Hordecaller, Grizzly Bears and Savannah Lions
      Then Razorkin Hordecaller's ability triggered once
      When all players pass priority
      Then Alice controls one Gremlin token

    @id:alice-declares-no-attackers-whenever-you-attack-doesnt
    Scenario: Alice declares no attackers: "whenever you attack" doesn't trigger (not: declaring attackers is attacking)
      Given Alice controls a Razorkin Hordecaller and a Grizzly Bears
      When Alice declares no attackers
      Then Razorkin Hordecaller's ability did not trigger
      And Alice controls no Gremlin tokens

  @rule:508.3e
  Rule: 508.3e
    An ability that reads “Whenever [a player] attacks [another player], . . .” triggers if one or more creatures the first player controls are declared as attackers attacking the second player. It won’t trigger if a creature is put onto the battlefield attacking or if a creature attacks a planeswalker or a battle.

    @id:soaring-lightbringer-attacks-bobs-teferi-alone-whenever-you
    Scenario: Soaring Lightbringer attacks Bob's Teferi alone: "whenever you attack a player" doesn't trigger (not: attacking Bob's planeswalker attacks Bob)
      Given Alice controls a Soaring Lightbringer
      And Bob controls a Teferi, Time Raveler
      When Alice attacks Bob's Teferi, Time Raveler with Soaring Lightbringer
      Then Soaring Lightbringer's ability did not trigger
      And the stack is empty

    @id:soaring-lightbringers-whenever-you-attack-a-player-triggers
    Scenario: Soaring Lightbringer's "whenever you attack a player" triggers once for Bob, however many creatures attack him
      Given Alice controls a Soaring Lightbringer, a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Soaring Lightbringer, Grizzly Bears and Savannah Lions
      Then Soaring Lightbringer's ability triggered once
      And the stack holds one object

    @id:the-glimmer-token-put-onto-the-battlefield-attacking-bob
    Scenario: The Glimmer token put onto the battlefield attacking Bob doesn't trigger it again (not: it is attacking Bob, so Alice attacked him)
      Given Alice controls a Soaring Lightbringer
      When Alice attacks Bob with Soaring Lightbringer
      And all players pass priority
      Then Alice controls one Glimmer token
      And Soaring Lightbringer's ability triggered once
      And the stack is empty

  @rule:508.3f
  Rule: 508.3f
    An ability that reads “Whenever [a creature] attacks and isn’t blocked, . . .” triggers during the declare blockers step, not the declare attackers step. See rule 509.3g.

    @id:eternal-of-harsh-truths-attacks-its-attacks-and-isnt-blocked
    Scenario: Eternal of Harsh Truths attacks: its "attacks and isn't blocked" waits for the declare blockers step (not: it triggers on the declaration)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      When Alice attacks Bob with Eternal of Harsh Truths
      Then Eternal of Harsh Truths's ability did not trigger
      And the stack is empty
      When the game advances to Alice's declare blockers step
      Then Eternal of Harsh Truths's ability triggered once
      And the top of the stack is an ability of Eternal of Harsh Truths

  @rule:508.4
  Rule: 508.4
    If a creature is put onto the battlefield attacking, its controller chooses which defending player, planeswalker a defending player controls, or battle a defending player protects it’s attacking as it enters the battlefield (unless the effect that put it onto the battlefield specifies what it’s attacking). Similarly, if an effect states that a creature is attacking, its controller chooses which defending player, planeswalker a defending player controls, or battle a defending player protects it’s attacking (unless the effect has already specified). Such creatures are “attacking” but, for the purposes of trigger events and effects, they never “attacked.” They remain attacking creatures until they’re removed from combat or the combat phase ends, whichever comes first.

    @id:brimazs-token-enters-attacking-bob-never-attacked-and-stops
    Scenario: Brimaz's token enters attacking Bob, never attacked, and stops attacking when combat ends
      Given Alice controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token is attacking
      And Cat Soldier Token was declared as an attacker against Bob no times
      When the game advances to Alice's postcombat main phase
      Then Cat Soldier Token dealt 1 combat damage to Bob
      And Cat Soldier Token is not attacking

  @rule:508.4a
  Rule: 508.4a
    If a creature would be put onto the battlefield attacking a certain player, and that player is no longer in the game, the creature is put onto the battlefield but is never considered an attacking creature. The same is true if a creature would be put onto the battlefield attacking a planeswalker or battle and that permanent is no longer on the battlefield, is no longer a planeswalker or battle, is a planeswalker that is no longer controlled by a defending player, or is a battle that is no longer protected by a defending player.

    @rule:506.3c @rule:702.49c @rule:104.3a
    @id:in-a-game-of-three-bob-concedes-before-the-ninjutsu-resolves
    Scenario: In a game of three, Bob concedes before ninjutsu resolves: the Ninja enters but never attacks (not: it attacks Carol, or whom Alice chooses)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      And Bob concedes the game
      And all players pass priority
      Then Ninja of the New Moon is on the battlefield
      And Ninja of the New Moon is not attacking
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt no combat damage
      And Carol's life total is 20

  @rule:508.4b
  Rule: 508.4b
    If the effect that states a creature is attacking specifies it’s attacking a certain player, and that player is no longer in the game when the effect resolves, the creature doesn’t become an attacking creature. The same is true if the effect specifies a creature is attacking a planeswalker or battle and, when the effect resolves, that permanent is no longer on the battlefield, is no longer a planeswalker or battle, is a planeswalker that is no longer controlled by a defending player, or is a battle that is no longer protected by a defending player.

    # Not shown yet: no modelled effect states that a creature is attacking a certain player or permanent.

  @rule:508.4c
  Rule: 508.4c
    A creature that’s put onto the battlefield attacking or that is stated to be attacking isn’t affected by requirements or restrictions that apply to the declaration of attackers.

    @id:brimazs-token-new-this-turn-and-without-haste-attacks-all
    Scenario: Brimaz's token, new this turn and without haste, attacks all the same (not: summoning sickness stops it)
      Given Alice controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token can't attack
      And Cat Soldier Token is attacking
      When the game advances to Alice's end of combat step
      Then Cat Soldier Token dealt 1 combat damage to Bob

  @rule:508.4d
  Rule: 508.4d
    A creature that’s put onto the battlefield attacking during the declare blockers step, combat damage step, or end of combat step enters the battlefield as an unblocked creature. It remains unblocked until it is removed from combat, an effect says it becomes blocked, or the combat phase ends, whichever comes first.

    @rule:702.49a @rule:506.3d
    @id:the-ninja-entering-attacking-after-bob-declared-no-blockers
    Scenario: The Ninja entering attacking after Bob declared no blockers is unblocked: Bob's untapped Giant Spider can't block it now, and it deals Bob 6 (not: it can still be blocked)
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      And all players pass priority
      Then Ninja of the New Moon is attacking
      And Ninja of the New Moon is not blocked
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt 6 combat damage to Bob
      And Giant Spider is not blocking
      And Bob's life total is 14

  @rule:508.5
  Rule: 508.5
    If an ability of an attacking creature refers to a defending player, or a spell or ability refers to both an attacking creature and a defending player, then unless otherwise specified, the defending player it’s referring to is the player that creature is attacking, the controller of the planeswalker that creature is attacking, or the protector of the battle that creature is attacking. If that creature is no longer attacking, the defending player it’s referring to is the player that creature was attacking before it was removed from combat, the controller of the planeswalker that creature was attacking before it was removed from combat, or the protector of the battle that creature was attacking before it was removed from combat.

    @id:goblin-guides-defending-player-is-bob-whom-it-attacks-not
    Scenario: Goblin Guide's "defending player" is Bob, whom it attacks (not: the ability's controller)
      Given Alice controls a Goblin Guide
      And Alice has a Mountain in her library
      And Bob has a Forest in his library
      When Alice attacks Bob with Goblin Guide
      And all players pass priority
      Then Forest is in his hand
      And Mountain is in her library

  @rule:508.5a
  Rule: 508.5a
    In a multiplayer game, any rule, object, or effect that refers to a “defending player” refers to one specific defending player, not to all of the defending players. If a spell or ability could apply to multiple attacking creatures, the appropriate defending player is individually determined for each of those attacking creatures. If there are multiple defending players that could be chosen, the controller of the spell or ability chooses one.

    @id:goblin-guide-attacking-bob-makes-bob-reveal-and-not-carol
    Scenario: Goblin Guide attacking Bob makes Bob reveal, and not Carol, whom another creature attacks (not: every defending player)
      Given Alice, Bob and Carol are playing
      And Alice controls a Goblin Guide and a Grizzly Bears
      And Bob has a Forest in his library
      And Carol has a Mountain in her library
      When Alice attacks Bob with Goblin Guide and attacks Carol with Grizzly Bears
      And all players pass priority
      Then Forest is in his hand
      And Mountain is in her library

    @id:two-goblin-guides-attacking-bob-and-carol-each-trigger
    Scenario: Two Goblin Guides attack Bob and Carol: each trigger's defending player is the one its Goblin Guide attacks (not: one player for both)
      Given Alice, Bob and Carol are playing
      And Alice controls two Goblin Guides
      And Bob has a Forest and a Plains in his library
      And Carol has a Mountain and an Island in her library
      When Alice attacks Bob with Goblin Guide and attacks Carol with Goblin Guide
      And all players pass priority
      And all players pass priority
      Then Forest is in his hand
      And Plains is in his library
      And Mountain is in her hand
      And Island is in her library

    @rule:508.5
    @id:goblin-guide-destroyed-before-its-trigger-resolves-carol
    Scenario: Goblin Guide destroyed before its trigger resolves: Carol, whom it was attacking, still reveals (not: no one, or Bob)
      Given Alice, Bob and Carol are playing
      And Alice controls a Goblin Guide, a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      And Bob has a Forest in his library
      And Carol has a Mountain in her library
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Goblin Guide
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Goblin Guide
      And all players pass priority
      Then Goblin Guide is in its owner's graveyard
      When all players pass priority
      Then Mountain is in her hand
      And Bob's Forest is in his library

  @rule:508.6
  Rule: 508.6
    A player is “attacking [a player]” if the first player controls a creature that is attacking the second player. A player has “attacked [a player]” if the first player declared one or more creatures as attackers attacking the second player.

    @id:alices-curse-of-disturbance-on-herself-one-of-bobs-two
    Scenario: Alice's Curse of Disturbance on herself; one of Bob's two attackers is destroyed: Bob, still attacking her, creates a Zombie too
      Given it is Bob's precombat main phase
      And Alice controls a Curse of Disturbance attached to Alice, a Plains and three Swamps
      And Alice has a Divine Verdict in her hand
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Bob attacks Alice with Grizzly Bears and Savannah Lions
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Divine Verdict targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then Alice controls one Zombie token
      And Bob controls one Zombie token

  @rule:508.7
  Rule: 508.7
    Some cards allow a player to reselect which player, planeswalker, or battle a creature is attacking.

    @id:bob-pays-for-alices-capricopian-and-reselects-carol-it
    Scenario: Bob pays {2} for Alice's Capricopian and reselects Carol: it deals its combat damage to Carol (not: to Bob, whom it was declared attacking)
      Given Alice, Bob and Carol are playing
      And Alice controls a Capricopian with two +1/+1 counters
      And Bob controls two Forests
      When Alice attacks Bob with Capricopian
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob activates Alice's Capricopian, reselecting Carol
      And all players pass priority
      Then Capricopian has 3 +1/+1 counters
      When the game advances to Alice's end of combat step
      Then Carol's life total is 17
      And Bob's life total is 20

    @id:carol-now-attacked-may-send-capricopian-back-to-bob-bob-no
    Scenario: Carol, now attacked, may send Capricopian back to Bob; Bob, no longer attacked by it, can't activate it again (not: the player it was declared attacking)
      Given Alice, Bob and Carol are playing
      And Alice controls a Capricopian with two +1/+1 counters
      And Bob controls four Forests
      And Carol controls two Islands
      When Alice attacks Bob with Capricopian
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob activates Alice's Capricopian, reselecting Carol
      And all players pass priority
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob tries to activate Alice's Capricopian, reselecting Alice
      Then that is illegal
      When Bob passes priority
      And Carol taps Island for mana
      And Carol taps Island for mana
      And Carol activates Alice's Capricopian, reselecting Bob
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Carol's life total is 20

    @id:alice-capricopians-controller-can-t-activate-its-ability
    Scenario: Alice, Capricopian's controller, can't activate its ability: only the player it attacks may (not: its controller, CR 602.2)
      Given Alice controls a Capricopian with two +1/+1 counters and two Forests
      When Alice attacks Bob with Capricopian
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice tries to activate Capricopian
      Then that is illegal
      And Capricopian has 2 +1/+1 counters

    @id:in-the-declare-blockers-step-bob-can-no-longer-activate
    Scenario: In the declare blockers step Bob can no longer activate Capricopian (not: any time during combat)
      Given Alice controls a Capricopian with two +1/+1 counters
      And Bob controls two Forests
      When Alice attacks Bob with Capricopian
      And Bob declares no blockers
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob tries to activate Alice's Capricopian
      Then that is illegal
      And Capricopian has 2 +1/+1 counters

  @rule:508.7a
  Rule: 508.7a
    The attacking creature isn’t removed from combat and it isn’t considered to have attacked a second time. That creature is attacking the reselected player or permanent, but it’s still considered to have attacked the player or permanent chosen as it was declared as an attacker.

    @id:capricopian-reselected-to-attack-carol-stays-attacking-and
    Scenario: Capricopian reselected to attack Carol stays attacking, and the Curse on Carol doesn't trigger (not: it attacked again, now Carol)
      Given Alice, Bob and Carol are playing
      And Alice controls a Capricopian with two +1/+1 counters
      And Alice controls a Curse of Disturbance attached to Carol
      And Bob controls two Forests
      When Alice attacks Bob with Capricopian
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob activates Alice's Capricopian, reselecting Carol
      And all players pass priority
      Then Capricopian is attacking
      And Curse of Disturbance's ability did not trigger
      And Alice controls no Zombie tokens
      When the game advances to Alice's end of combat step
      Then Carol's life total is 17

    @id:capricopian-reselected-away-from-the-cursed-player-the-curse
    Scenario: Capricopian reselected away from Bob, whom Alice's Curse enchants: the Curse triggered once, as Capricopian was declared, and not again
      Given Alice, Bob and Carol are playing
      And Alice controls a Capricopian with two +1/+1 counters
      And Alice controls a Curse of Disturbance attached to Bob
      And Bob controls two Forests
      When Alice attacks Bob with Capricopian
      Then Curse of Disturbance's ability triggered once
      When all players pass priority
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob activates Alice's Capricopian, reselecting Carol
      And all players pass priority
      Then Curse of Disturbance's ability triggered once
      And Alice controls one Zombie token
      And Capricopian is attacking

  @rule:508.7b
  Rule: 508.7b
    While reselecting which player, planeswalker, or battle a creature is attacking, that creature isn’t affected by requirements or restrictions that apply to the declaration of attackers.

    @id:reselected-to-attack-carol-who-controls-propaganda
    Scenario: Reselected to attack Carol, who controls Propaganda, Capricopian attacks her with no {2} paid (not: the cost to attack her applies)
      Given Alice, Bob and Carol are playing
      And Alice controls a Capricopian with two +1/+1 counters
      And Bob controls two Forests
      And Carol controls a Propaganda
      When Alice attacks Bob with Capricopian
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob activates Alice's Capricopian, reselecting Carol
      And all players pass priority
      Then Capricopian is attacking
      When the game advances to Alice's end of combat step
      Then Carol's life total is 17
      And Bob's life total is 20

  @rule:508.7c
  Rule: 508.7c
    The reselected player, planeswalker, or battle must be an opponent of the attacking creature’s controller, a planeswalker controlled by an opponent of the attacking creature’s controller, or a battle protected by an opponent of the attacking creature’s controller.

    @id:bob-cant-reselect-capricopian-to-attack-alice-its-controller
    Scenario: Bob can't reselect Capricopian to attack Alice, its controller (not: any player)
      Given Alice controls a Capricopian with two +1/+1 counters
      And Bob controls two Forests
      When Alice attacks Bob with Capricopian
      And Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob tries to activate Alice's Capricopian, reselecting Alice
      Then that is illegal
      And Capricopian has 2 +1/+1 counters
      When all players pass priority
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Alice's life total is 20

  @rule:508.8
  Rule: 508.8
    If no creatures are declared as attackers or put onto the battlefield attacking, skip the declare blockers and combat damage steps.

    @id:with-no-attackers-there-is-no-combat-damage-step
    Scenario: With no attackers, there is no combat damage step
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      And the game advances to Alice's end of combat step
      Then there were no combat damage steps
      And Bob's life total is 20

    @id:with-no-attackers-there-is-no-declare-blockers-step-to
    Scenario: With no attackers, there is no declare blockers step to declare blockers in
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice declares no attackers
      And Bob tries to declare no blockers
      Then that is illegal

    @id:with-an-attacker-both-steps-happen
    Scenario: With an attacker, both steps happen
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then there was one combat damage step
      And Bob's life total is 18

    @id:with-no-attackers-the-game-cant-advance-to-a-combat-damage
    Scenario: With no attackers, the game can't advance to a combat damage step: there is none this combat
      Given Alice controls a Grizzly Bears
      When Alice declares no attackers
      And the game tries to advance to Alice's combat damage step
      Then that is illegal
