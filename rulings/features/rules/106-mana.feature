Feature: 106. Mana
  The rules of mana: its colors and types, where it comes from, the mana pool, what a permanent
  "could produce", and what it means to tap a permanent for mana. Each paragraph of CR 106 (2026-04-17)
  is quoted verbatim under its number; its scenarios show it on a board.

  @rule:106.1
  Rule: 106.1
    Mana is the primary resource in the game. Players spend mana to pay costs, usually when casting spells and activating abilities.

    @id:mana-pays-part-of-a-mana-abilitys-activation-cost
    Scenario: Mana pays part of a mana ability's activation cost
      Given Alice controls a tapped Pili-Pala
      And Alice's mana pool holds {G}{G}
      When Alice activates Pili-Pala for {U}
      Then Alice's mana pool is {U}

    @id:a-cost-cant-be-paid-with-mana-that-isnt-there
    Scenario: A cost can't be paid with mana that isn't there
      Given Alice controls a tapped Pili-Pala
      And Alice's mana pool holds {G}
      When Alice tries to activate Pili-Pala for {U}
      Then that is illegal
      And Alice's mana pool is {G}

  @rule:106.1a
  Rule: 106.1a
    There are five colors of mana: white, blue, black, red, and green.

    @id:any-color-means-the-five-colors-not-colorless
    Scenario: "Any color" means the five colors, not colorless
      Given Alice controls a Chromatic Lantern
      Then Chromatic Lantern could produce {W}, {U}, {B}, {R} and {G}

    @id:a-source-of-one-mana-of-any-color-cant-be-tapped-for
    Scenario: A source of one mana of any color can't be tapped for colorless mana
      Given Alice controls a Chromatic Lantern
      When Alice tries to tap Chromatic Lantern for {C}
      Then that is illegal
      And Alice's mana pool is empty

  @rule:106.1b
  Rule: 106.1b
    There are six types of mana: white, blue, black, red, green, and colorless.

    @id:colorless-is-a-type-of-mana-that-any-type-includes
    Scenario: Colorless is a type of mana that "any type" includes
      Given Alice controls a Reflecting Pool, a Wastes and a Forest
      Then Reflecting Pool could produce {G} and {C}
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}

    @id:colorless-is-a-type-but-not-a-color
    Scenario: Colorless is a type but not a color
      Given Alice controls an Exotic Orchard
      And Bob controls a Wastes
      Then Exotic Orchard could produce nothing

  @rule:106.2
  Rule: 106.2
    Mana is represented by mana symbols (see rule 107.4). Mana symbols also represent mana costs (see rule 202).

    @id:each-mana-symbol-in-an-abilitys-effect-is-one-mana-of-that
    Scenario: Each mana symbol in an ability's effect is one mana of that type
      Given Alice controls a Wastes and a Forest
      When Alice taps Wastes for mana
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}{C}

  @rule:106.3
  Rule: 106.3
    Mana is produced by the effects of mana abilities (see rule 605). It may also be produced by the effects of spells, as well as by the effects of abilities that aren’t mana abilities. A spell or ability that produces mana instructs a player to add that mana. If mana is produced by a spell, the source of that mana is that spell. If mana is produced by an ability, the source of that mana is the source of that ability (see rule 113.7).

    @id:the-player-the-ability-instructs-adds-the-mana
    Scenario: The player the ability instructs adds the mana
      Given Alice controls a Forest
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}
      And Bob's mana pool is empty

    @id:mana-from-a-triggered-ability-has-that-abilitys-source-as
    Scenario: Mana from a triggered ability has that ability's source as its source
      Given Alice controls a Forest
      And Bob controls a Mana Flare
      When Alice taps Forest for mana
      Then Forest added {G} to Alice's mana pool
      And Mana Flare added {G} to Alice's mana pool
      And Bob's mana pool is empty

  @rule:106.4
  Rule: 106.4
    When an effect instructs a player to add mana, that mana goes into a player’s mana pool. From there, it can be used to pay costs immediately, or it can stay in the player’s mana pool as unspent mana. Each player’s mana pool empties at the end of each step and phase, and the player is said to lose this mana. Cards with abilities that produce mana or refer to unspent mana have received errata in the Oracle™ card reference to no longer explicitly refer to the mana pool.

    @id:unspent-mana-stays-in-the-pool-while-the-phase-goes-on
    Scenario: Unspent mana stays in the pool while the phase goes on
      Given Alice controls two Forests
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}

    @id:every-players-mana-pool-empties-at-the-end-of-the-phase
    Scenario: Every player's mana pool empties at the end of the phase
      Given Alice controls a Forest
      And Bob controls an Island
      And Bob has priority
      When Bob taps Island for mana
      And the game advances to Alice's beginning of combat step
      Then Alice's mana pool is empty
      And Bob's mana pool is empty

    @id:mana-added-in-the-upkeep-is-lost-before-the-draw-step
    Scenario: Mana added in the upkeep is lost before the draw step
      Given it is Alice's upkeep
      And Alice controls a Forest
      And Alice has a Plains in her library
      When Alice taps Forest for mana
      And the game advances to Alice's draw step
      Then Alice's mana pool is empty

    @id:mana-added-in-the-end-step-is-lost-before-the-cleanup-step
    Scenario: Mana added in the end step is lost before the cleanup step, which the turn doesn't skip
      Given it is Alice's end step
      And Alice controls a Forest
      When Alice taps Forest for mana
      And the game advances to Alice's cleanup step
      Then Alice's mana pool is empty

  @rule:106.4a
  Rule: 106.4a
    If any mana remains in a player’s mana pool after mana is spent to pay a cost, that player announces what mana is still there.

    @id:mana-left-over-after-paying-a-cost-is-still-in-the-pool
    Scenario: Mana left over after paying a cost is still in the pool
      Given Alice controls a tapped Pili-Pala
      And Alice's mana pool holds {G}{G}{G}
      When Alice activates Pili-Pala for {U}
      Then Alice's mana pool is {U}{G}

  @rule:106.4b
  Rule: 106.4b
    If a player passes priority (see rule 117) while there is mana in their mana pool, that player announces what mana is there.

    @id:passing-priority-doesnt-empty-the-mana-pool
    Scenario: Passing priority doesn't empty the mana pool
      Given Alice controls a Forest
      When Alice taps Forest for mana
      And Alice passes priority
      Then Alice's mana pool is {G}

    @id:the-pool-empties-only-when-the-step-ends-after-everyone
    Scenario: The pool empties only when the step ends after everyone passes
      Given Alice controls a Forest
      When Alice taps Forest for mana
      And all players pass priority
      Then Alice's mana pool is empty

  @rule:106.5
  Rule: 106.5
    If an ability would produce one or more mana of an undefined type, it produces no mana instead.

    @id:reflecting-pool-alone-produces-no-mana
    Scenario: Reflecting Pool alone produces no mana
      Given Alice controls a Reflecting Pool
      When Alice taps Reflecting Pool for mana
      Then Alice's mana pool is empty
      And Reflecting Pool is tapped

    @id:exotic-orchard-makes-no-colorless-mana-from-an-opponents
    Scenario: Exotic Orchard makes no colorless mana from an opponent's Wastes
      Given Alice controls an Exotic Orchard
      And Bob controls a Wastes
      When Alice taps Exotic Orchard for mana
      Then Alice's mana pool is empty

    @id:fellwar-stone-can-be-tapped-when-the-opponent-has-no-lands
    Scenario: Fellwar Stone can be tapped when the opponent has no lands, and adds nothing
      Given Alice controls a Fellwar Stone and a Forest
      When Alice taps Fellwar Stone for mana
      Then Alice's mana pool is empty
      And Fellwar Stone is tapped

    @id:choosing-a-type-doesnt-define-one-still-no-mana
    Scenario: Choosing a type doesn't define one: still no mana
      Given Alice controls a Reflecting Pool
      When Alice tries to tap Reflecting Pool for {G}
      Then Alice's mana pool is empty

    @rule:106.12a
    @id:no-mana-produced-means-no-tapped-for-mana-trigger
    Scenario: No mana produced means no "tapped for mana" trigger
      Given Alice controls a Reflecting Pool
      And Bob controls a Mana Flare
      When Alice taps Reflecting Pool for mana
      Then Mana Flare's ability did not trigger
      And Alice's mana pool is empty

  @rule:106.6
  Rule: 106.6
    Some spells or abilities that produce mana restrict how that mana can be spent, have an additional effect that affects the spell or ability that mana is spent on, or create a delayed triggered ability (see rule 603.7a) that triggers when that mana is spent. This doesn’t affect the mana’s type.

    @id:mana-with-a-spending-restriction-still-has-its-type
    Scenario: Mana with a spending restriction still has its type
      Given Alice controls a Reflecting Pool and a Mishra's Workshop
      Then Reflecting Pool could produce {C}

  @rule:106.6a
  Rule: 106.6a
    Some replacement effects increase the amount of mana produced by a spell or ability. In these cases, any restrictions or additional effects created by the spell or ability will apply to all mana produced. If the spell or ability creates a delayed triggered ability that triggers when the mana is spent, a separate delayed triggered ability is created for each mana produced. If the spell or ability creates a continuous effect or replacement effect if the mana is spent, a separate effect is created once for each mana produced.

    @id:mana-reflection-doubles-mishras-workshops-mana-and-all-six
    Scenario: Mana Reflection doubles Mishra's Workshop's mana, and all six can pay only for artifact spells (not: the added three unrestricted)
      Given Alice controls a Mishra's Workshop and a Mana Reflection
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      Then Alice's mana pool is {C}{C}{C}{C}{C}{C}
      When Alice tries to cast Endless One with X = 3
      Then that is illegal
      And Alice's mana pool is {C}{C}{C}{C}{C}{C}

    @id:all-six-of-the-doubled-restricted-mana-pay-for-an-artifact
    Scenario: All six of the doubled restricted mana pay for an artifact spell
      Given Alice controls a Mishra's Workshop and a Mana Reflection
      And Alice has a Chalice of the Void in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice casts Chalice of the Void with X = 3
      Then Alice's mana pool is empty
      And Chalice of the Void's mana value is 6

    @rule:106.6
    @id:the-doubled-restricted-mana-cant-pay-for-an-activated
    Scenario: The doubled restricted mana can't pay for an activated ability
      Given Alice controls a Mishra's Workshop, a Mana Reflection and a Blast Zone
      When Alice taps Mishra's Workshop for mana
      And Alice tries to activate Blast Zone's second ability with X = 1
      Then that is illegal
      And Blast Zone is untapped

    @rule:106.6
    @id:unrestricted-mana-beside-it-still-pays-endless-one-with-x-1
    Scenario: Unrestricted mana beside it still pays: Endless One with X = 1 from Forest's doubled mana
      Given Alice controls a Mishra's Workshop, a Forest and a Mana Reflection
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice taps Forest for mana
      And Alice casts Endless One with X = 2
      Then Alice's mana pool is {C}{C}{C}{C}{C}{C}

  @rule:106.7
  Rule: 106.7
    Some abilities produce mana based on the type of mana another permanent or permanents “could produce.” The type of mana a permanent could produce at any time includes any type of mana that an ability of that permanent would produce if the ability were to resolve at that time, taking into account any applicable replacement effects in any possible order. Ignore whether any costs of the ability could or could not be paid. If that permanent wouldn’t produce any mana under these conditions, or no type of mana can be defined this way, there’s no type of mana it could produce.

    @id:reflecting-pool-could-produce-what-the-lands-you-control
    Scenario: Reflecting Pool could produce what the lands you control could produce
      Given Alice controls a Reflecting Pool, a Forest and an Island
      Then Reflecting Pool could produce {U} and {G}
      When Alice taps Reflecting Pool for {U}
      Then Alice's mana pool is {U}

    @id:two-reflecting-pools-alone-could-produce-nothing
    Scenario: Two Reflecting Pools alone could produce nothing
      Given Alice controls two Reflecting Pools
      Then Reflecting Pool could produce nothing
      When Alice taps Reflecting Pool for mana
      Then Alice's mana pool is empty

    @id:costs-are-ignored-a-tapped-land-still-counts
    Scenario: Costs are ignored: a tapped land still counts
      Given Alice controls a Reflecting Pool and a tapped Forest
      Then Reflecting Pool could produce {G}

    @id:an-opponents-land-doesnt-count-for-a-land-you-control
    Scenario: An opponent's land doesn't count for "a land you control"
      Given Alice controls a Reflecting Pool and a Forest
      And Bob controls an Island
      Then Reflecting Pool could produce {G}

    @id:replacement-effects-are-taken-into-account-in-every-possible
    Scenario: Replacement effects are taken into account in every possible order
      Given Alice controls a Reflecting Pool, a Forest, a Contamination and a Ritual of Subdual
      Then Forest could produce {B} and {C}
      And Reflecting Pool could produce {B} and {C}

    @id:exotic-orchard-sees-an-opponents-forest-through
    Scenario: Exotic Orchard sees an opponent's Forest through Contamination
      Given Alice controls an Exotic Orchard
      And Bob controls a Forest and a Contamination
      Then Exotic Orchard could produce {B}

    @id:a-permanent-that-would-produce-no-mana-could-produce-no-type
    Scenario: A permanent that would produce no mana could produce no type
      Given Alice controls a Reflecting Pool and a Gaea's Cradle
      Then Gaea's Cradle could produce nothing
      And Reflecting Pool could produce nothing

    @id:gaeas-cradle-could-produce-green-once-there-is-a-creature
    Scenario: Gaea's Cradle could produce green once there is a creature
      Given Alice controls a Reflecting Pool, a Gaea's Cradle and a Llanowar Elves
      Then Reflecting Pool could produce {G}

    @id:a-land-in-the-graveyard-is-not-a-land-you-control
    Scenario: A land in the graveyard is not a land you control
      Given Alice controls a Reflecting Pool
      And Alice has a Forest in her graveyard
      Then Reflecting Pool could produce nothing

    @id:every-opponents-lands-count-for-exotic-orchard
    Scenario: Every opponent's lands count for Exotic Orchard
      Given Alice, Bob and Carol are playing
      And Alice controls an Exotic Orchard
      And Bob controls an Island
      And Carol controls a Mountain
      Then Exotic Orchard could produce {U} and {R}

    @id:exotic-orchards-and-forest-as-in-the-rules-example
    Scenario: Exotic Orchards and Forest, as in the rule's example
      Given Alice controls a Forest and an Exotic Orchard
      And Bob controls an Exotic Orchard
      Then Alice's Exotic Orchard could produce {G}
      And Bob's Exotic Orchard could produce {G}

    @id:exotic-orchards-alone-as-in-the-rules-example
    Scenario: Exotic Orchards alone, as in the rule's example
      Given Alice controls an Exotic Orchard
      And Bob controls an Exotic Orchard
      Then Alice's Exotic Orchard could produce nothing
      And Bob's Exotic Orchard could produce nothing

    @id:abilities-granted-to-lands-count
    Scenario: Abilities granted to lands count
      Given Alice controls a Reflecting Pool, a Forest and a Chromatic Lantern
      Then Reflecting Pool could produce {W}, {U}, {B}, {R} and {G}

    @id:astral-cornucopia-without-charge-counters-could-produce
    Scenario: Astral Cornucopia without charge counters could produce nothing
      Given Alice controls an Astral Cornucopia
      Then Astral Cornucopia could produce nothing

    @id:chromatic-lanterns-ability-is-granted-to-lands-only-llanowar
    Scenario: Chromatic Lantern's ability is granted to lands only: Llanowar Elves could still produce only {G}
      Given Alice controls a Llanowar Elves and a Chromatic Lantern
      Then Llanowar Elves could produce {G}
      When Alice tries to tap Llanowar Elves for {W}
      Then that is illegal

    @id:costs-are-ignored-sand-silos-could-remove-one-counter-for-u
    Scenario: Costs are ignored: Sand Silos could remove one counter for {U} or two for Damping Sphere's {C}
      Given Alice controls a Sand Silos and a Damping Sphere
      Then Sand Silos could produce {U} and {C}

    @id:every-number-of-counters-counts-each-with-the-effects-in-any
    Scenario: Every number of counters counts, each with the effects in any order
      # One counter: {U}, made {B} by Infernal Darkness. Two: {U}{U}, made {B}{B}, then {C} by Damping Sphere.
      Given Alice controls a Sand Silos, an Infernal Darkness and a Damping Sphere
      Then Sand Silos could produce {B} and {C}

    @id:what-a-permanent-could-produce-is-worked-out-from-what-the
    Scenario: What a permanent could produce is worked out from what the lands it reads could produce, to the end
      # Squandered Resources reads the lands it could sacrifice; Exotic Orchard reads Bob's lands. Squandered
      # Resources could produce {U} only once Exotic Orchard is known to, so a reading that works out each
      # permanent once from what the others could produce before it (one round) says it could produce nothing.
      Given Alice controls a Squandered Resources and an Exotic Orchard
      And Bob controls an Island
      Then Squandered Resources could produce {U}

  @rule:106.8
  Rule: 106.8
    If an effect would add mana represented by a hybrid mana symbol to a player’s mana pool, that player chooses one half of that symbol. If a colored half is chosen, one mana of that color is added to that player’s mana pool. If a generic half is chosen, an amount of colorless mana represented by that half’s number is added to that player’s mana pool.

  @rule:106.9
  Rule: 106.9
    If an effect would add mana represented by a Phyrexian mana symbol to a player’s mana pool, one mana of the color of that symbol is added to that player’s mana pool.

  @rule:106.10
  Rule: 106.10
    If an effect would add mana represented by a generic mana symbol to a player’s mana pool, that much colorless mana is added to that player’s mana pool.

  @rule:106.11
  Rule: 106.11
    If an effect would add mana represented by one or more snow mana symbols to a player’s mana pool, that much colorless mana is added to that player’s mana pool.

  @rule:106.12
  Rule: 106.12
    To “tap [a permanent] for mana” is to activate a mana ability of that permanent that includes the {T} symbol in its activation cost. See rule 605, “Mana Abilities.”

    @id:tapping-a-forest-for-mana-is-tapping-a-permanent-for-mana
    Scenario: Tapping a Forest for mana is tapping a permanent for mana
      Given Alice controls a Forest and a Mana Reflection
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}

    @id:sacrificing-a-land-for-mana-is-not-tapping-it-for-mana
    Scenario: Sacrificing a land for mana is not tapping it for mana
      Given Alice controls a Squandered Resources, a Forest and a Mana Reflection
      And Bob controls a Mana Flare
      When Alice activates Squandered Resources, sacrificing Forest for {G}
      Then Alice's mana pool is {G}
      And Mana Flare's ability did not trigger
      And Forest is in its owner's graveyard

    @id:a-creature-tapped-for-mana-is-a-permanent-tapped-for-mana-2
    Scenario: A creature tapped for mana is a permanent tapped for mana, not a land
      Given Alice controls a Llanowar Elves and a Mana Reflection
      And Bob controls a Mana Flare
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}{G}
      And Mana Flare's ability did not trigger

    @id:if-you-tap-means-the-effects-controller
    Scenario: "If you tap" means the effect's controller
      Given Alice controls a Forest
      And Bob controls a Mana Reflection
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}

  @rule:106.12a
  Rule: 106.12a
    An ability that triggers whenever a permanent “is tapped for mana” or is tapped for mana of a specified type triggers whenever such a mana ability resolves and produces mana or the specified type of mana.

    @id:mana-flare-triggers-once-for-a-land-tapped-for-mana
    Scenario: Mana Flare triggers once for a land tapped for mana
      Given Alice controls a Forest and a Mana Flare
      When Alice taps Forest for mana
      Then Mana Flare's ability triggered once
      And Alice's mana pool is {G}{G}
      And the stack is empty

    @id:mana-flare-triggers-for-an-opponents-land-too-and-that
    Scenario: Mana Flare triggers for an opponent's land too, and that player adds the mana
      Given Alice controls a Mana Flare
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Bob's mana pool is {G}{G}
      And Alice's mana pool is empty

    @id:a-land-tapped-for-mana-that-produces-none-doesnt-trigger
    Scenario: A land tapped for mana that produces none doesn't trigger Wild Growth
      Given Alice controls a Gaea's Cradle
      And Alice controls a Wild Growth attached to her Gaea's Cradle
      When Alice taps Gaea's Cradle for mana
      Then Wild Growth's ability did not trigger
      And Alice's mana pool is empty

    @id:wild-growth-triggers-for-the-land-it-enchants-not-for
    Scenario: Wild Growth triggers for the land it enchants, not for another land tapped for mana
      Given Alice controls a Forest and an Island
      And Alice controls a Wild Growth attached to her Forest
      When Alice taps Island for mana
      Then Wild Growth's ability did not trigger
      And Alice's mana pool is {U}

    @id:each-land-tapped-for-mana-triggers-it-again
    Scenario: Each land tapped for mana triggers it again
      Given Alice controls two Forests and a Heartbeat of Spring
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Heartbeat of Spring's ability triggered twice
      And Alice's mana pool is {G}{G}{G}{G}

    @id:a-tapped-for-mana-trigger-that-adds-no-mana-uses-the-stack
    Scenario: A "tapped for mana" trigger that adds no mana uses the stack
      Given Alice controls a Vorinclex, Voice of Hunger
      And Bob controls a Forest
      And Bob has priority
      When Bob taps Forest for mana
      Then Bob's mana pool is {G}
      And the stack holds one object

  @rule:106.12b
  Rule: 106.12b
    A replacement effect that applies if a permanent “is tapped for mana” or tapped for mana of a specific type and/or amount modifies the mana production event while such an ability is resolving and producing mana or the specified type and/or amount of mana.

    @id:mana-reflection-then-contamination-gives-b
    Scenario: Mana Reflection then Contamination gives {B}
      Given Alice controls a Forest, a Mana Reflection and a Contamination
      When Alice taps Forest for mana, applying Mana Reflection then Contamination
      Then Alice's mana pool is {B}

    @id:contamination-then-mana-reflection-gives-b-b
    Scenario: Contamination then Mana Reflection gives {B}{B}
      Given Alice controls a Forest, a Mana Reflection and a Contamination
      When Alice taps Forest for mana, applying Contamination then Mana Reflection
      Then Alice's mana pool is {B}{B}

    @id:contamination-then-ritual-of-subdual-gives-colorless
    Scenario: Contamination then Ritual of Subdual gives colorless
      Given Alice controls a Forest, a Contamination and a Ritual of Subdual
      When Alice taps Forest for mana, applying Contamination then Ritual of Subdual
      Then Alice's mana pool is {C}

    @id:ritual-of-subdual-then-contamination-gives-black
    Scenario: Ritual of Subdual then Contamination gives black
      Given Alice controls a Forest, a Contamination and a Ritual of Subdual
      When Alice taps Forest for mana, applying Ritual of Subdual then Contamination
      Then Alice's mana pool is {B}

    @id:a-triggered-mana-abilitys-mana-is-not-doubled
    Scenario: A triggered mana ability's mana is not doubled
      Given Alice controls a Forest and a Mana Reflection
      And Alice controls a Wild Growth attached to her Forest
      When Alice taps Forest for mana
      Then Forest added {G}{G} to Alice's mana pool
      And Wild Growth added {G} to Alice's mana pool

    @id:contamination-changes-the-type-of-mana-flares-mana-but-not
    Scenario: Contamination changes the type of Mana Flare's mana but not its amount
      Given Alice controls a Forest, a Contamination and a Mana Flare
      When Alice taps Forest for mana
      Then Alice's mana pool is {B}{B}

    @id:two-mana-reflections-each-double-it-once
    Scenario: Two Mana Reflections each double it once
      Given Alice controls a Forest and two Mana Reflections
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}

    @id:nyxbloom-ancient-and-mana-reflection-multiply-to-six
    Scenario: Nyxbloom Ancient and Mana Reflection multiply to six
      Given Alice controls a Forest, a Mana Reflection and a Nyxbloom Ancient
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}{G}{G}

    @id:with-no-mana-produced-there-is-no-event-for-contamination-to
    Scenario: With no mana produced there is no event for Contamination to modify
      Given Alice controls a Reflecting Pool and a Contamination
      When Alice taps Reflecting Pool for mana
      Then Alice's mana pool is empty

    @rule:616.1
    @id:an-effect-that-applies-only-once-there-are-two-mana-applies
    Scenario: An effect that applies only once there are two mana applies after the doubling
      Given Alice controls a Forest, a Mana Reflection and a Damping Sphere
      When Alice taps Forest for mana, applying Damping Sphere then Mana Reflection
      Then Alice's mana pool is {C}

  @rule:106.13
  Rule: 106.13
    One card (Drain Power) causes one player to lose unspent mana and another to add “the mana lost this way.” (Note that these may be the same player.) This empties the former player’s mana pool and causes the mana emptied this way to be put into the latter player’s mana pool. Which permanents, spells, and/or abilities produced that mana are unchanged, as are any restrictions or additional effects associated with any of that mana.
