Feature: 502. Untap Step
  The first step of each turn: phasing, then day and night, then the active player's permanents untap, all
  at once, with no player receiving priority. Each paragraph of CR 502 (2026-04-17) is quoted verbatim under
  its number; its scenarios show it on a board. Teferi's Imp has phasing; no card the reference engine models
  makes it day or night, so 502.2 changes nothing here, and the untap of 502.3 follows them.

  @rule:502.1
  Rule: 502.1
    First, all phased-in permanents with phasing that the active player controls phase out, and all phased-out permanents that the active player controlled when they phased out phase in. This all happens simultaneously. This turn-based action doesn’t use the stack. See rule 702.26, “Phasing.”

    @id:permanents-without-phasing-stay-on-the-battlefield-through
    Scenario: Permanents without phasing stay on the battlefield through the untap step, and untap
      Given it is Bob's end step
      And Alice controls a tapped Forest and a tapped Llanowar Elves
      When the game advances to Alice's untap step
      Then Forest is on the battlefield
      And Llanowar Elves is on the battlefield
      And Forest is untapped
      And Llanowar Elves is untapped
      And the stack is empty

    # Wrong reading: untapping first, or phasing out only what is untapped.
    @id:a-tapped-teferis-imp-phases-out-before-the-untap-so-it-stays
    Scenario: A tapped Teferi's Imp phases out before the untap, so it stays tapped; in Alice's next untap step it phases in first, then untaps
      Given it is Bob's precombat main phase
      And Alice controls a tapped Teferi's Imp and a tapped Forest
      And Alice has an Island and a Swamp in her library
      And Bob has a Plains in his library
      When the game advances to Alice's upkeep
      Then Teferi's Imp is phased out
      And Teferi's Imp is tapped
      And Forest is untapped
      When all players pass priority
      And the game advances to Alice's upkeep
      Then Teferi's Imp is phased in
      And Teferi's Imp is untapped

  @rule:502.2
  Rule: 502.2
    Second, if it’s day and the previous turn’s active player didn’t cast any spells during that turn, it becomes night. If it’s night and the previous turn’s active player cast two or more spells during that turn, it becomes day. If it’s neither day nor night, this check doesn’t happen and it remains neither. This turn-based action doesn’t use the stack. See rule 731, “Day and Night.”

    @id:in-a-game-that-is-neither-day-nor-night-the-untap-step-goes
    Scenario: In a game that is neither day nor night, the untap step goes on to untap and uses no stack
      Given it is Bob's end step
      And Alice controls a tapped Forest
      When the game advances to Alice's untap step
      Then Forest is untapped
      And the stack is empty

  @rule:502.2a
  Rule: 502.2a
    Multiplayer games using the shared team turns option use a modified rule. If it’s day and no player on the previous turn’s active team cast a spell during that turn, it becomes night. If it’s night and any player on the previous turn’s active team cast two or more spells during the previous turn, it becomes day. If it’s neither day nor night, this check doesn’t happen and it remains neither. This turn-based action doesn’t use the stack.

    @id:without-shared-team-turns-each-player-of-four-has-an-untap
    Scenario: Without shared team turns, each player of four has an untap step of their own
      Given Alice, Bob, Carol and Dana are playing
      And Alice controls a tapped Forest
      And Carol controls a tapped Island
      And Dana controls a tapped Swamp
      And Bob has a Plains in his library
      When the game advances to Carol's untap step
      Then Island is untapped
      And Forest is tapped
      And Swamp is tapped

  @rule:502.3
  Rule: 502.3
    Third, the active player determines which permanents they control will untap. Then they untap them all simultaneously. This turn-based action doesn’t use the stack. Normally, all of a player’s permanents untap, but effects can keep one or more of a player’s permanents from untapping.

    @id:all-of-the-active-players-permanents-untap-not-only-some-of
    Scenario: All of the active player's permanents untap, not only some of them
      Given it is Bob's end step
      And Alice controls a tapped Forest, a tapped Llanowar Elves, a tapped Thousand-Year Elixir and a tapped Dryad Arbor
      When the game advances to Alice's untap step
      Then Forest is untapped
      And Llanowar Elves is untapped
      And Thousand-Year Elixir is untapped
      And Dryad Arbor is untapped

    @id:each-permanent-untaps-once
    Scenario: Each permanent untaps once
      Given it is Bob's end step
      And Alice controls a tapped Forest and a tapped Hollowsage
      When the game advances to Alice's untap step
      Then Forest untapped once
      And Hollowsage untapped once
      And Hollowsage's ability triggered once

    @id:only-the-active-players-permanents-untap
    Scenario: Only the active player's permanents untap
      Given Alice controls a tapped Forest
      And Bob controls a tapped Island
      When the game advances to Bob's untap step
      Then Island is untapped
      And Forest is tapped

    @id:an-effect-keeps-one-permanent-from-untapping-and-the-others
    Scenario: An effect keeps one permanent from untapping, and the others untap
      Given it is Bob's end step
      And Alice controls a tapped Mana Vault and a tapped Forest
      When the game advances to Alice's untap step
      Then Mana Vault is tapped
      And Forest is untapped

    @id:the-active-player-may-choose-not-to-untap-a-permanent-that
    Scenario: The active player may choose not to untap a permanent that says so, and the rest untap
      Given it is Bob's end step
      And Alice controls a tapped Dwarven Hold and a tapped Forest
      When Alice keeps Dwarven Hold tapped during Alice's untap step
      Then Dwarven Hold is tapped
      And Forest is untapped

    @id:with-no-such-choice-offered-a-player-cant-choose-to-keep-a
    Scenario: With no such choice offered, a player can't choose to keep a permanent tapped
      Given it is Bob's end step
      And Alice controls a tapped Forest
      When Alice tries to keep Forest tapped during Alice's untap step
      Then that is illegal
      And Forest is tapped

    @id:only-a-permanent-can-be-kept-tapped-a-dwarven-hold-in-the
    Scenario: Only a permanent can be kept tapped: a Dwarven Hold in the hand can't
      Given it is Bob's end step
      And Alice has a Dwarven Hold in her hand
      When Alice tries to keep Dwarven Hold tapped during Alice's untap step
      Then that is illegal
      And Dwarven Hold is in her hand

    @id:another-players-choice-doesnt-keep-the-active-players
    Scenario: In Alice's untap step Bob's permanent doesn't untap, so Alice can't choose to keep it tapped
      # CR 502.3 untaps only the active player's permanents: Bob's Dwarven Hold isn't untapping, so its
      # "you may choose not to untap" offers no choice here, to Alice or to Bob.
      Given Bob controls a tapped Dwarven Hold
      When Alice tries to keep Bob's Dwarven Hold tapped during Alice's untap step
      Then that is illegal

    @id:a-next-untap-step-effect-keeps-the-land-tapped-once-then-it
    Scenario: A "next untap step" effect keeps the land tapped once, then it untaps again
      Given Alice controls a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      And Alice has a Plains in her library
      And Bob has two Plains in his library
      When Alice taps Forest for mana
      And all players pass priority
      And the game advances to Alice's untap step
      Then Forest is tapped
      When the game advances to Alice's untap step
      Then Forest is untapped

    @id:take-into-custody-keeps-the-creature-tapped-during-its
    Scenario: Take into Custody keeps the creature tapped during its controller's next untap step only
      Given Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And Bob controls a Grizzly Bears
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Take into Custody targeting Bob's Grizzly Bears
      And all players pass priority
      And the game advances to Bob's untap step
      Then Grizzly Bears is tapped
      When the game advances to Bob's untap step
      Then Grizzly Bears is untapped

    @id:venarian-gold-keeps-the-creature-it-put-a-sleep-counter-on
    Scenario: Venarian Gold keeps the creature it put a sleep counter on tapped
      Given Bob controls a Grizzly Bears
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Venarian Gold with X = 1 targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's untap step
      Then Grizzly Bears is tapped
      And Grizzly Bears has one sleep counter

    @id:venarian-gold-with-x-0-put-no-sleep-counter-the-creature
    Scenario: Venarian Gold with X = 0 put no sleep counter: the creature untaps
      Given Bob controls a Grizzly Bears
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}
      When Alice casts Venarian Gold with X = 0 targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is tapped
      When the game advances to Bob's untap step
      Then Grizzly Bears is untapped

    @id:venarian-gold-keeps-only-the-creature-it-enchants-tapped-not
    Scenario: Venarian Gold keeps only the creature it enchants tapped, not another with a sleep counter
      Given Bob controls a Grizzly Bears and a tapped Walking Corpse with one sleep counter
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Venarian Gold with X = 1 targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's untap step
      Then Walking Corpse is untapped
      And Grizzly Bears is tapped

    @id:bobs-untap-step-and-upkeep-leave-alices-creature-under
    Scenario: Bob's untap step and upkeep leave Alice's creature under Venarian Gold as it was
      Given Alice controls a Walking Corpse
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Venarian Gold with X = 1 targeting her Walking Corpse
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Walking Corpse is tapped
      And Walking Corpse has one sleep counter

    @id:two-next-untap-step-effects-from-different-sources-both-end
    Scenario: Two "next untap step" effects from different sources both end in that one untap step
      Given Alice controls a Barl's Cage
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}{C}{C}{C}
      And Bob controls a Grizzly Bears
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Take into Custody targeting Bob's Grizzly Bears
      And all players pass priority
      And Alice activates Barl's Cage targeting Bob's Grizzly Bears
      And all players pass priority
      And the game advances to Bob's untap step
      Then Grizzly Bears is tapped
      When the game advances to Bob's untap step
      Then Grizzly Bears is untapped

    @id:three-next-untap-step-effects-from-three-sources-keep-a
    Scenario: Three "next untap step" effects from three sources keep a permanent tapped for one untap step, not three
      Given Alice controls a Barl's Cage and a Vorinclex, Voice of Hunger
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}{C}{C}{C}
      And Bob controls a Dryad Arbor
      And Bob has priority
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Bob taps Dryad Arbor for mana
      And all players pass priority
      And Alice casts Take into Custody targeting Bob's Dryad Arbor
      And all players pass priority
      And Alice activates Barl's Cage targeting Bob's Dryad Arbor
      And all players pass priority
      And the game advances to Bob's untap step
      Then Dryad Arbor is tapped
      When the game advances to Bob's untap step
      Then Dryad Arbor is untapped

    @rule:614.10
    @id:a-skipped-untap-step-untaps-nothing
    Scenario: A skipped untap step untaps nothing
      Given Alice controls a Stasis
      And Bob controls a tapped Island
      When the game advances to Bob's upkeep
      Then Island is tapped
      And Island untapped no times

  @rule:502.4
  Rule: 502.4
    No player receives priority during the untap step, so no spells can be cast or resolve and no abilities can be activated or resolve. Any ability that triggers during this step will be held until the next time a player would receive priority, which is usually during the upkeep step. (See rule 503, “Upkeep Step.”)

    @id:no-ability-can-be-activated-during-the-untap-step
    Scenario: No ability can be activated during the untap step
      Given it is Bob's end step
      And Alice controls a tapped Forest and a Llanowar Elves
      When the game advances to Alice's untap step
      And Alice tries to tap Llanowar Elves for mana
      Then that is illegal

    @id:no-player-can-pass-priority-to-let-anything-resolve-during
    Scenario: No player can pass priority to let anything resolve during the untap step
      Given it is Bob's end step
      And Alice controls a tapped Forest
      When the game advances to Alice's untap step
      And Alice tries to pass priority
      Then that is illegal

    @id:no-players-can-pass-in-succession-during-the-untap-step
    Scenario: Nor can all players pass in succession there: nothing resolves and the step doesn't end by passing (not: the untap step ends when everyone passes)
      Given it is Bob's end step
      And Alice controls a tapped Forest
      When the game advances to Alice's untap step
      And all players try to pass priority
      Then that is illegal
      And it is Alice's untap step

    @id:an-ability-that-triggers-during-the-untap-step-waits-off-the
    Scenario: An ability that triggers during the untap step waits off the stack
      Given it is Bob's end step
      And Alice controls a tapped Hollowsage
      When the game advances to Alice's untap step
      Then Hollowsage's ability triggered once
      And the stack is empty

    @id:a-player-has-priority-again-in-the-upkeep-that-follows
    Scenario: A player has priority again in the upkeep that follows
      Given it is Bob's end step
      And Alice controls a tapped Llanowar Elves
      When the game advances to Alice's upkeep
      And Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}
