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

  @rule:117.1c
  Rule: 117.1c
    A player may take some special actions any time they have priority. A player may take other special actions during their main phase any time they have priority and the stack is empty. See rule 116, “Special Actions.”

    @id:playing-a-land-is-a-special-action-taken-in-her-main-phase
    Scenario: Playing a land is a special action taken in her main phase with priority and an empty stack
      Given Alice has a Forest in her hand
      When Alice plays Forest
      Then Forest is on the battlefield
      And Alice has priority

    @id:not-any-time-she-has-priority-not-in-her-upkeep-though-she
    Scenario: (not: any time she has priority) Not in her upkeep, though she has priority there
      Given it is Alice's upkeep
      And Alice has a Forest in her hand
      When Alice tries to play Forest
      Then that is illegal

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

  @rule:117.2
  Rule: 117.2
    Other kinds of abilities and actions are automatically generated or performed by the game rules, or are performed by players without receiving priority.

    @rule:509.1
    @id:bob-declares-blockers-in-alices-turn-without-receiving
    Scenario: Bob declares blockers in Alice's turn without receiving priority, and then Alice has it (not: the defending player needs priority to block)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      Then Giant Spider is blocking
      And it is Alice's declare blockers step
      And Alice has priority

  @rule:117.2a
  Rule: 117.2a
    Triggered abilities can trigger at any time, including while a spell is being cast, an ability is being activated, or a spell or ability is resolving. (See rule 603, “Handling Triggered Abilities.”) However, nothing actually happens at the time an ability triggers. Each time a player would receive priority, each ability that has triggered but hasn’t yet been put on the stack is put on the stack. See rule 117.5.

    @id:soul-warden-triggers-while-grizzly-bears-resolves-the
    Scenario: Soul Warden triggers while Grizzly Bears resolves; the ability goes on the stack only when Alice would receive priority (not: it resolves at once)
      Given Alice controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Soul Warden's ability triggered once
      And the top of the stack is an ability of Soul Warden
      And Alice has priority
      And Alice's life total is 20

  @rule:117.2b
  Rule: 117.2b
    Static abilities continuously affect the game. Priority doesn’t apply to them. (See rule 604, “Handling Static Abilities,” and rule 611, “Continuous Effects.”)

    @id:benalish-marshals-bonus-applies-the-moment-it-is-on-the
    Scenario: Benalish Marshal's bonus applies the moment it is on the battlefield, with no one passing priority
      Given Alice controls a Grizzly Bears
      And Alice has a Benalish Marshal in her hand
      And Alice's mana pool holds {W}{W}{W}
      When Alice casts Benalish Marshal
      Then Grizzly Bears is a 2/2 creature
      When all players pass priority
      Then Grizzly Bears is a 3/3 creature

  @rule:117.2c
  Rule: 117.2c
    Turn-based actions happen automatically when certain steps or phases begin. They’re dealt with before a player would receive priority. See rule 117.3a. Turn-based actions also happen automatically when each step and phase ends; no player receives priority afterward. See rule 703, “Turn-Based Actions.”

    @id:the-draw-steps-draw-happens-before-alice-receives-priority
    Scenario: The draw step's draw happens before Alice receives priority there
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's draw step
      Then Forest is in her hand
      And Alice has priority
      And the stack is empty

  @rule:117.2d
  Rule: 117.2d
    State-based actions happen automatically when certain conditions are met. See rule 704. They’re dealt with before a player would receive priority. See rule 117.5.

    @id:a-creature-whose-toughness-drops-to-0-is-gone-before-anyone
    Scenario: A creature whose toughness drops to 0 is gone before anyone receives priority
      Given Alice controls a Grim Strider
      And Alice has 5 Forests in her hand
      And Alice has an Island in her library
      And it is Alice's upkeep
      Then Grim Strider is a 1/1 creature
      When the game advances to Alice's draw step
      Then Grim Strider is in her graveyard
      And Alice has priority

  @rule:117.3
  Rule: 117.3
    Which player has priority is determined by the following rules:

    @id:alice-the-active-player-has-priority-in-her-main-phase-once
    Scenario: Alice, the active player, has priority in her main phase; once she passes, Bob has it (not: priority stays with whoever acted last)
      Given it is Alice's precombat main phase
      Then Alice has priority
      When Alice passes priority
      Then Bob has priority

  @rule:117.3a
  Rule: 117.3a
    The active player receives priority at the beginning of most steps and phases, after any turn-based actions (such as drawing a card during the draw step; see rule 703) have been dealt with and abilities that trigger at the beginning of that phase or step have been put on the stack. No player receives priority during the untap step. Players usually don’t get priority during the cleanup step (see rule 514.3).

    @id:the-active-player-receives-priority-as-the-beginning-of
    Scenario: The active player receives priority as the beginning of combat step begins
      Given Bob has priority
      When the game advances to Alice's beginning of combat step
      Then Alice has priority

    @id:not-every-step-no-player-receives-priority-in-the-untap-step
    Scenario: (not: every step) No player receives priority in the untap step
      Given it is Alice's end step
      When the game advances to Bob's untap step
      Then no player has priority
      When Bob tries to pass priority
      Then that is illegal

    @id:not-before-the-draw-in-the-draw-step-priority-comes-after
    Scenario: (not: before the draw) In the draw step, priority comes after the card is drawn
      Given it is Bob's upkeep
      And Bob has an Island in his library
      When the game advances to Bob's draw step
      Then Bob has priority
      And Island is in his hand

  @rule:117.3b
  Rule: 117.3b
    The active player receives priority after a spell or ability (other than a mana ability) resolves.

    @id:not-the-spells-controller-after-bobs-spell-resolves-in
    Scenario: (not: the spell's controller) After Bob's spell resolves in Alice's turn, Alice receives priority
      Given Bob controls a Grizzly Bears
      And Bob has a Take into Custody in his hand
      And Bob's mana pool holds {U}
      And Bob has priority
      When Bob casts Take into Custody targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is tapped
      And Alice has priority

  @rule:117.3c
  Rule: 117.3c
    If a player has priority when they cast a spell, activate an ability, or take a special action, that player receives priority afterward.

    @id:after-casting-a-spell-the-caster-still-has-priority
    Scenario: After casting a spell, the caster still has priority
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      Then Alice has priority

    @id:not-the-active-player-bob-casts-an-instant-in-alices-turn
    Scenario: (not: the active player) Bob casts an instant in Alice's turn and keeps priority
      Given Bob controls a Grizzly Bears
      And Bob has a Take into Custody in his hand
      And Bob's mana pool holds {U}
      And Bob has priority
      When Bob casts Take into Custody targeting Bob's Grizzly Bears
      Then Bob has priority

  @rule:117.3d
  Rule: 117.3d
    If a player has priority and chooses not to take any actions, that player passes. If any mana is in that player’s mana pool, they announce what mana is there. Then the next player in turn order receives priority.

    @id:when-alice-passes-bob-receives-priority
    Scenario: When Alice passes, Bob receives priority
      When Alice passes priority
      Then Bob has priority

    @id:not-back-to-the-active-player-when-bob-passes-after-alice
    Scenario: (not: back to the active player) When Bob passes after Alice, the step ends rather than Alice getting priority again in it
      When Alice passes priority
      And Bob passes priority
      Then it is Alice's beginning of combat step

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

  @rule:117.5
  Rule: 117.5
    Each time a player would get priority, the game first performs all applicable state-based actions as a single event (see rule 704, “State-Based Actions”), then repeats this process until no state-based actions are performed. Then triggered abilities are put on the stack (see rule 603, “Handling Triggered Abilities”). These steps repeat in order until no further state-based actions are performed and no abilities trigger. Then the player who would have received priority does so.

    @rule:704.5b
    @id:drawing-from-an-empty-library-in-the-draw-step-loses-the
    Scenario: Drawing from an empty library in the draw step loses the game before anyone receives priority
      Given it is Alice's upkeep
      When the game advances to Alice's draw step
      Then Alice has lost the game

  @rule:117.7
  Rule: 117.7
    If a player with priority casts a spell or activates an activated ability while another spell or ability is already on the stack, the new spell or ability has been cast or activated “in response to” the earlier spell or ability. The new spell or ability will resolve first. See rule 608, “Resolving Spells and Abilities.”

    @id:not-first-cast-first-resolved-the-spell-cast-in-response
    Scenario: (not: first cast, first resolved) The spell cast in response resolves first
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      And Bob controls a Llanowar Elves
      And Bob has a Take into Custody in his hand
      And Bob's mana pool holds {U}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Take into Custody targeting Bob's Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is tapped
      And Grizzly Bears is on the stack
