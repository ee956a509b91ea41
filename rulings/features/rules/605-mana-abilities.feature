Feature: 605. Mana Abilities
  Which abilities are mana abilities, and the special rules they follow: they don't use the stack, and a
  player may activate them whenever they have priority. Quoted from CR 605 (2026-04-17).

  @rule:605.1
  Rule: 605.1
    Some activated abilities and some triggered abilities are mana abilities, which are subject to special rules. Only abilities that meet either of the following two sets of criteria are mana abilities, regardless of what other effects they may generate or what timing restrictions (such as “Activate only as an instant”) they may have.

    @id:an-activated-and-a-triggered-mana-ability-both-resolve-at
    Scenario: An activated and a triggered mana ability both resolve at once
      Given Alice controls a Forest and a Heartbeat of Spring
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}
      And the stack is empty

  @rule:605.1a
  Rule: 605.1a
    An activated ability is a mana ability if it meets all of the following criteria: it doesn’t require a target (see rule 115.6), it could add mana to a player’s mana pool when it resolves, it’s not a loyalty ability (see rule 606, “Loyalty Abilities”), and its cost and effect don’t move any card to or from a library. Do not take into account replacement effects that may apply, other than self-replacement effects, when evaluating these criteria.

    @id:a-creatures-untargeted-ability-that-adds-mana-is-a-mana
    Scenario: A creature's untargeted ability that adds mana is a mana ability
      Given Alice controls a Llanowar Elves
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}
      And the stack is empty

    @id:an-ability-with-a-cost-other-than-t-that-adds-mana-is-a-mana
    Scenario: An ability with a cost other than {T} that adds mana is a mana ability
      Given Alice controls a Squandered Resources and a Swamp
      When Alice activates Squandered Resources, sacrificing Swamp for {B}
      Then Alice's mana pool is {B}
      And the stack is empty

    @id:an-ability-that-mills-a-card-to-add-mana-is-no-mana-ability
    Scenario: An ability whose cost mills a card is no mana ability: Millikin's waits on the stack (not: its {C} at once, as before the 2026-09-25 CR)
      Given Alice controls a Millikin
      And Alice has an Island in her library
      When Alice activates Millikin
      Then Millikin is tapped
      And Island is in her graveyard
      And Alice's mana pool is empty
      And the stack holds one object
      When all players pass priority
      Then Alice's mana pool is {C}
      And the stack is empty

    @id:millikins-ability-cant-help-pay-prismites-cost
    Scenario: Millikin's ability can't be activated while paying a cost, as a mana ability could (CR 605.3a): it can't help pay Prismite's {2}
      Given Alice controls a Prismite, a Millikin and a Forest
      And Alice has an Island in her library
      When Alice tries to activate Prismite for {R}, paying with the mana abilities of Millikin and Forest
      Then that is illegal
      And Millikin is untapped
      And Alice's mana pool is empty

  @rule:605.1b
  Rule: 605.1b
    A triggered ability is a mana ability if it meets all of the following criteria: it doesn’t require a target (see rule 115.6), it triggers from the activation or resolution of an activated mana ability (see rule 605.1a) or from mana being added to a player’s mana pool, and it could add mana to a player’s mana pool when it resolves.

    @id:wild-growths-trigger-is-a-mana-ability-and-adds-its-mana-at
    Scenario: Wild Growth's trigger is a mana ability and adds its mana at once
      Given Alice controls a Forest
      And Alice controls a Wild Growth attached to her Forest
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}
      And the stack is empty

    @id:a-trigger-on-tapping-for-mana-that-adds-no-mana-is-not-a
    Scenario: A trigger on tapping for mana that adds no mana is not a mana ability
      Given Alice controls a Forest and a Vorinclex, Voice of Hunger
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Bob's mana pool is {G}
      And the stack holds one object

  @rule:605.2
  Rule: 605.2
    A mana ability remains a mana ability even if the game state doesn’t allow it to produce mana.

    @id:gaeas-cradle-with-no-creatures-is-still-tapped-by-a-mana
    Scenario: Gaea's Cradle with no creatures is still tapped by a mana ability, without the stack
      Given Alice controls a Gaea's Cradle
      When Alice taps Gaea's Cradle for mana
      Then Gaea's Cradle is tapped
      And Alice's mana pool is empty
      And the stack is empty

    @id:reflecting-pool-alone-is-still-activated-as-a-mana-ability
    Scenario: Reflecting Pool alone is still activated as a mana ability
      Given Alice controls a Reflecting Pool
      When Alice taps Reflecting Pool for mana
      Then Reflecting Pool is tapped
      And the stack is empty

  @rule:605.3
  Rule: 605.3
    Activating an activated mana ability follows the rules for activating any other activated ability (see rule 602.2), with the following exceptions:

    @id:a-land-card-in-a-graveyard-has-no-mana-ability-to-activate
    Scenario: A land card in a graveyard has no mana ability to activate
      Given Alice has a Forest in her graveyard
      When Alice tries to tap Forest for mana
      Then that is illegal
      And Alice's mana pool is empty

    @rule:602.2
    @id:a-player-cant-tap-an-opponents-land-for-mana
    Scenario: A player can't tap an opponent's land for mana
      Given Bob controls a Forest
      When Alice tries to tap Bob's Forest for mana
      Then that is illegal
      And Bob's Forest is untapped
      And Alice's mana pool is empty

    @rule:602.2
    @id:a-cost-cant-be-paid-by-sacrificing-a-land-another-player
    Scenario: A cost can't be paid by sacrificing a land another player controls
      Given Alice controls a Squandered Resources
      And Bob controls a Forest
      When Alice tries to activate Squandered Resources, sacrificing Bob's Forest for {G}
      Then that is illegal
      And Bob's Forest is untapped
      And Alice's mana pool is empty

    @rule:601.2h
    @id:with-no-land-to-sacrifice-squandered-resources-cant-be
    Scenario: With no land to sacrifice, Squandered Resources can't be activated for free
      Given Alice controls a Squandered Resources
      When Alice tries to activate Squandered Resources for {G}
      Then that is illegal
      And Alice's mana pool is empty

    @rule:107.5
    @id:the-cost-must-be-paid-a-tapped-land-cant-be-tapped-for-mana
    Scenario: The cost must be paid: a tapped land can't be tapped for mana
      Given Alice controls a tapped Forest
      When Alice tries to tap Forest for mana
      Then that is illegal
      And Alice's mana pool is empty

  @rule:605.3a
  Rule: 605.3a
    A player may activate an activated mana ability whenever they have priority, whenever they are casting a spell or activating an ability that requires a mana payment, or whenever a rule or effect asks for a mana payment, even if it’s in the middle of casting or resolving a spell or activating or resolving an ability.

    @id:the-player-with-priority-may-activate-a-mana-ability-on
    Scenario: The player with priority may activate a mana ability on another player's turn
      Given Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Bob's mana pool is {G}

    @id:a-player-without-priority-cant-activate-a-mana-ability-at
    Scenario: A player without priority can't activate a mana ability at will
      Given Bob controls a Forest
      When Bob tries to tap Forest for mana
      Then that is illegal
      And Bob's mana pool is empty

    @id:no-one-may-activate-mana-abilities-in-the-untap-step-where
    Scenario: No one may activate mana abilities in the untap step, where no player has priority
      Given it is Alice's untap step
      And Alice controls a Forest
      When Alice tries to tap Forest for mana
      Then that is illegal

  @rule:605.3b
  Rule: 605.3b
    An activated mana ability doesn’t go on the stack, so it can’t be targeted, countered, or otherwise responded to. Rather, it resolves immediately after it is activated. (See rule 405.6c.)

    @id:the-mana-is-in-the-pool-as-soon-as-the-ability-is-activated
    Scenario: The mana is in the pool as soon as the ability is activated
      Given Alice controls a Forest
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}
      And the stack is empty

    @id:activating-a-mana-ability-doesnt-pass-priority-or-let-anyone
    Scenario: Activating a mana ability doesn't pass priority or let anyone respond
      Given Alice controls two Forests
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}
      And the stack is empty

  @rule:605.3c
  Rule: 605.3c
    Once a player begins to activate a mana ability, that ability can’t be activated again until it has resolved.

    @id:prismites-ability-cant-be-activated-again-to-pay-its-own-2
    Scenario: Prismite's ability can't be activated again to pay its own {2}: the activation is illegal and the pool is untouched (not: a nested activation helps pay)
      Given Alice controls a Prismite
      And Alice's mana pool holds {C}{C}{C}
      When Alice tries to activate Prismite for {R}, paying with the mana ability of Prismite
      Then that is illegal
      And Alice's mana pool is {C}{C}{C}

    @rule:605.3a
    @id:other-mana-abilities-may-be-activated-while-prismites-is
    Scenario: Other mana abilities may be activated while Prismite's is being activated: Forest and Wastes pay its {2} (not: no mana ability at all until it has resolved)
      Given Alice controls a Prismite, a Forest and a Wastes
      When Alice activates Prismite for {R}, paying with the mana abilities of Forest and Wastes
      Then Alice's mana pool is {R}
      And Forest is tapped
      And Wastes is tapped

  @rule:605.4
  Rule: 605.4
    Triggered mana abilities follow all the rules for other triggered abilities (see rule 603, “Handling Triggered Abilities”), with the following exception:

    @id:a-triggered-mana-ability-triggers-on-each-event-it-names
    Scenario: A triggered mana ability triggers on each event it names
      Given Alice controls two Forests and a Mana Flare
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Mana Flare's ability triggered twice

  @rule:605.4a
  Rule: 605.4a
    A triggered mana ability doesn’t go on the stack, so it can’t be targeted, countered, or otherwise responded to. Rather, it resolves immediately after the mana ability that triggered it, without waiting for priority.

    @id:mana-flares-mana-is-added-right-after-the-lands-without-the
    Scenario: Mana Flare's mana is added right after the land's, without the stack
      Given Alice controls a Forest and a Mana Flare
      When Alice taps Forest for mana
      Then Mana Flare added {G} to Alice's mana pool
      And the stack is empty

    @id:vorinclexs-mana-trigger-resolves-at-once-for-its-controller
    Scenario: Vorinclex's mana trigger resolves at once for its controller
      Given Alice controls a Forest and a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      Then Vorinclex, Voice of Hunger added {G} to Alice's mana pool
      And the stack is empty

  @rule:605.5
  Rule: 605.5
    Abilities that don’t meet the criteria specified in rules 605.1a–b and spells aren’t mana abilities.

    @id:a-trigger-that-adds-no-mana-waits-on-the-stack-for-priority
    Scenario: A trigger that adds no mana waits on the stack for priority
      Given Alice controls a Vorinclex, Voice of Hunger
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then the stack holds one object
      When all players pass priority
      Then the stack is empty

  @rule:605.5a
  Rule: 605.5a
    An ability with a target is not a mana ability, even if it could put mana into a player’s mana pool when it resolves. The same is true for a triggered ability that could produce mana but triggers from an event other than activating a mana ability, or a triggered ability that triggers from activating a mana ability but couldn’t produce mana. These follow the normal rules for activated or triggered abilities, as appropriate.

    @id:vorinclexs-second-ability-triggers-from-a-mana-ability-but
    Scenario: Vorinclex's second ability triggers from a mana ability but can't add mana, so it uses the stack
      Given Alice controls a Vorinclex, Voice of Hunger
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Vorinclex, Voice of Hunger's ability triggered once
      And the stack holds one object
      And the top of the stack is an ability of Vorinclex, Voice of Hunger

  @rule:605.5b
  Rule: 605.5b
    A spell can never be a mana ability, even if it could put mana into a player’s mana pool when it resolves. It’s cast and resolves just like any other spell. Some older cards were printed with the card type “mana source”; these cards have received errata in the Oracle card reference and are now instants.

    @id:llanowar-elves-cast-is-a-spell-that-waits-on-the-stack-not-a
    Scenario: Llanowar Elves, cast, is a spell that waits on the stack, not a mana ability that resolves at once
      Given Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice casts Llanowar Elves
      Then the top of the stack is the spell Llanowar Elves
      And Alice's mana pool is empty
      When all players pass priority
      Then the stack is empty
      And Llanowar Elves is on the battlefield
