@card:sundial-of-the-infinite
Feature: Sundial of the Infinite
  {1}, {T}: End the turn. Activate only during your turn. (Exile all spells and abilities from the stack. Discard down to your maximum hand size. Damage wears off, and "this turn" and "until end of turn" effects end.)

  @ruling:2011-09-22
  Rule: Ending the turn: the stack exiled, combat over, state-based actions, straight to a whole cleanup step
    Ending the turn this way means the following things happen in order: 1) All spells and abilities on the stack are exiled. This includes spells and abilities that can't be countered. 2) All attacking and blocking creatures are removed from combat. 3) State-based actions are checked. No player gets priority, and no triggered abilities are put onto the stack. 4) The current phase and/or step ends. The game skips straight to the cleanup step. The cleanup step happens in its entirety.

    @rule:724.1 @rule:514.3
    @id:bobs-spell-on-the-stack-is-exiled-and-the-game-goes-straight
    Scenario: Bob's spell on the stack is exiled, and the game goes straight to Alice's cleanup step
      Given Alice controls a Sundial of the Infinite and a Grizzly Bears
      And Alice's mana pool holds {C}
      And Bob has a Take into Custody in his hand
      And Bob's mana pool holds {U}
      And Bob has priority
      When Bob casts Take into Custody targeting Alice's Grizzly Bears
      And Bob passes priority
      And Alice activates Sundial of the Infinite
      And all players pass priority
      Then Take into Custody is in exile
      And Grizzly Bears is untapped
      And the stack is empty
      And it is Alice's cleanup step
      And no player has priority

    @rule:724.1 @rule:514.1
    @id:attackers-leave-combat-and-the-cleanup-step-happens-in-its
    Scenario: Attackers leave combat, and the cleanup step happens in its entirety: Alice discards to seven
      Given Alice controls a Sundial of the Infinite, a Grizzly Bears and a Wastes
      And Alice has 8 Forests in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Wastes for mana
      And Alice activates Sundial of the Infinite
      And all players pass priority
      Then Grizzly Bears is not attacking
      And Bob's life total is 20
      And Alice has 7 cards in her hand
      And it is Alice's cleanup step

  @ruling:2011-09-22
  Rule: Beginning-of-step triggers of the skipped steps wait for the next turn
    If Sundial of the Infinite's ability is activated before the end step, any "at the beginning of the end step"-triggered abilities won't get the chance to trigger that turn because the end step is skipped. Those abilities will trigger at the beginning of the end step of the next turn. The same is true of abilities that trigger at the beginning of other phases or steps (except upkeep).

    # Not shown: no card the reference engine models has an "at the beginning of the end step" trigger
    # (Ball Lightning is the triggered-abilities area's card).

  @ruling:2011-09-22
  Rule: Abilities that trigger as the turn ends give priority in the cleanup step, then another one follows
    If any triggered abilities do trigger during this process, they're put onto the stack during the cleanup step. If this happens, players will have a chance to cast spells and activate abilities, then there will be another cleanup step before the turn finally ends.

    # Not shown: no card the reference engine models triggers on what ending the turn does (exiling the
    # stack, the state-based actions, the discard); 514.3a shows priority in the cleanup step after a
    # state-based action instead.

  @ruling:2011-09-22
  Rule: The earliest activation is in the upkeep: there is no priority in the untap step
    The earliest that you can activate Sundial of the Infinite's ability is during your upkeep step, after abilities that trigger "at the beginning of your upkeep" have been put onto the stack but before they resolve.

    @id:not-with-no-priority-not-in-alices-untap-step-in-her-upkeep
    Scenario: (not: with no priority) Not in Alice's untap step; in her upkeep she may
      Given it is Alice's untap step
      And Alice controls a Sundial of the Infinite and a Wastes
      When Alice tries to activate Sundial of the Infinite
      Then that is illegal
      When the game advances to Alice's upkeep
      And Alice taps Wastes for mana
      And Alice activates Sundial of the Infinite
      And all players pass priority
      Then it is Alice's cleanup step

    @id:not-in-any-turn-not-in-bobs-upkeep-though-alice-has-priority
    Scenario: (not: in any turn) Not in Bob's upkeep, though Alice has priority there
      Given it is Bob's upkeep
      And Alice has priority
      And Alice controls a Sundial of the Infinite
      And Alice's mana pool holds {C}
      When Alice tries to activate Sundial of the Infinite
      Then that is illegal

  @ruling:2011-09-22
  Rule: Exiled spells and abilities weren't countered
    Though spells and abilities that are exiled won't get a chance to resolve, they don't count as being "countered."

    @rule:724.1
    @id:not-countered-into-the-graveyard-alices-own-creature-spell
    Scenario: (not: countered, into the graveyard) Alice's own creature spell is exiled, not put into her graveyard
      Given Alice controls a Sundial of the Infinite
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Grizzly Bears
      And Alice activates Sundial of the Infinite
      And all players pass priority
      Then Grizzly Bears is in exile
