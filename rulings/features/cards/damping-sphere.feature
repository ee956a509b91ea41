@card:damping-sphere
Feature: Damping Sphere
  If a land is tapped for two or more mana, it produces {C} instead of any other type and amount.
  Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.

  @ruling:2022-12-08
  Rule: Spells cast before Damping Sphere was on the battlefield count too
    Damping Sphere’s second ability counts spells that were cast during a turn even if Damping Sphere wasn’t on the battlefield as they were cast. For example, if Damping Sphere itself is the third spell you cast in a turn, the next spell you cast costs {3} more to cast.

    @rule:601.2f
    @id:damping-sphere-cast-as-the-third-spell-of-the-turn-makes-the
    Scenario: Damping Sphere cast as the third spell of the turn makes the fourth cost {3} more
      Given Alice has a Llanowar Elves, a Grizzly Bears, a Damping Sphere and a Walking Corpse in her hand
      And Alice's mana pool holds {G}{G}{B}{C}{C}{C}{C}{C}{C}{C}
      When Alice casts Llanowar Elves
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      And Alice casts Damping Sphere
      And all players pass priority
      Then Alice's mana pool is {B}{C}{C}{C}{C}
      And Alice may cast Walking Corpse
      When Alice casts Walking Corpse
      Then Alice's mana pool is empty

    @rule:601.2f
    @id:the-spells-cast-before-damping-sphere-arrived-count-four
    Scenario: The spells cast before Damping Sphere arrived count: four mana isn't enough for the fourth spell
      Given Alice has a Llanowar Elves, a Grizzly Bears, a Damping Sphere and a Walking Corpse in her hand
      And Alice's mana pool holds {G}{G}{B}{C}{C}{C}{C}{C}{C}
      When Alice casts Llanowar Elves
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      And Alice casts Damping Sphere
      And all players pass priority
      Then Alice's mana pool is {B}{C}{C}{C}
      And Alice may not cast Walking Corpse

    @rule:601.2f
    @id:the-damping-sphere-being-cast-adds-nothing-to-its-own-cost
    Scenario: The Damping Sphere being cast adds nothing to its own cost; the one on the battlefield adds {1}
      Given Alice has a Llanowar Elves and a Damping Sphere in her hand
      And Alice controls a Damping Sphere
      And Alice's mana pool holds {G}{C}{C}{C}
      When Alice casts Llanowar Elves
      And all players pass priority
      Then Alice may cast Damping Sphere
      When Alice casts Damping Sphere
      Then Alice's mana pool is empty

    @rule:601.2f
    @id:a-spell-cast-in-an-earlier-step-of-the-same-turn-counts
    Scenario: A spell cast in an earlier step of the same turn counts
      Given it is Alice's upkeep
      And Alice controls a Damping Sphere, a Forest, an Island and a Wastes
      And Bob controls a Walking Corpse
      And Alice has a Take into Custody and a Grizzly Bears in her hand
      And Alice's mana pool holds {U}
      And Alice has a Plains in her library
      When Alice casts Take into Custody targeting Bob's Walking Corpse
      And all players pass priority
      And the game advances to Alice's precombat main phase
      And Alice taps Forest for mana
      And Alice taps Island for mana
      And Alice taps Wastes for mana
      And Alice casts Grizzly Bears
      Then Alice's mana pool is empty

    @rule:601.2f
    @id:a-spell-cast-in-an-earlier-turn-doesnt-count
    Scenario: A spell cast in an earlier turn doesn't count
      Given Alice controls a Damping Sphere, a Forest and an Island
      And Alice has a Walking Corpse and a Grizzly Bears in her hand
      And Alice's mana pool holds {B}{C}
      And Alice has a Plains in her library
      And Bob has a Plains in his library
      When Alice casts Walking Corpse
      And all players pass priority
      And the game advances to Alice's precombat main phase
      And Alice taps Forest for mana
      And Alice taps Island for mana
      Then Alice may cast Grizzly Bears
      When Alice casts Grizzly Bears
      Then Alice's mana pool is empty

  @ruling:2022-12-08
  Rule: Replacement effects on mana apply one at a time, each once, as long as they apply
    If multiple replacement effects would modify the mana an ability you control produces, choose one to apply. After that, determine if any others are applicable. A replacement effect can’t apply to the same event more than once.

    @rule:616.1 @rule:106.12b
    @id:a-forest-doubled-by-mana-reflection-then-damped-adds-one
    Scenario: A Forest doubled by Mana Reflection, then damped, adds one colorless mana
      Given Alice controls a Forest, a Mana Reflection and a Damping Sphere
      When Alice taps Forest for mana, applying Mana Reflection then Damping Sphere
      Then Alice's mana pool is {C}

    @rule:616.1 @rule:106.12b
    @id:damping-sphere-doesnt-apply-to-one-mana-but-does-once-mana
    Scenario: Damping Sphere doesn't apply to one mana, but does once Mana Reflection has doubled it
      # "applying Damping Sphere then Mana Reflection" is a preference list (docs/protocol.md, `order`): Damping
      # Sphere comes first whenever it applies. To the single {U} it doesn't, so Mana Reflection is the only
      # choice (CR 616.1); once the mana is doubled, Damping Sphere applies and is applied.
      Given Alice controls an Island, a Mana Reflection and a Damping Sphere
      When Alice taps Island for mana, applying Damping Sphere then Mana Reflection
      Then Alice's mana pool is {C}

    @rule:616.1 @rule:106.12b
    @id:damped-first-gaeas-cradles-c-is-doubled-and-not-damped-again
    Scenario: Damped first, Gaea's Cradle's {C} is doubled and not damped again
      Given Alice controls a Gaea's Cradle, two Walking Corpses, a Mana Reflection and a Damping Sphere
      When Alice taps Gaea's Cradle for mana, applying Damping Sphere then Mana Reflection
      Then Alice's mana pool is {C}{C}

    @rule:616.1 @rule:106.12b
    @id:doubled-first-gaeas-cradles-four-green-mana-are-damped-to
    Scenario: Doubled first, Gaea's Cradle's four green mana are damped to one colorless mana
      Given Alice controls a Gaea's Cradle, two Walking Corpses, a Mana Reflection and a Damping Sphere
      When Alice taps Gaea's Cradle for mana, applying Mana Reflection then Damping Sphere
      Then Alice's mana pool is {C}

    @rule:106.7 @rule:616.1
    @id:gaeas-cradle-could-produce-only-colorless-mana-whichever
    Scenario: Gaea's Cradle could produce only colorless mana, whichever order is chosen
      Given Alice controls a Gaea's Cradle, a Walking Corpse, a Mana Reflection and a Damping Sphere
      Then Gaea's Cradle could produce {C}

    @rule:106.12b
    @id:a-land-tapped-for-one-mana-is-not-affected
    Scenario: A land tapped for one mana is not affected
      Given Alice controls a Forest and a Damping Sphere
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}

  @ruling:2022-12-08
  Rule: A spell's total cost is its mana cost or alternative cost plus increases, minus reductions
    To determine the total cost of a spell, start with the mana cost or alternative cost (such as a flashback cost) you’re paying, add any cost increases, then apply any cost reductions. The mana value of the spell is determined only by its mana cost, no matter what the total cost to cast the spell was.

    @rule:601.2f @rule:702.103a @rule:202.3
    @id:a-bestow-cost-plus-damping-spheres-increase-is-paid-and-the
    Scenario: A bestow cost plus Damping Sphere's increase is paid, and the mana value stays that of the mana cost
      Given Alice controls a Damping Sphere and a Walking Corpse
      And Alice has a Llanowar Elves and a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{G}{C}{C}{C}{C}
      When Alice casts Llanowar Elves
      And all players pass priority
      Then Alice may cast Hopeful Eidolon as an Aura targeting Walking Corpse
      When Alice casts Hopeful Eidolon as an Aura targeting Walking Corpse
      Then Alice's mana pool is empty
      And Hopeful Eidolon's mana value is 1

    @rule:601.2f @rule:702.103a
    @id:the-increase-is-added-to-the-bestow-cost-not-to-the-mana
    Scenario: The increase is added to the bestow cost, not to the mana cost
      Given Alice controls a Damping Sphere and a Walking Corpse
      And Alice has a Llanowar Elves and a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{G}{C}{C}{C}
      When Alice casts Llanowar Elves
      And all players pass priority
      Then Alice may not cast Hopeful Eidolon as an Aura targeting Walking Corpse
      And Alice may cast Hopeful Eidolon as a creature
