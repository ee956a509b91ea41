Feature: 120. Damage
  Damage marked on a creature, as a board may start with it: it counts toward lethal damage and stays until the
  cleanup step. Each paragraph of CR 120 (2026-04-17) that a board can show is quoted verbatim under its number;
  its scenarios show it on a board, with the state-based action of lethal damage (CR 704.5g).

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
