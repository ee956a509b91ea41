Feature: 505. Main Phase
  The two main phases of each turn, where players cast creatures and sorceries and play lands. Each
  paragraph of CR 505 (2026-04-17) that the reference engine models is quoted verbatim under its number; its
  scenarios show it on a board. No board here has an Archenemy scheme, a Saga or an Attraction (505.3-505.5).

  @rule:505.1
  Rule: 505.1
    There are two main phases in a turn. In each turn, the first main phase (also known as the precombat main phase) and the second main phase (also known as the postcombat main phase) are separated by the combat phase (see rule 506, “Combat Phase”). The precombat and postcombat main phases are individually and collectively known as the main phase.

    @id:from-the-precombat-main-phase-to-the-postcombat-main-phase
    Scenario: From the precombat main phase to the postcombat main phase is the same turn, through combat
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's postcombat main phase
      Then it is turn 1
      And Grizzly Bears is not attacking
      And Bob's life total is 18

  @rule:505.1a
  Rule: 505.1a
    Only the first main phase of the turn is a precombat main phase. All other main phases are postcombat main phases. This includes the second main phase of a turn in which the combat phase has been skipped. It is also true of a turn in which an effect has caused an additional combat phase and an additional main phase to be created.

    @id:not-another-precombat-main-phase-after-combat-the-next
    Scenario: (not: another precombat main phase after combat) The next precombat main phase is in Alice's next turn
      Given it is Alice's postcombat main phase
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When the game advances to Alice's precombat main phase
      Then it is turn 3

  @rule:505.1b
  Rule: 505.1b
    Phrases such as “first main phase,” “second main phase,” and so on count the number of main phases that have occurred only in the current turn unless that text specifies otherwise.

    @rule:500.8
    @id:after-relentless-assault-in-the-precombat-main-phase-the
    Scenario: After Relentless Assault in the precombat main phase, the turn's second main phase is the one after the additional combat: Cautious Survivor triggers there and not in the last one (not: the last main phase is the second)
      Given Alice controls a tapped Cautious Survivor
      And Alice has a Relentless Assault in her hand
      And Alice's mana pool holds {R}{R}{C}{C}
      When Alice casts Relentless Assault
      And all players pass priority
      And the game advances to Alice's postcombat main phase
      Then Cautious Survivor's ability triggered once
      When all players pass priority
      And the game advances to Alice's postcombat main phase
      Then it is turn 1
      And Cautious Survivor's ability triggered once
      And Alice's life total is 22

    @id:in-bobs-turn-his-second-main-phase-is-counted-in-his-turn
    Scenario: In Bob's turn, main phases are counted in his turn alone: his postcombat main phase is his second, though Alice's turn had two (not: counted across turns)
      Given it is Alice's end step
      And Bob controls a Cautious Survivor
      And Bob has a Forest in his library
      When the game advances to Bob's precombat main phase
      And Bob attacks Alice with Cautious Survivor
      And the game advances to Bob's postcombat main phase
      Then Cautious Survivor's ability triggered once

  @rule:505.2
  Rule: 505.2
    The main phase has no steps, so a main phase ends when all players pass in succession while the stack is empty. (See rule 500.2.)

    @id:all-players-passing-with-an-empty-stack-ends-the-main-phase
    Scenario: All players passing with an empty stack ends the main phase
      When all players pass priority
      Then it is Alice's beginning of combat step

    @id:not-whenever-the-stack-becomes-empty-a-spell-resolving
    Scenario: (not: whenever the stack becomes empty) A spell resolving leaves the main phase going on
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And it is Alice's precombat main phase
      And Alice has priority

  @rule:505.4
  Rule: 505.4
    Second, if the active player controls one or more Saga enchantments and it’s the active player’s precombat main phase, the active player puts a lore counter on each Saga they control with one or more chapter abilities. (See rule 714, “Saga Cards.”) This turn-based action doesn’t use the stack.

    @id:alices-saga-gets-its-lore-counter-as-her-precombat-main
    Scenario: Alice's Saga gets its lore counter as her precombat main phase begins, without the stack, and its chapter II ability triggers (not: in the draw step, "after your draw step")
      Given it is Alice's upkeep
      And Alice controls a History of Benalia with 1 lore counter
      And Alice has a Forest in her library
      When the game advances to Alice's draw step
      Then History of Benalia has 1 lore counter
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 2 lore counters
      And History of Benalia's ability triggered once
      And the top of the stack is an ability of History of Benalia
      And Alice has priority
      When all players pass priority
      Then Alice controls one Knight token

    @id:the-third-lore-counter-triggers-chapter-iii
    Scenario: The third lore counter triggers chapter III only: Alice's Youthful Knight gets +2/+1 until end of turn, then the Saga is sacrificed (not: chapter I or II again, a Knight token)
      Given it is Alice's upkeep
      And Alice controls a History of Benalia with 2 lore counters
      And Alice controls a Youthful Knight
      And Alice has a Forest in her library
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 3 lore counters
      And History of Benalia's ability triggered once
      When all players pass priority
      Then Youthful Knight is a 4/2 creature
      And Alice controls no Knight token
      And History of Benalia is in her graveyard

    @id:no-lore-counter-in-alices-postcombat-main-phase-nor-in-bobs
    Scenario: No lore counter in Alice's postcombat main phase nor in Bob's precombat main phase, only in her next precombat main phase (not: every main phase, or every player's)
      Given Alice controls a History of Benalia with 1 lore counter
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When the game advances to Alice's postcombat main phase
      Then History of Benalia has 1 lore counter
      When the game advances to Bob's precombat main phase
      Then History of Benalia has 1 lore counter
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 2 lore counters

  @rule:505.6
  Rule: 505.6
    Fourth, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:alice-has-priority-as-her-postcombat-main-phase-begins
    Scenario: Alice has priority as her postcombat main phase begins
      Given it is Alice's end of combat step
      And Bob has priority
      When the game advances to Alice's postcombat main phase
      Then Alice has priority

  @rule:505.6a
  Rule: 505.6a
    The main phase is the only phase in which a player can normally cast artifact, creature, enchantment, planeswalker, and sorcery spells. The active player may cast these spells.

    @id:an-artifact-spell-in-her-main-phase
    Scenario: An artifact spell in her main phase
      Given Alice has a Spellbook in her hand
      Then Alice may cast Spellbook

    @id:not-in-any-phase-of-her-own-turn-no-artifact-spell-in-her
    Scenario: (not: in any phase of her own turn) No artifact spell in her upkeep or end step
      Given it is Alice's upkeep
      And Alice has a Spellbook in her hand
      And Alice has a Forest in her library
      Then Alice may not cast Spellbook
      When the game advances to Alice's end step
      Then Alice may not cast Spellbook

    @id:not-any-player-in-a-main-phase-bob-cant-cast-an-artifact-in
    Scenario: (not: any player in a main phase) Bob can't cast an artifact in Alice's main phase
      Given Bob has a Spellbook in his hand
      And Bob has priority
      Then Bob may not cast Spellbook

  @rule:505.6b
  Rule: 505.6b
    During either main phase, the active player may play one land card from their hand if the stack is empty, if the player has priority, and if they haven’t played a land this turn (unless an effect states the player may play additional lands). This action doesn’t use the stack. Neither the land nor the action of playing the land is a spell or ability, so it can’t be countered, and players can’t respond to it with instants or activated abilities. (See rule 305, “Lands.”)

    @id:a-land-played-in-the-postcombat-main-phase-is-on-the
    Scenario: A land played in the postcombat main phase is on the battlefield at once, without the stack
      Given it is Alice's postcombat main phase
      And Alice has a Forest in her hand
      When Alice plays Forest
      Then Forest is on the battlefield
      And the stack is empty

    @id:not-while-a-spell-waits-no-land-while-the-stack-isnt-empty
    Scenario: (not: while a spell waits) No land while the stack isn't empty
      Given Alice has a Grizzly Bears and a Forest in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And Alice tries to play Forest
      Then that is illegal
      And Forest is in her hand

    @id:not-without-priority-no-land-while-bob-has-priority-in-her
    Scenario: (not: without priority) No land while Bob has priority in her main phase
      Given Alice has a Forest in her hand
      When Alice passes priority
      And Alice tries to play Forest
      Then that is illegal

    @id:not-any-player-bob-cant-play-a-land-in-alices-main-phase
    Scenario: (not: any player) Bob can't play a land in Alice's main phase
      Given Bob has a Forest in his hand
      And Bob has priority
      When Bob tries to play Forest
      Then that is illegal

    @id:not-a-land-each-main-phase-a-land-in-the-precombat-main
    Scenario: (not: a land each main phase) A land in the precombat main phase means none in the postcombat one
      Given Alice has a Forest and a Plains in her hand
      When Alice plays Forest
      And the game advances to Alice's postcombat main phase
      And Alice tries to play Plains
      Then that is illegal

    @id:not-outside-a-main-phase-no-land-in-her-end-step
    Scenario: (not: outside a main phase) No land in her end step
      Given it is Alice's end step
      And Alice has a Forest in her hand
      When Alice tries to play Forest
      Then that is illegal
