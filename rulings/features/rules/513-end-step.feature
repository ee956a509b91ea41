Feature: 513. End Step
  The first step of the ending phase. Each paragraph of CR 513 (2026-04-17) that the reference engine models
  is quoted verbatim under its number; its scenarios show it on a board.

  @rule:513.1
  Rule: 513.1
    The end step has no turn-based actions. Once it begins, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:alice-has-priority-as-her-end-step-begins
    Scenario: Alice has priority as her end step begins
      Given it is Alice's postcombat main phase
      And Bob has priority
      When the game advances to Alice's end step
      Then Alice has priority

    @id:not-the-cleanups-discard-in-the-end-step-eight-cards-in-hand
    Scenario: (not: the cleanup's discard in the end step) Eight cards in hand stay eight in the end step
      Given it is Alice's postcombat main phase
      And Alice has 8 Forests in her hand
      When the game advances to Alice's end step
      Then Alice has 8 cards in her hand
      And Alice discarded no cards

    @id:not-damage-wears-off-in-the-end-step-damage-stays-marked
    Scenario: (not: damage wears off in the end step) Damage stays marked through the end step
      Given Alice controls a Grizzly Bears
      And Bob controls a Llanowar Elves
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Llanowar Elves
      And the game advances to Alice's end step
      Then Grizzly Bears has 1 damage marked on it

  @rule:513.2
  Rule: 513.2
    If a permanent with an ability that triggers “at the beginning of the end step” enters the battlefield during this step, that ability won’t trigger until the next turn’s end step. Likewise, if a delayed triggered ability that triggers “at the beginning of the next end step” is created during this step, that ability won’t trigger until the next turn’s end step. In other words, the step doesn’t “back up” so those abilities can go on the stack. This rule applies only to triggered abilities; it doesn’t apply to continuous effects whose durations say “until end of turn” or “this turn.” (See rule 514, “Cleanup Step.”)

    @id:ball-lightning-cast-in-alices-end-step-survives-it-it-is
    Scenario: Ball Lightning cast in Alice's end step survives it; it is sacrificed at the beginning of Bob's end step (not: the step backs up)
      Given it is Alice's end step
      And Alice controls a Prophet of Kruphix
      And Alice has a Ball Lightning in her hand
      And Alice's mana pool holds {R}{R}{R}
      And Bob has a Forest in his library
      When Alice casts Ball Lightning
      And all players pass priority
      Then Ball Lightning's ability did not trigger
      When the game advances to Bob's upkeep
      Then Ball Lightning's ability did not trigger
      And Ball Lightning is on the battlefield
      When the game advances to Bob's end step
      Then Ball Lightning's ability triggered once
      When all players pass priority
      Then Ball Lightning is in her graveyard
