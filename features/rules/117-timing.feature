Feature: 117. Timing and Priority
  When a player may cast a spell. Each paragraph of CR 117.1 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:117.1
  Rule: 117.1
    Unless a spell or ability is instructing a player to take an action, which player can take actions at any given time is determined by a system of priority. The player with priority may cast spells, activate abilities, and take special actions.

    @id:a-player-without-priority-cant-cast-even-an-instant
    Scenario: A player without priority can't cast even an instant
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And it is Bob's end step
      Then Alice may not cast Take into Custody targeting Bob's Grizzly Bears

    @id:once-the-active-player-passes-the-next-player-has-priority
    Scenario: Once the active player passes, the next player has priority and may cast an instant
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And it is Bob's end step
      When Bob passes priority
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears

  @rule:117.1a
  Rule: 117.1a
    A player may cast an instant spell any time they have priority. A player may cast a noninstant spell during their main phase any time they have priority and the stack is empty.

    @rule:302.1
    @id:a-creature-spell-in-ones-own-main-phase-with-an-empty-stack
    Scenario: A creature spell in one's own main phase with an empty stack
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may cast Grizzly Bears

    @id:a-creature-spell-in-ones-own-postcombat-main-phase
    Scenario: A creature spell in one's own postcombat main phase
      Given it is Alice's postcombat main phase
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may cast Grizzly Bears

    @id:not-during-another-players-main-phase-even-with-priority
    Scenario: Not during another player's main phase, even with priority
      Given it is Bob's precombat main phase
      And Alice has priority
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @id:not-in-ones-own-turn-outside-a-main-phase
    Scenario: Not in one's own turn outside a main phase
      Given it is Alice's beginning of combat step
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @id:not-in-ones-own-main-phase-while-the-stack-isnt-empty
    Scenario: Not in one's own main phase while the stack isn't empty
      Given Alice has a Grizzly Bears and a Walking Corpse in her hand
      And Alice's mana pool holds {G}{G}{B}{B}
      When Alice casts Grizzly Bears
      Then Alice may not cast Walking Corpse
      When all players pass priority
      Then Alice may cast Walking Corpse

    @id:an-instant-any-time-its-caster-has-priority-in-any-players
    Scenario: An instant any time its caster has priority, in any player's turn
      Given it is Bob's upkeep
      And Alice has priority
      And Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears

    @id:an-instant-while-the-stack-isnt-empty
    Scenario: An instant while the stack isn't empty
      Given Bob controls a Grizzly Bears
      And Alice has a Walking Corpse and a Take into Custody in her hand
      And Alice's mana pool holds {B}{C}{U}
      When Alice casts Walking Corpse
      Then Alice may cast Take into Custody targeting Bob's Grizzly Bears

    @id:a-sorcery-is-cast-only-at-sorcery-timing
    Scenario: A sorcery is cast only at sorcery timing
      Given it is Bob's precombat main phase
      And Alice has priority
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      Then Alice may not cast Twilight's Call

  @rule:117.1b
  Rule: 117.1b
    A player may activate an activated ability any time they have priority.

    @id:an-activated-ability-while-a-spell-is-on-the-stack
    Scenario: An activated ability while a spell is on the stack
      Given Alice controls a Chained Brute and a Walking Corpse
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Grizzly Bears
      And Alice activates Chained Brute, sacrificing Walking Corpse
      Then the stack holds two objects

    @id:not-without-priority
    Scenario: Not without priority
      Given Alice controls a Chained Brute and a Walking Corpse
      And Alice's mana pool holds {C}
      And Bob has priority
      When Alice tries to activate Chained Brute, sacrificing Walking Corpse
      Then that is illegal
      And Walking Corpse is on the battlefield

  @rule:117.1d
  Rule: 117.1d
    A player may activate a mana ability whenever they have priority, whenever they are casting a spell or activating an ability that requires a mana payment, or whenever a rule or effect asks for a mana payment (even in the middle of casting or resolving a spell or activating or resolving an ability).

    @rule:605.3b
    @id:a-mana-ability-while-a-spell-is-on-the-stack-without-using
    Scenario: A mana ability while a spell is on the stack, without using the stack
      Given Alice controls a Forest
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}
      And the stack holds one object

  @rule:117.4
  Rule: 117.4
    If all players pass in succession (that is, if all players pass without taking any actions in between passing), the spell or ability on top of the stack resolves or, if the stack is empty, the phase or step ends.

    @id:a-mana-ability-activated-between-two-passes-means-the
    Scenario: A mana ability activated between two passes means the players didn't pass in succession
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      And Bob controls a Llanowar Elves
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob taps Llanowar Elves for mana
      And Bob passes priority
      Then Grizzly Bears is on the stack
      And the stack holds one object

    @id:playing-a-land-is-an-action-too-after-it-one-more-pass
    Scenario: Playing a land is an action too: after it, one more pass doesn't end the step
      Given Alice has a Forest in her hand
      And Bob controls two Llanowar Elves
      When Alice passes priority
      And Bob taps Llanowar Elves for mana
      And Bob passes priority
      And Alice plays Forest
      And Alice passes priority
      And Bob taps Llanowar Elves for mana
      Then Bob's mana pool is {G}{G}

    @id:a-spell-cast-after-one-player-passed-the-next-pass-doesnt
    Scenario: A spell cast after one player passed: the next pass doesn't resolve anything
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      And Bob has a Take into Custody in his hand
      And Bob's mana pool holds {U}
      And Bob controls a Llanowar Elves
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Take into Custody targeting Bob's Llanowar Elves
      And Bob passes priority
      Then the stack holds two objects
      And Llanowar Elves is untapped
