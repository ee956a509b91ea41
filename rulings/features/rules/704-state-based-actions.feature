Feature: 704. State-Based Actions
  State-based actions, as far as the cards in scope need them. Each paragraph of CR 704 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:704.1
  Rule: 704.1
    State-based actions are game actions that happen automatically whenever certain conditions (listed below) are met. State-based actions don’t use the stack.

    @rule:704.5g
    @id:lethal-damage-grizzly-bears-dies-with-nothing-on-the-stack
    Scenario: Bob's Grizzly Bears with lethal damage marked dies as Alice passes priority, with nothing put on the stack for anyone to respond to (not: an ability that waits on the stack)
      Given Bob controls a Grizzly Bears with 2 damage marked on it
      When Alice passes priority
      Then Grizzly Bears is in its owner's graveyard
      And the stack is empty
      And Bob has priority

  @rule:704.1a
  Rule: 704.1a
    Abilities that watch for a specified game state are triggered abilities, not state-based actions. (See rule 603, “Handling Triggered Abilities.”)

    @rule:603.8
    @id:phylactery-lichs-state-trigger-waits-on-the-stack
    Scenario: Once Disenchant destroys the Fellwar Stone with the phylactery counter, Phylactery Lich's "when you control no permanents with phylactery counters" triggers and waits on the stack, the Lich still on the battlefield, until it resolves (not: a state-based action that sacrifices it at once)
      Given Alice controls a Phylactery Lich and a Fellwar Stone with 1 phylactery counter
      And Alice has a Disenchant in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Disenchant targeting Fellwar Stone
      And all players pass priority
      Then Fellwar Stone is in her graveyard
      And Phylactery Lich's ability triggered once
      And the top of the stack is an ability of Phylactery Lich
      And Phylactery Lich is on the battlefield
      When all players pass priority
      Then Phylactery Lich is in her graveyard

  @rule:704.4
  Rule: 704.4
    Unlike triggered abilities, state-based actions pay no attention to what happens during the resolution of a spell or ability.

    @rule:704.5a @rule:608.2c
    @id:agonizing-syphon-takes-alice-below-0-and-back-she-plays-on
    Scenario: Alice at 2 life aims Agonizing Syphon at herself: its 3 damage takes her to -1 and its 3 life back to 2 before anyone would receive priority, so she doesn't lose (not: the state-based action sees the -1 during the resolution)
      Given Alice's life total is 2
      And Alice has an Agonizing Syphon in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice casts Agonizing Syphon targeting Alice
      And all players pass priority
      Then Alice's life total is 2
      And Alice has not lost the game

  @rule:704.3
  Rule: 704.3
    Whenever a player would get priority (see rule 117, “Timing and Priority”), the game checks for any of the listed conditions for state-based actions, then performs all applicable state-based actions simultaneously as a single event. If any state-based actions are performed as a result of a check, the check is repeated; otherwise all triggered abilities that are waiting to be put on the stack are put on the stack, then the check is repeated. Once no more state-based actions have been performed as the result of a check and no triggered abilities are waiting to be put on the stack, the appropriate player gets priority. This process also occurs during the cleanup step (see rule 514), except that if no state-based actions are performed as the result of the step’s first check and no triggered abilities are waiting to be put on the stack, then no player gets priority and the step ends.

    @rule:704.5a @rule:704.5f
    @id:the-check-is-repeated-platinum-angel-dies-in-one-check-its
    Scenario: The check is repeated: Platinum Angel dies in one check, its controller at 0 life loses in the next (not: one check only)
      Given Alice's life total is 0
      And Alice controls a Platinum Angel
      And four -1/-1 counters were just put on Platinum Angel at once
      When Alice passes priority
      Then Platinum Angel is in her graveyard
      And Alice has lost the game

    @rule:704.5a @rule:704.5f
    @id:all-at-once-a-player-at-0-life-loses-even-though-the
    @rule:104.2a
    Scenario: All at once: with both players at 0 life, the one whose Platinum Angel dies in that same check doesn't lose, as the other's loss ends the game (not: the creature first, then the players)
      Given Alice's life total is 0
      And Alice controls a Platinum Angel
      And four -1/-1 counters were just put on Platinum Angel at once
      And Bob's life total is 0
      When Alice passes priority
      Then Platinum Angel is in her graveyard
      And Bob has lost the game
      And Alice has not lost the game
      And Alice has won the game

    @rule:704.5d @rule:704.5f
    @id:a-token-with-toughness-0-goes-to-the-graveyard-in-one-check
    Scenario: A token with toughness 0 goes to the graveyard in one check and ceases to exist in the next
      Given Alice controls a Hangarback Walker with one +1/+1 counter and an Illness in the Ranks
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      And all players pass priority
      Then one token was created, died and ceased to exist

  @rule:704.5a
  Rule: 704.5a
    If a player has 0 or less life, that player loses the game.

    @id:a-player-at-1-life-hasnt-lost-the-game
    Scenario: A player at 1 life hasn't lost the game
      Given Bob's life total is 1
      When Alice passes priority
      Then Bob has not lost the game

    @id:a-player-at-0-life-loses-the-game
    Scenario: A player at 0 life loses the game
      Given Bob's life total is 0
      When Alice passes priority
      Then Bob has lost the game

  @rule:704.5b
  Rule: 704.5b
    If a player attempted to draw a card from a library with no cards in it since the last time state-based actions were checked, that player loses the game.

    @id:alice-drawing-from-an-empty-library-in-her-draw-step-loses
    Scenario: Alice, drawing from an empty library in her draw step, loses the game
      Given it is Alice's upkeep
      When the game advances to Alice's draw step
      Then Alice has lost the game
      And Bob has not lost the game

    @id:not-losing-for-having-an-empty-library-bobs-empty-library
    Scenario: (not: losing for having an empty library) Bob's empty library costs him nothing while he doesn't draw
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's end step
      Then Bob has not lost the game
      And Alice has not lost the game

    @id:not-drawing-the-last-card-loses-drawing-the-last-card-of-a
    Scenario: (not: drawing the last card loses) Drawing the last card of a library loses nothing
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's draw step
      Then Forest is in her hand
      And Alice has not lost the game

    @id:silver-scrutiny-for-x-2-with-one-card-in-the-library-the
    Scenario: Silver Scrutiny for X = 2 with one card in the library: the card is drawn, and Alice loses
      Given Alice has a Silver Scrutiny in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{U}{C}{C}
      When Alice casts Silver Scrutiny with X = 2
      And all players pass priority
      Then Forest is in her hand
      And Alice has lost the game

  @rule:704.5c
  Rule: 704.5c
    If a player has ten or more poison counters, that player loses the game. Ignore this rule in Two-Headed Giant games; see rule 704.6b instead.

    @id:eleven-poison-counters-lose-the-game-too-not-exactly-ten
    Scenario: Eleven poison counters lose the game too (not: exactly ten)
      Given Bob has 11 poison counters
      When Alice passes priority
      Then Bob has lost the game
      And Alice has not lost the game

    @id:poison-counters-are-counted-per-player-nine-and-nine-dont
    Scenario: Poison counters are counted per player: nine and nine don't add up
      Given Alice has 9 poison counters
      And Bob has 9 poison counters
      When Alice passes priority
      Then Alice has not lost the game
      And Bob has not lost the game

  @rule:704.5d
  Rule: 704.5d
    If a token is in a zone other than the battlefield, it ceases to exist.

    @rule:704.5f
    @id:a-thopter-token-that-illness-in-the-ranks-makes-0-0-dies-and
    Scenario: A Thopter token that Illness in the Ranks makes 0/0 dies and then ceases to exist; the Hangarback Walker card stays in the graveyard
      Given Alice controls a Hangarback Walker with one +1/+1 counter and an Illness in the Ranks
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      Then Hangarback Walker is in her graveyard
      When all players pass priority
      Then one token was created, died and ceased to exist
      And Alice controls no Thopter tokens
      And Hangarback Walker is in her graveyard

    @id:a-token-on-the-battlefield-goes-on-existing-not-every-token
    Scenario: A token on the battlefield goes on existing (not: every token ceases to exist)
      Given Alice controls a Hangarback Walker with one +1/+1 counter
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      And all players pass priority
      Then Alice controls one Thopter token
      And no tokens were created, died and ceased to exist

  @rule:704.5e
  Rule: 704.5e
    If a copy of a spell is in a zone other than the stack, it ceases to exist. If a copy of a card is in any zone other than the stack or the battlefield, it ceases to exist.

    # The second sentence is not shown: the reference engine makes no copy of a card (a Clone's is another
    # area's).
    @rule:707.10 @rule:608.2n
    @id:the-copy-of-forked-bolt-resolves-and-ceases-to-exist-alices
    Scenario: The copy of Forked Bolt resolves and ceases to exist: Alice's graveyard holds Forked Bolt and Choreographed Sparks only (not: the copy there too)
      Given Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 18
      And Alice has one card in her graveyard
      When all players pass priority
      Then Bob's life total is 16
      And Alice has two cards in her graveyard

    @rule:701.6a
    @id:the-copy-of-forked-bolt-countered-by-insidious-will-ceases-to
    Scenario: The copy of Forked Bolt, countered by Insidious Will, ceases to exist too: three cards in the graveyard, and Bob takes 2 damage
      Given Alice has a Forked Bolt, a Choreographed Sparks and an Insidious Will in her hand
      And Alice's mana pool holds {R}{R}{R}{C}{C}{U}{U}
      When Alice casts Forked Bolt targeting Bob
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt
      And all players pass priority
      And Alice casts Insidious Will choosing "Counter target spell" targeting the copy of Forked Bolt
      And all players pass priority
      Then the stack holds one object
      And Alice has two cards in her graveyard
      When all players pass priority
      Then Bob's life total is 18
      And Alice has three cards in her graveyard

  @rule:704.5f
  Rule: 704.5f
    If a creature has toughness 0 or less, it’s put into its owner’s graveyard. Regeneration can’t replace this event.

    @id:grizzly-bears-with-two-1-1-counters-has-toughness-0-and-is-put
    Scenario: Grizzly Bears with two -1/-1 counters has toughness 0: it's put into Bob's graveyard
      Given Bob controls a Grizzly Bears
      And two -1/-1 counters were just put on Grizzly Bears at once
      When Alice passes priority
      Then Grizzly Bears is in his graveyard

    @id:grizzly-bears-with-one-1-1-counter-is-a-1-1-and-stays
    Scenario: Grizzly Bears with one -1/-1 counter is a 1/1 and stays (not: any -1/-1 counter kills)
      Given Bob controls a Grizzly Bears
      And one -1/-1 counter was just put on Grizzly Bears
      When Alice passes priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears is a 1/1 creature

  @rule:704.5g
  Rule: 704.5g
    If a creature has toughness greater than 0, it has damage marked on it, and the total damage marked on it is greater than or equal to its toughness, that creature has been dealt lethal damage and is destroyed. Regeneration can replace this event.

    @id:shock-deals-2-damage-to-grizzly-bears-lethal-damage-destroys-it
    Scenario: Shock deals 2 damage to Grizzly Bears: damage equal to its toughness is lethal, and it's destroyed
      Given Bob controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard

    @id:damage-adds-up-giant-spider-with-4-damage-marked-is-destroyed
    Scenario: Damage adds up: Giant Spider survives Shock with 2 damage marked, and Forked Bolt's 2 more, equal to its toughness 4, destroy it (not: each damage event checked alone, or "greater than" only)
      Given Bob controls a Giant Spider
      And Alice has a Shock and a Forked Bolt in her hand
      And Alice's mana pool holds {R}{R}
      When Alice casts Shock targeting Giant Spider
      And all players pass priority
      Then Giant Spider is on the battlefield
      And Giant Spider has 2 damage marked on it
      When Alice casts Forked Bolt targeting Giant Spider
      And all players pass priority
      Then Giant Spider is in his graveyard

  @rule:704.5h
  Rule: 704.5h
    If a creature has toughness greater than 0, and it’s been dealt damage by a source with deathtouch since the last time state-based actions were checked, that creature is destroyed. Regeneration can replace this event.

    @id:serra-angel-blocks-typhoid-rats-1-deathtouch-damage-destroys-it
    Scenario: Serra Angel blocks Typhoid Rats: 1 damage from a source with deathtouch destroys the 4/4 (not: only lethal damage destroys)
      Given Alice controls a Typhoid Rats
      And Bob controls a Serra Angel
      When Alice attacks Bob with Typhoid Rats
      And Bob blocks Typhoid Rats with Serra Angel
      And the game advances to Alice's end of combat step
      Then Typhoid Rats dealt 1 combat damage to Serra Angel
      And Serra Angel is in his graveyard
      And Typhoid Rats is in her graveyard

    @rule:702.12b
    @id:darksteel-myr-blocks-typhoid-rats-destroyed-by-deathtouch-indestructible-stays
    Scenario: Indestructible Darksteel Myr blocks Typhoid Rats: deathtouch destroys, so it stays (not: deathtouch puts it into the graveyard whatever)
      Given Alice controls a Typhoid Rats
      And Bob controls a Darksteel Myr
      When Alice attacks Bob with Typhoid Rats
      And Bob blocks Typhoid Rats with Darksteel Myr
      And the game advances to Alice's end of combat step
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 1 damage marked on it

  @rule:704.5i
  Rule: 704.5i
    If a planeswalker has loyalty 0, it’s put into its owner’s graveyard.

    @id:a-planeswalker-with-no-loyalty-counters-is-put-into-its
    Scenario: A planeswalker with no loyalty counters is put into its owner's graveyard (not: its printed loyalty of 4 counts)
      Given Bob controls a Teferi, Time Raveler with 0 loyalty counters
      When Alice passes priority
      Then Teferi, Time Raveler is in his graveyard

    @id:a-planeswalker-with-one-loyalty-counter-stays-on-the
    Scenario: A planeswalker with one loyalty counter stays on the battlefield
      Given Bob controls a Teferi, Time Raveler with 1 loyalty counter
      When Alice passes priority
      Then Teferi, Time Raveler is on the battlefield

    @id:a-planeswalker-spell-resolves-it-enters-with-its-printed
    Scenario: A planeswalker spell resolves: it enters with its printed loyalty and stays (not: with none, and dies)
      Given Alice has a Teferi, Time Raveler in her hand
      And Alice's mana pool holds {C}{W}{U}
      When Alice casts Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler is on the battlefield
      And Teferi, Time Raveler has 4 loyalty counters

  @rule:704.5j
  Rule: 704.5j
    If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them, and the rest are put into their owners’ graveyards. This is called the “legend rule.”

    @id:a-second-kwende-its-controller-keeps-the-new-one-and-the-old
    Scenario: A second Kwende: its controller keeps the new one, and the old one goes to the graveyard
      Given Alice controls a Kwende, Pride of Femeref
      And Alice has a Kwende, Pride of Femeref in her hand
      And Alice's mana pool holds {C}{C}{C}{W}
      When the Kwende, Pride of Femeref in Alice's hand is cast and resolves, and she keeps the new one
      Then the new Kwende, Pride of Femeref remains on the battlefield
      And the old Kwende, Pride of Femeref was put into its owner's graveyard

    @id:a-second-kwende-its-controller-may-keep-the-old-one-instead
    Scenario: A second Kwende: its controller may keep the old one instead (not: the newest always stays)
      Given Alice controls a Kwende, Pride of Femeref
      And Alice has a Kwende, Pride of Femeref in her hand
      And Alice's mana pool holds {C}{C}{C}{W}
      When the Kwende, Pride of Femeref in Alice's hand is cast and resolves, and she keeps the old one
      Then the old Kwende, Pride of Femeref remains on the battlefield
      And the new Kwende, Pride of Femeref was put into its owner's graveyard

    @id:legendary-permanents-with-the-same-name-controlled-by
    Scenario: Legendary permanents with the same name controlled by different players both stay (not: one per game)
      Given Bob controls a Kwende, Pride of Femeref
      And Alice has a Kwende, Pride of Femeref in her hand
      And Alice's mana pool holds {C}{C}{C}{W}
      When the Kwende, Pride of Femeref in Alice's hand is cast and resolves
      Then Bob's Kwende, Pride of Femeref is on the battlefield
      And Alice's Kwende, Pride of Femeref is on the battlefield

    @id:the-legend-rule-applies-to-a-legendary-land-too-not-only-to
    Scenario: The legend rule applies to a legendary land too (not: only to creatures)
      Given Alice controls a Gaea's Cradle
      And Alice has a Gaea's Cradle in her hand
      When the Gaea's Cradle in Alice's hand is played, and she keeps the old one
      Then the old Gaea's Cradle remains on the battlefield
      And the new Gaea's Cradle was put into its owner's graveyard

  @rule:704.5k
  Rule: 704.5k
    If two or more permanents have the supertype world, all except the one that has had the world supertype for the shortest amount of time are put into their owners’ graveyards. In the event of a tie for the shortest amount of time, all are put into their owners’ graveyards. This is called the “world rule.”

    @id:a-new-world-enchantment-puts-the-older-one-into-its-owners
    Scenario: A new world enchantment puts the older one into its owner's graveyard, whoever controls it
      Given Alice controls a Concordant Crossroads
      And it is Bob's precombat main phase
      And Bob has a Concordant Crossroads in his hand
      And Bob's mana pool holds {G}
      When Bob casts Concordant Crossroads
      And all players pass priority
      Then Alice's Concordant Crossroads is in her graveyard
      And Bob's Concordant Crossroads is on the battlefield

    @id:two-world-enchantments-on-the-board-the-game-began-with
    Scenario: Two world enchantments on the board the game began with: neither is newer, so both go (not: the one listed last stays)
      Given Alice controls a Concordant Crossroads
      And Bob controls a Concordant Crossroads
      When Alice passes priority
      Then Alice's Concordant Crossroads is in her graveyard
      And Bob's Concordant Crossroads is in his graveyard

  @rule:704.5m
  Rule: 704.5m
    If an Aura is attached to an illegal object or player, or is not attached to an object or player, that Aura is put into its owner’s graveyard.

    @rule:702.5a
    @id:wild-growth-with-enchant-land-stays-attached-to-a-forest
    Scenario: Wild Growth, with enchant land, stays attached to a Forest
      Given Alice controls a Forest and a Wild Growth attached to her Forest
      When Alice passes priority
      Then Wild Growth is on the battlefield

    @rule:702.5a
    @id:wild-growth-attached-to-a-creature-is-put-into-its-owners
    Scenario: Wild Growth attached to a creature is put into its owner's graveyard
      Given Alice controls a Grizzly Bears and a Wild Growth attached to her Grizzly Bears
      When Alice passes priority
      Then Wild Growth is in her graveyard
      And Grizzly Bears is on the battlefield


  @rule:704.8
  Rule: 704.8
    If a state-based action results in a permanent leaving the battlefield at the same time other state-based actions were performed, that permanent’s last known information is derived from the game state before any of those state-based actions were performed.

    @rule:704.5q @rule:704.5g @rule:603.10a
    @id:hangarback-walker-dies-as-its-counters-would-cancel-two-thopters
    Scenario: Hangarback Walker with two +1/+1 counters, 1 damage marked and a -1/-1 counter just put on it dies in the same check that cancels a +1/+1 counter with the -1/-1 counter: it last had two +1/+1 counters, so two Thopters (not: one, counted after the counters cancelled)
      Given Alice controls a Hangarback Walker with 2 +1/+1 counters with 1 damage marked on it
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      Then Hangarback Walker is in its owner's graveyard
      When all players pass priority
      Then Alice controls two Thopter tokens
