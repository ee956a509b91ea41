@card:ball-lightning
Feature: Ball Lightning
  Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)
  Haste (This creature can attack and {T} as soon as it comes under your control.)
  At the beginning of the end step, sacrifice this creature.

  @ruling:2007-02-01
  Rule: It is sacrificed at the beginning of every end step, whoever's turn it is
    The creature is sacrificed at the end of every turn in which it is on the battlefield. There is no choice about what turn to sacrifice it.

    @rule:603.2b @rule:513.1a
    @id:cast-in-alices-main-phase-it-is-sacrificed-as-her-end-steps
    Scenario: Cast in Alice's main phase, it is sacrificed as her end step's trigger resolves
      Given Alice has a Ball Lightning in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Ball Lightning
      And all players pass priority
      And the game advances to Alice's end step
      Then Ball Lightning's ability triggered once
      And the top of the stack is an ability of Ball Lightning
      When all players pass priority
      Then Ball Lightning is in her graveyard

    @rule:603.2b
    @id:bobs-ball-lightning-is-sacrificed-at-the-beginning-of-alices
    Scenario: Bob's Ball Lightning is sacrificed at the beginning of Alice's end step too (not: only in its controller's turn)
      Given Bob controls a Ball Lightning
      When the game advances to Alice's end step
      Then Ball Lightning's ability triggered once
      When all players pass priority
      Then Ball Lightning is in his graveyard

    @rule:603.3
    @id:passing-through-an-end-step-on-the-way-the-trigger-resolves
    Scenario: Passing through an end step on the way, the trigger resolves as everyone passes (not: it survives to the next turn)
      Given Bob controls a Ball Lightning
      When the game advances to Bob's upkeep
      Then Ball Lightning is in his graveyard
      And Ball Lightning's ability triggered once
