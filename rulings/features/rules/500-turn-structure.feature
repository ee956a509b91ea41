Feature: 500. General (Turn Structure)
  The turn, as far as the reference engine models it: its steps in order, and the next player's turn after
  the ending phase. Each paragraph of CR 500 (2026-04-17) that the reference engine models is quoted verbatim
  under its number; its scenarios show it on a board.

  @rule:500.1
  Rule: 500.1
    A turn consists of five phases, in this order: beginning, precombat main, combat, postcombat main, and ending. Each of these phases takes place every turn, even if nothing happens during the phase. The beginning, combat, and ending phases are further broken down into steps, which proceed in order.

    @id:going-from-step-to-step-within-a-turn-it-is-still-the-same
    Scenario: Going from step to step within a turn, it is still the same turn
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's end step
      Then it is turn 1

    @id:after-the-ending-phase-of-alices-turn-bobs-turn-begins-the
    Scenario: After the ending phase of Alice's turn, Bob's turn begins: the second turn
      Given it is Alice's end step
      When the game advances to Bob's untap step
      Then it is turn 2

    @id:from-alices-main-phase-to-her-next-upkeep-bob-takes-a-turn
    Scenario: From Alice's main phase to her next upkeep, Bob takes a turn in between
      Given Bob has a Forest in his library
      When the game advances to Alice's upkeep
      Then it is turn 3

  @rule:500.2
  Rule: 500.2
    A phase or step in which players receive priority ends when the stack is empty and all players pass in succession. Simply having the stack become empty doesn’t cause such a phase or step to end; all players have to pass in succession with the stack empty. Because of this, each player gets a chance to add new things to the stack before that phase or step ends.

    @id:with-a-spell-on-the-stack-the-step-cant-end
    Scenario: With a spell on the stack, the step can't end
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice casts Take into Custody targeting Bob's Grizzly Bears
      And the game tries to advance to Bob's upkeep
      Then that is illegal
      And Take into Custody is on the stack

    @rule:117.3d
    @id:a-pass-in-a-step-that-has-ended-doesnt-count-in-the-next-one
    Scenario: A pass in a step that has ended doesn't count in the next one
      Given Alice controls a Forest
      When Alice passes priority
      And the game advances to Bob's upkeep
      And Bob passes priority
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}

  @rule:500.3
  Rule: 500.3
    A step in which no players receive priority ends when all specified actions that take place during that step are completed. The only such steps are the untap step (see rule 502) and certain cleanup steps (see rule 514).

    @rule:502.4
    @id:bobs-untap-step-has-done-its-action-and-no-one-gets-priority
    Scenario: Bob's untap step has done its action and no one gets priority in it; then his upkeep begins and he has priority (not: the untap step waits for players to pass)
      Given it is Alice's end step
      And Bob controls a tapped Forest
      When the game advances to Bob's untap step
      Then Forest is untapped
      And no player has priority
      When Bob tries to pass priority
      Then that is illegal
      When the game advances to Bob's upkeep
      Then Bob has priority

  @rule:500.4
  Rule: 500.4
    As a step or phase begins, if there are effects that last until that step or phase, those effects expire.

    @id:the-card-bob-exiled-with-rocco-in-alices-end-step-stays
    Scenario: The card Bob exiled with Rocco in Alice's end step stays playable through his turn, and not once Alice's next end step has begun (not: until the end of that step, nor only until this turn ends)
      Given it is Alice's postcombat main phase
      And Alice controls a Rocco, Street Chef
      And Bob controls two Islands
      And Alice has three Forests in her library
      And Bob has a Quicken and two Forests in his library
      When the game advances to Alice's end step
      And all players pass priority
      Then Quicken is in exile
      When Alice passes priority
      And Bob taps Island for mana
      Then Bob may cast Quicken from exile
      When the game advances to Bob's precombat main phase
      And Bob taps Island for mana
      Then Bob may cast Quicken from exile
      When the game advances to Alice's end step
      And Alice passes priority
      And Bob taps Island for mana
      Then Bob has priority
      And Bob may not cast Quicken from exile

  @rule:500.5
  Rule: 500.5
    As a step or phase ends, if there are effects that last until the end of that step or phase, those effects expire. Then any unspent mana left in a player’s mana pool empties. This is a turn-based action that doesn’t use the stack (see rule 703.4q).

    @id:as-alices-upkeep-ends-the-mana-she-left-unspent-in-it
    Scenario: As Alice's upkeep ends, the mana she left unspent in it empties from her pool (not: it lasts the turn)
      Given it is Alice's upkeep
      And Alice controls a Forest
      And Alice has a Plains in her library
      When Alice taps Forest for mana
      And the game advances to Alice's draw step
      Then Alice's mana pool is empty

  @rule:500.5a
  Rule: 500.5a
    Effects that last “until end of combat” expire at the end of the combat phase, not at the beginning of the end of combat step.

    @rule:702.189a
    @id:firebendings-mana-kept-until-end-of-combat-is-still-in
    Scenario: Firebending's mana, kept "until end of combat", is still in Alice's pool in the end of combat step, while the Mountain's mana emptied (not: it ends as the end of combat step begins)
      Given Alice controls a Fire Sages and a Mountain
      When Alice attacks Bob with Fire Sages
      And all players pass priority
      And Alice taps Mountain for mana
      Then Alice's mana pool is {R}{R}
      When the game advances to Alice's end of combat step
      Then Alice's mana pool is {R}

    @rule:702.189a
    @id:firebendings-mana-is-lost-as-the-combat-phase-ends-alices
    Scenario: Firebending's mana is lost as the combat phase ends: Alice's pool is empty in her postcombat main phase (not: it lasts the turn)
      Given Alice controls a Fire Sages
      When Alice attacks Bob with Fire Sages
      And all players pass priority
      And the game advances to Alice's postcombat main phase
      Then Alice's mana pool is empty

  @rule:500.5b
  Rule: 500.5b
    Effects that last “until end of turn” are subject to special rules; see rule 514.2.

    @rule:514.2
    @id:until-end-of-turn-outlasts-the-end-step-and-ends-only-in-the
    Scenario: "Until end of turn" outlasts the end step and ends only in the cleanup step (not: it ends as the end step begins)
      Given Alice controls a Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end step
      Then Grizzly Bears is a 4/4 creature
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is a 2/2 creature

  @rule:500.6
  Rule: 500.6
    When a phase or step begins, any abilities that trigger “at the beginning of” that phase or step trigger. They are put on the stack the next time a player would receive priority. (See rule 117, “Timing and Priority.”)

    @id:as-alices-end-step-begins-ball-lightnings-at-the-beginning
    Scenario: As Alice's end step begins, Ball Lightning's "at the beginning of the end step" triggers and is on the stack before she gets priority (not: it waits for a pass)
      Given Alice controls a Ball Lightning
      When the game advances to Alice's end step
      Then Ball Lightning's ability triggered once
      And the top of the stack is an ability of Ball Lightning
      And Alice has priority

  @rule:500.7
  Rule: 500.7
    Some effects can give a player extra turns. They do this by adding the turns directly after the specified turn. If a player is given multiple extra turns, the extra turns are added one at a time. If multiple players are given extra turns, the extra turns are added one at a time, in APNAP order (see rule 101.4). The most recently created turn will be taken first.

    @id:alices-extra-turn-comes-directly-after-this-one-then-the
    Scenario: Alice's extra turn comes directly after this one, then the turn order goes on with Bob (not: Bob's turn first, nor Alice's extra turn shifting the order)
      Given Alice has a Temporal Manipulation in her hand
      And Alice's mana pool holds {U}{U}{C}{C}{C}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Temporal Manipulation
      And all players pass priority
      And the game advances to Alice's upkeep
      Then it is turn 2
      When the game advances to Bob's upkeep
      Then it is turn 3
      When the game advances to Alice's upkeep
      Then it is turn 4

    @id:bobs-extra-turn-after-alices-turn-is-followed-by-his-regular
    Scenario: Bob's extra turn after Alice's turn is followed by his regular turn, the one after Alice's (not: Alice's turn again)
      Given Alice has a Time Warp in her hand
      And Alice's mana pool holds {U}{U}{C}{C}{C}
      And Bob has two Forests in his library
      When Alice casts Time Warp targeting Bob
      And all players pass priority
      And the game advances to Bob's upkeep
      Then it is turn 2
      When the game advances to Bob's upkeep
      Then it is turn 3
      When the game advances to Alice's upkeep
      Then it is turn 4

    @id:two-extra-turns-and-then-another-the-most-recently-created
    Scenario: Two extra turns and then another: the most recently created is taken first, both of Bob's before Alice's
      Given Alice has a Temporal Manipulation and a Time Stretch in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}
      And Bob has two Forests in his library
      When Alice casts Temporal Manipulation
      And all players pass priority
      And Alice casts Time Stretch targeting Bob
      And all players pass priority
      And the game advances to Alice's upkeep
      Then it is turn 4

  @rule:500.8
  Rule: 500.8
    Some effects can add phases to a turn. They do this by adding the phases directly after the specified phase. If multiple extra phases are created after the same phase, the most recently created phase will occur first.

    @id:relentless-assault-in-the-precombat-main-phase-a-second
    Scenario: Relentless Assault in the precombat main phase: a second combat phase this turn, then the ending phase (not: one combat a turn)
      Given Alice has a Relentless Assault in her hand
      And Alice's mana pool holds {R}{R}{C}{C}
      When Alice casts Relentless Assault
      And all players pass priority
      And the game advances to Alice's end step
      Then it is Alice's end step
      And it is turn 1
      And the steps of combat that began were beginning of combat, declare attackers, end of combat, beginning of combat, declare attackers and end of combat

    @id:relentless-assault-in-the-postcombat-main-phase-the
    Scenario: Relentless Assault in the postcombat main phase: the additional combat phase comes directly after it, in the same turn (not: the turn ends)
      Given it is Alice's postcombat main phase
      And Alice has a Relentless Assault in her hand
      And Alice's mana pool holds {R}{R}{C}{C}
      When Alice casts Relentless Assault
      And all players pass priority
      And the game advances to Alice's beginning of combat step
      Then it is Alice's beginning of combat step
      And it is turn 1

  @rule:500.10
  Rule: 500.10
    Some effects add a step after a particular phase. In that case, that effect first creates the phase which normally contains that step directly after the specified phase. Any other steps that phase would normally have are skipped (see rule 500.11).

    # CR example: Obeka, Splitter of Seconds says, in part, “Whenever Obeka deals combat damage to a player, you get that many additional upkeep steps after this phase.” After that ability resolves, its controller adds that many beginning phases after this phase. Those new beginning phases have only an upkeep step. The untap steps and draw steps of those phases are skipped.

    @id:obeka-deals-2-combat-damage-to-bob-two-upkeep-steps-follow
    Scenario: Obeka deals 2 combat damage to Bob: two upkeep steps follow the combat phase, each in a beginning phase of its own without untap or draw step, then Alice's postcombat main phase, all in turn 1 (not: whole beginning phases that untap and draw, nor steps after the turn)
      Given Alice controls an Obeka, Splitter of Seconds and a tapped Forest
      And Alice has a Plains in her library
      When Alice attacks Bob with Obeka, Splitter of Seconds
      And the game advances to Alice's upkeep
      Then it is turn 1
      And Forest is tapped
      And Plains is in her library
      When the game advances to Alice's postcombat main phase
      Then it is turn 1
      And the steps and phases that began were the beginning of combat step, the declare attackers step, the declare blockers step, the combat damage step, the end of combat step, the upkeep, the upkeep and the postcombat main phase

    @id:alices-at-the-beginning-of-your-upkeep-ability-triggers-in
    Scenario: Alice's "at the beginning of your upkeep" ability triggers in each of the two upkeep steps Obeka added (not: once a turn, nor not at all outside the beginning phase)
      Given Alice controls an Obeka, Splitter of Seconds and a Cunning Lethemancer
      When Alice attacks Bob with Obeka, Splitter of Seconds
      And the game advances to Alice's postcombat main phase
      Then Cunning Lethemancer's ability triggered twice

  @rule:500.11
  Rule: 500.11
    Some effects can cause a step, phase, or turn to be skipped. To skip a step, phase, or turn is to proceed past it as though it didn’t exist. See rule 614.10.

    @rule:614.10
    @id:not-an-untap-step-where-nothing-untaps-with-stasis-bobs-turn
    Scenario: (not: an untap step where nothing untaps) With Stasis, Bob's turn goes from Alice's cleanup step straight to his upkeep
      Given it is Alice's end step
      And Alice controls a Stasis
      And Bob controls a tapped Forest
      When the game advances to Bob's upkeep
      Then Forest is tapped
      And it is Bob's upkeep
      And Bob has priority
