Feature: 702.90 Infect and 702.80 Wither
  Damage from a source with infect gives a player poison counters instead of making them lose life, and puts
  -1/-1 counters on a creature instead of being marked on it; wither does the latter only. Each paragraph of
  CR 702.90 and 702.80 (2026-09-25) that a board can show is quoted verbatim under its number; its scenarios
  show it on a board, with the state-based actions it leads to (CR 704.5c, 704.5f).

  @rule:702.90a
  Rule: 702.90a
    Infect is a static ability.

    @id:infect-works-without-being-activated-the-turn-the-creature-entered
    Scenario: Glistener Elf's infect works without being activated, the turn it entered: Grizzly Bears gets a -1/-1 counter
      Given Alice controls a Grizzly Bears
      And Bob controls a Glistener Elf
      And Glistener Elf entered the battlefield this turn
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Glistener Elf
      Then the stack is empty
      When the game advances to Alice's end of combat step
      Then Glistener Elf dealt 1 combat damage to Grizzly Bears
      And Grizzly Bears has 1 -1/-1 counter on it
      And Grizzly Bears is a 1/1 creature

  @rule:702.90b
  Rule: 702.90b
    Damage dealt to a player by a source with infect doesn’t cause that player to lose life. Rather, it causes that source’s controller to give the player that many poison counters. See rule 120.3.

    @id:infect-damage-to-a-player-is-poison-counters-not-life-loss
    Scenario: Cystbearer unblocked gives Bob 2 poison counters and Bob loses no life (not: poison counters as well as life loss)
      Given Alice controls a Cystbearer
      When Alice attacks Bob with Cystbearer
      And the game advances to Alice's end of combat step
      Then Cystbearer dealt 2 combat damage to Bob
      And Bob has 2 poison counters
      And Bob's life total is 20

    @id:infect-poison-counters-go-to-the-player-dealt-damage
    Scenario: The poison counters go to the player dealt the damage, not to the infect creature's controller
      Given Alice controls a Glistener Elf
      When Alice attacks Bob with Glistener Elf
      And the game advances to Alice's end of combat step
      Then Bob has 1 poison counter
      And Alice has no poison counters
      And Alice's life total is 20

    @rule:704.5c
    @id:infect-damage-takes-a-player-to-ten-poison-counters
    Scenario: Bob at 9 poison counters dealt 2 infect damage has 11 and loses the game, at 20 life
      Given Alice controls a Cystbearer
      And Bob has 9 poison counters
      When Alice attacks Bob with Cystbearer
      And the game advances to Alice's end of combat step
      Then Bob has lost the game
      And Bob's life total is 20

  @rule:702.90c
  Rule: 702.90c
    Damage dealt to a creature by a source with infect isn’t marked on that creature. Rather, it causes that source’s controller to put that many -1/-1 counters on that creature. See rule 120.3.

    @id:infect-damage-to-a-creature-is-counters-not-marked-damage
    Scenario: Cystbearer blocked by Giant Spider puts 2 -1/-1 counters on it and marks no damage: a 0/2 (not: 2 damage marked on a 2/4)
      Given Alice controls a Cystbearer
      And Bob controls a Giant Spider
      When Alice attacks Bob with Cystbearer
      And Bob blocks Cystbearer with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider has 2 -1/-1 counters on it
      And Giant Spider has no damage marked on it
      And Giant Spider is a 0/2 creature
      And Cystbearer has 2 damage marked on it

    @id:infect-counters-outlast-the-cleanup-step
    Scenario: The -1/-1 counters stay after the cleanup step, where marked damage would be removed (CR 514.2)
      Given Alice controls a Cystbearer
      And Bob controls a Giant Spider
      When Alice attacks Bob with Cystbearer
      And Bob blocks Cystbearer with Giant Spider
      And the game advances to Bob's upkeep
      Then Giant Spider has 2 -1/-1 counters on it
      And Giant Spider is a 0/2 creature
      And Cystbearer has no damage marked on it

    @rule:704.5f
    @id:infect-puts-an-indestructible-creature-into-the-graveyard
    Scenario: Infect damage equal to Darksteel Myr's toughness puts it into the graveyard though it is indestructible (not: it survives as after lethal damage)
      Given Alice controls a Glistener Elf
      And Bob controls a Darksteel Myr
      When Alice attacks Bob with Glistener Elf
      And Bob blocks Glistener Elf with Darksteel Myr
      And the game advances to Alice's end of combat step
      Then Darksteel Myr is in its owner's graveyard

    @id:infect-noncombat-damage-in-a-fight-is-counters-too
    Scenario: Glistener Elf fighting Giant Spider puts 2 -1/-1 counters on it: noncombat damage too (not: only combat damage)
      Given Alice controls a Glistener Elf
      And Bob controls a Giant Spider
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Swift Kick targeting Glistener Elf and Giant Spider
      And all players pass priority
      Then Giant Spider has 2 -1/-1 counters on it
      And Giant Spider has no damage marked on it
      And Giant Spider is a 0/2 creature
      And Glistener Elf is in its owner's graveyard

  @rule:702.80a
  Rule: 702.80a
    Wither is a static ability. Damage dealt to a creature by a source with wither isn’t marked on that creature. Rather, it causes that source’s controller to put that many -1/-1 counters on that creature. See rule 120.3.

    @id:wither-damage-to-a-creature-is-counters
    Scenario: Sickle Ripper blocked by Giant Spider puts 2 -1/-1 counters on it, no damage marked: a 0/2
      Given Alice controls a Sickle Ripper
      And Bob controls a Giant Spider
      When Alice attacks Bob with Sickle Ripper
      And Bob blocks Sickle Ripper with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider has 2 -1/-1 counters on it
      And Giant Spider has no damage marked on it
      And Giant Spider is a 0/2 creature

    @id:wither-damage-to-a-player-is-life-loss-not-poison
    Scenario: Sickle Ripper unblocked makes Bob lose 2 life and gives no poison counters (not: wither is infect)
      Given Alice controls a Sickle Ripper
      When Alice attacks Bob with Sickle Ripper
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Bob has no poison counters
