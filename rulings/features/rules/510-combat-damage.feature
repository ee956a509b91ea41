Feature: 510. Combat Damage Step
  Combat damage is assigned and dealt at once as the step begins; with a first or double striker in combat,
  a first combat damage step comes before the regular one. Each paragraph of CR 510 (2026-04-17) that a board
  can show is quoted verbatim under its number; its scenarios show it on a board, with the state-based actions
  of lethal damage and 0 life (CR 704.5a, 704.5g) and damage wearing off in cleanup (CR 514.2).

  @rule:510.1
  Rule: 510.1
    First, the active player announces how each attacking creature assigns its combat damage, then the defending player announces how each blocking creature assigns its combat damage. This turn-based action doesn’t use the stack. A player assigns a creature’s combat damage according to the following rules:

    @rule:510.1c
    @id:the-active-player-announces-how-her-attacking-creatures
    Scenario: The active player announces how her attacking creature's damage is divided, and that division is dealt
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel assigns 2 damage to Wind Drake and 2 damage to Giant Spider as the game advances to Alice's end of combat step
      Then Wind Drake is in its owner's graveyard
      And Giant Spider has 2 damage marked on it

  @rule:510.1a
  Rule: 510.1a
    Each attacking creature and each blocking creature assigns combat damage equal to its power. Creatures that would assign 0 or less damage this way don’t assign combat damage at all.

    @id:a-creature-with-0-power-assigns-no-combat-damage
    Scenario: A creature with 0 power assigns no combat damage
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has no damage marked on it
      And Wall of Mist has 2 damage marked on it

    @id:a-0-power-blocker-deals-no-combat-damage-at-all-not-0-damage
    Scenario: A 0-power blocker deals no combat damage at all, not 0 damage
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      And the game advances to Alice's end of combat step
      Then Wall of Mist dealt no combat damage
      And Grizzly Bears dealt 2 combat damage to Wall of Mist

    @id:a-0-power-attacker-unblocked-deals-no-combat-damage-to-the
    Scenario: A 0-power attacker, unblocked, deals no combat damage to the player it attacks
      Given Alice controls a Giant Spider
      And two -1/-1 counters were just put on Giant Spider
      When Alice attacks Bob with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider dealt no combat damage
      And Bob's life total is 20

    @id:a-blocking-creature-with-1-power-deals-1-damage-not-only-2
    Scenario: A blocking creature with 1 power deals 1 damage (not: only 2 or more)
      Given Alice controls a Grizzly Bears
      And Bob controls a Raging Goblin
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Raging Goblin
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has 1 damage marked on it
      And Raging Goblin dealt 1 combat damage to Grizzly Bears

    @id:power-counts-1-1-counters-a-grizzly-bears-with-two-deals-4
    Scenario: Power counts +1/+1 counters: a Grizzly Bears with two deals 4 damage
      Given Alice controls a Grizzly Bears
      And two +1/+1 counters were just put on Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:power-counts-1-1-counters-a-serra-angel-with-one-deals-3
    Scenario: Power counts -1/-1 counters: a Serra Angel with one deals 3 damage
      Given Alice controls a Serra Angel
      And one -1/-1 counter was just put on Serra Angel
      When Alice attacks Bob with Serra Angel
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17

    @id:an-auras-enchanted-creature-gets-1-1-counts-toward-the
    Scenario: An Aura's "enchanted creature gets +1/+1" counts toward the enchanted creature's damage only
      Given Alice controls a Grizzly Bears, a Nyxborn Rollicker attached to Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 3 combat damage to Bob
      And Savannah Lions dealt 2 combat damage to Bob

  @rule:510.1b
  Rule: 510.1b
    An unblocked creature assigns its combat damage to the player, planeswalker, or battle it’s attacking. If it isn’t currently attacking anything (if, for example, it was attacking a planeswalker that has left the battlefield), it assigns no combat damage.

    @id:an-unblocked-creature-deals-its-damage-to-the-player-it
    Scenario: An unblocked creature deals its damage to the player it attacks
      Given Alice controls a Grizzly Bears and a Serra Angel
      When Alice attacks Bob with Grizzly Bears and Serra Angel
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice's life total is 20

    @rule:704.5a
    @id:a-player-whose-life-total-drops-to-0-loses-the-game
    Scenario: A player whose life total drops to 0 loses the game
      Given Bob's life total is 2
      And Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 0
      And Bob has lost the game
      And Alice has not lost the game

  @rule:510.1c
  Rule: 510.1c
    A blocked creature assigns its combat damage to the creatures blocking it. If no creatures are currently blocking it (if, for example, they were destroyed or removed from combat), it assigns no combat damage. If exactly one creature is blocking it, it assigns all its combat damage to that creature. If two or more creatures are blocking it, it assigns its combat damage to those creatures divided as its controller chooses among them.

    # CR example: An attacking Elvish Regrower (a 4/3 creature) is blocked by Vampire Spawn (a 2/3 creature) and Helpful Hunter (a 1/1 creature). Elvish Regrower’s controller can assign all 4 damage to the Hunter, 1 damage to the Spawn and 3 damage to the Hunter, 2 damage to each creature, 3 damage to the Spawn and 1 damage to the Hunter, or all 4 damage to the Spawn.

    @id:a-creature-blocked-by-one-creature-deals-all-its-damage-to
    Scenario: A creature blocked by one creature deals all its damage to it, none to the player
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider is in its owner's graveyard
      And Serra Angel dealt 4 combat damage to Giant Spider
      And Bob's life total is 20

    @id:a-creature-blocked-by-two-divides-its-damage-among-them-as
    Scenario: A creature blocked by two divides its damage among them as its controller chooses
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel assigns 1 damage to Wind Drake and 3 damage to Giant Spider as the game advances to Alice's end of combat step
      Then Wind Drake has 1 damage marked on it
      And Giant Spider has 3 damage marked on it

    @id:a-division-that-doesnt-add-up-to-the-attackers-power-is
    Scenario: A division that doesn't add up to the attacker's power is illegal
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel tries to assign 2 damage to Wind Drake and 3 damage to Giant Spider as the game advances to Alice's end of combat step
      Then that is illegal
      And Giant Spider has no damage marked on it

    @id:a-blocked-creature-whose-blockers-are-gone-assigns-no-combat
    Scenario: A blocked creature whose blocker is destroyed before damage assigns no combat damage (not: to the player it attacks)
      Given Alice controls a Grizzly Bears and three Swamps
      And Bob controls a Savannah Lions
      And Alice has a Murder in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Murder targeting Savannah Lions
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Grizzly Bears dealt no combat damage
      And Bob's life total is 20

    @id:a-double-striker-whose-blocker-died-in-the-first-strike-step
    Scenario: A double striker whose blocker died in the first-strike step assigns no regular combat damage
      Given Alice controls a Fencing Ace
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Fencing Ace
      And Bob blocks Fencing Ace with Savannah Lions
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in its owner's graveyard
      And Fencing Ace dealt 1 combat damage
      And Bob's life total is 20

    @id:the-controller-may-assign-all-the-damage-to-one-of-two
    Scenario: The controller may assign all the damage to one of two blockers and none to the other
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Wind Drake and Giant Spider
      And Serra Angel assigns 4 damage to Giant Spider as the game advances to Alice's end of combat step
      Then Giant Spider is in its owner's graveyard
      And Wind Drake has no damage marked on it
      And Serra Angel dealt no combat damage to Wind Drake

    @id:assigning-0-damage-to-one-of-two-blockers-said-outright-is
    Scenario: Assigning 0 damage to one of two blockers, said outright, is the same legal division
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Wind Drake and Giant Spider
      And Serra Angel assigns 0 damage to Wind Drake and 4 damage to Giant Spider as the game advances to Alice's end of combat step
      Then Giant Spider is in its owner's graveyard
      And Wind Drake has no damage marked on it

  @rule:510.1d
  Rule: 510.1d
    A blocking creature assigns combat damage to the creatures it’s blocking. If it isn’t currently blocking any creatures (if, for example, they were destroyed or removed from combat), it assigns no combat damage. If it’s blocking exactly one creature, it assigns all its combat damage to that creature. If it’s blocking two or more creatures, it assigns its combat damage divided as its controller chooses among them.

    @id:a-blocking-creature-deals-its-damage-to-the-creature-it
    Scenario: A blocking creature deals its damage to the creature it blocks
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Giant Spider has 2 damage marked on it

    @rule:514.2
    @id:damage-marked-in-combat-stays-until-the-cleanup-step-then
    Scenario: Damage marked in combat stays until the cleanup step, then wears off
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's end step
      Then Giant Spider has 2 damage marked on it
      When the game advances to Bob's upkeep
      Then Giant Spider has no damage marked on it

  @rule:510.1e
  Rule: 510.1e
    Once a player has assigned combat damage from each attacking or blocking creature they control, the total damage assignment (not solely the damage assignment of any individual attacking or blocking creature) is checked to see if it complies with the above rules. If it doesn’t, the combat damage assignment is illegal; the game returns to the moment before that player began to assign combat damage. (See rule 733, “Handling Illegal Actions.”)

    @id:an-illegal-damage-assignment-returns-the-game-to-the-moment
    Scenario: An illegal damage assignment returns the game to the moment before Alice began to assign, in the combat damage step with no one holding priority (not: back to the declare blockers step)
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel tries to assign 3 damage to Wind Drake and 3 damage to Giant Spider as the game advances to Alice's end of combat step
      Then that is illegal
      And it is Alice's combat damage step
      And no player has priority
      And Wind Drake has no damage marked on it
      And Serra Angel has no damage marked on it
      And Serra Angel dealt no combat damage

    @id:after-an-illegal-damage-assignment-the-player-assigns-again
    Scenario: After an illegal damage assignment the player assigns again, and that assignment is dealt
      Given Alice controls a Serra Angel
      And Bob controls a Giant Spider and a Wind Drake
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Giant Spider and Wind Drake
      And Serra Angel tries to assign 3 damage to Wind Drake and 3 damage to Giant Spider as the game advances to Alice's end of combat step
      And Serra Angel assigns 3 damage to Wind Drake and 1 damage to Giant Spider as the game advances to Alice's end of combat step
      Then Wind Drake is in its owner's graveyard
      And Giant Spider has 1 damage marked on it
      And Serra Angel is in its owner's graveyard
      And there was one combat damage step
      And it is Alice's end of combat step

  @rule:510.2
  Rule: 510.2
    Second, all combat damage that’s been assigned is dealt simultaneously. This turn-based action doesn’t use the stack. No player has the chance to cast spells or activate abilities between the time combat damage is assigned and the time it’s dealt.

    @rule:704.5g
    @id:combat-damage-is-dealt-at-once-two-creatures-each-dealt
    Scenario: Combat damage is dealt at once: two creatures each dealt lethal damage both die
      Given Alice controls a Grizzly Bears
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Alice's Grizzly Bears with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Alice's Grizzly Bears is in its owner's graveyard
      And Bob's Grizzly Bears is in its owner's graveyard

  @rule:510.3
  Rule: 510.3
    Third, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @rule:704.3
    @id:the-active-player-gets-priority-in-the-combat-damage-step
    Scenario: The active player gets priority in the combat damage step, after the creatures dealt lethal damage are gone
      Given Alice controls a Grizzly Bears
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And the game advances to Alice's combat damage step
      Then it is Alice's combat damage step
      And Alice has priority
      And Savannah Lions is in its owner's graveyard
      And Grizzly Bears is in its owner's graveyard

    @id:after-a-first-strike-combat-damage-step-the-active-player
    Scenario: After a first-strike combat damage step the active player gets priority before regular damage
      Given Alice controls a Youthful Knight and a Grizzly Bears
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And the game advances to Alice's combat damage step
      Then it is Alice's combat damage step
      And Alice has priority
      And Bob's life total is 18

  @rule:510.3a
  Rule: 510.3a
    Any abilities that triggered on damage being dealt or while state-based actions are performed afterward are put onto the stack before the active player gets priority; the order in which they triggered doesn’t matter. (See rule 603, “Handling Triggered Abilities.”)

    @id:hangarback-walker-dies-blocking-its-dies-trigger-is-on-the
    Scenario: Hangarback Walker dies blocking; its dies trigger is on the stack as Alice gets priority in the combat damage step
      Given Alice controls a Grizzly Bears
      And Bob controls a Hangarback Walker with 1 +1/+1 counter
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Hangarback Walker
      And the game advances to Alice's combat damage step
      Then Hangarback Walker is in his graveyard
      And the top of the stack is an ability of Hangarback Walker
      And it is Alice's combat damage step
      And Alice has priority
      When all players pass priority
      Then Bob controls one Thopter token
      And it is Alice's combat damage step

  @rule:510.4
  Rule: 510.4
    If at least one attacking or blocking creature has first strike (see rule 702.7) or double strike (see rule 702.4) as the combat damage step begins, the only creatures that assign combat damage in that step are those with first strike or double strike. After that step, instead of proceeding to the end of combat step, the phase gets a second combat damage step. The only creatures that assign combat damage in that step are the remaining attackers and blockers that had neither first strike nor double strike as the first combat damage step began, as well as the remaining attackers and blockers that currently have double strike. After that step, the phase proceeds to the end of combat step.

    @id:with-no-first-or-double-striker-in-combat-there-is-one
    Scenario: With no first or double striker in combat there is one combat damage step
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then there was one combat damage step

    @id:with-a-first-striker-in-combat-there-are-two-combat-damage
    Scenario: With a first striker in combat there are two combat damage steps
      Given Alice controls a Youthful Knight
      When Alice attacks Bob with Youthful Knight
      And the game advances to Alice's end of combat step
      Then there were two combat damage steps
      And Bob's life total is 18

    @rule:704.5g
    @id:a-creature-dealt-lethal-first-strike-damage-deals-no-regular
    Scenario: A creature dealt lethal first-strike damage deals no regular combat damage
      Given Alice controls a Youthful Knight
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Youthful Knight
      And Bob blocks Youthful Knight with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Youthful Knight is on the battlefield
      And Youthful Knight has no damage marked on it

    @id:in-the-first-combat-damage-step-only-first-and-double
    Scenario: In the first combat damage step only first and double strikers have dealt damage
      Given Alice controls a Youthful Knight and a Grizzly Bears
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When the game advances to Alice's combat damage step
      Then Bob's life total is 16

    @id:a-double-striker-deals-damage-in-both-combat-damage-steps
    Scenario: A double striker deals damage in both combat damage steps (not: only in the first)
      Given Alice controls a Fencing Ace
      When Alice attacks Bob with Fencing Ace
      And the game advances to Alice's end of combat step
      Then Fencing Ace dealt 2 combat damage
      And Bob's life total is 18

    @id:a-first-striker-deals-damage-in-the-first-step-only-not-in
    Scenario: A first striker deals damage in the first step only (not: in both)
      Given Alice controls a Youthful Knight
      And Bob controls a Giant Spider
      When Alice attacks Bob with Youthful Knight
      And Bob blocks Youthful Knight with Giant Spider
      And the game advances to Alice's end of combat step
      Then Giant Spider has 2 damage marked on it
      And Youthful Knight is in its owner's graveyard

    @id:with-no-first-or-double-striker-there-is-no-second-combat
    Scenario: With no first or double striker there is no second combat damage step to advance to
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's combat damage step
      And the game tries to advance to Alice's combat damage step
      Then that is illegal
      And Bob's life total is 18
