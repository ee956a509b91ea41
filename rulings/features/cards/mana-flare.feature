@card:mana-flare
Feature: Mana Flare
  Whenever a player taps a land for mana, that player adds one mana of any type that land produced.

  @ruling:2004-10-04
  Rule: Mana Flare adds one more mana of the type the land produced, never another
    When used with lands that can produce multiple colors, Mana Flare produces one additional mana of the same color that was produced. It can’t give a mana of a color that wasn’t produced.

    @rule:106.12a
    @id:reflecting-pool-tapped-for-blue-gets-blue-from-mana-flare
    Scenario: Reflecting Pool tapped for blue gets blue from Mana Flare
      Given Alice controls a Forest, an Island, a Reflecting Pool and a Mana Flare
      When Alice taps Reflecting Pool for {U}
      Then Reflecting Pool added {U} to Alice's mana pool
      And Mana Flare added {U} to Alice's mana pool

    @rule:106.12a
    @id:a-forest-tapped-for-red-through-chromatic-lantern-gets-red
    Scenario: A Forest tapped for red through Chromatic Lantern gets red, not green
      Given Alice controls a Forest, a Chromatic Lantern and a Mana Flare
      When Alice taps Forest for {R}
      Then Alice's mana pool is {R}{R}

  @ruling:2004-10-04
  Rule: Mana Flare adds mana only for a land tapped for mana
    Only produces extra mana when land is tapped for mana, not when tapped by some other effect.

    @rule:106.12 @rule:106.12a
    @id:a-land-tapped-by-a-spells-effect-wasnt-tapped-for-mana
    Scenario: A land tapped by a spell's effect wasn't tapped for mana
      Given Alice controls a Mana Flare
      And Bob controls a Dryad Arbor
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice casts Take into Custody targeting Bob's Dryad Arbor
      And all players pass priority
      Then Bob's Dryad Arbor is tapped
      And Mana Flare's ability did not trigger
      And Bob's mana pool is empty

    @rule:106.12
    @id:a-land-sacrificed-for-mana-wasnt-tapped-for-mana
    Scenario: A land sacrificed for mana wasn't tapped for mana
      Given Alice controls a Squandered Resources, a Forest and a Mana Flare
      When Alice activates Squandered Resources, sacrificing Forest for {G}
      Then Alice's mana pool is {G}
      And Mana Flare's ability did not trigger

    @rule:106.12a
    @id:a-creature-tapped-for-mana-isnt-a-land
    Scenario: A creature tapped for mana isn't a land
      Given Alice controls a Llanowar Elves and a Mana Flare
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}
      And Mana Flare's ability did not trigger

  @ruling:2004-10-04
  Rule: The player who tapped the land chooses among the types it produced
    If the land produces more than one color of mana at a single time, its controller chooses which of those types is produced by Mana Flare’s ability.

    # Not shown fully: no land in this engine's cards produces two types of mana at once, so there is
    # never more than one type to choose from. What can be shown: the type is the one produced, and the
    # player who tapped the land adds the mana, whoever controls Mana Flare.
    @rule:106.12a
    @id:an-opponents-mana-flare-gives-the-player-who-tapped-the-land
    Scenario: An opponent's Mana Flare gives the player who tapped the land the type it produced
      Given Alice controls a Mana Flare
      And Bob controls an Island and a Forest
      And Bob has priority
      When Bob taps Island for mana
      Then Bob's mana pool is {U}{U}
      And Alice's mana pool is empty

  @ruling:2004-10-04
  Rule: Mana Flare's ability is a triggered mana ability
    This is a triggered mana ability.

    @rule:605.1b @rule:605.4a
    @id:mana-flares-mana-is-added-at-once-without-using-the-stack
    Scenario: Mana Flare's mana is added at once, without using the stack
      Given Alice controls a Forest and a Mana Flare
      When Alice taps Forest for mana
      Then Mana Flare's ability triggered once
      And the stack is empty
      And Alice's mana pool is {G}{G}

    @rule:605.1b @rule:605.4a
    @id:mana-flare-triggers-once-for-each-land-tapped-for-mana
    Scenario: Mana Flare triggers once for each land tapped for mana
      Given Alice controls a Forest, an Island and a Mana Flare
      When Alice taps Forest for mana
      And Alice taps Island for mana
      Then Mana Flare's ability triggered twice
      And the stack is empty
      And Alice's mana pool is {U}{U}{G}{G}

  @ruling:2004-10-04
  Rule: Mana Flare reads the type produced after land type and color changing effects
    Mana Flare adds one of whatever color the land produces after applying any land type or color changing effects.

    @rule:305.7
    @id:a-forest-that-urborg-made-a-swamp-tapped-for-black-gets
    Scenario: A Forest that Urborg made a Swamp, tapped for black, gets black
      Given Alice controls a Forest, an Urborg, Tomb of Yawgmoth and a Mana Flare
      When Alice taps Forest for {B}
      Then Alice's mana pool is {B}{B}

    @rule:106.12b
    @id:a-forest-made-to-produce-colorless-by-ritual-of-subdual-gets
    Scenario: A Forest made to produce colorless by Ritual of Subdual gets colorless
      Given Alice controls a Forest, a Ritual of Subdual and a Mana Flare
      When Alice taps Forest for mana
      Then Alice's mana pool is {C}{C}

  @ruling:2004-10-04
  Rule: Colorless is one of the types Mana Flare can add
    The types of mana are white, blue, black, red, green, and colorless.

    @rule:106.1b
    @id:a-wastes-gets-colorless-mana-from-mana-flare
    Scenario: A Wastes gets colorless mana from Mana Flare
      Given Alice controls a Wastes and a Mana Flare
      When Alice taps Wastes for mana
      Then Alice's mana pool is {C}{C}
      And Mana Flare added {C} to Alice's mana pool

  @ruling:2007-09-16
  Rule: Mana Flare's mana has no restriction the land's mana has
    Does not copy any restrictions on the mana, such as with Mishra’s Workshop or Pillar of the Paruns.

    @rule:106.6
    @id:mana-flares-mana-for-mishras-workshop-pays-for-a-creature
    Scenario: Mana Flare's mana for Mishra's Workshop pays for a creature spell; the Workshop's three don't
      Given Alice controls a Mishra's Workshop and a Mana Flare
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice casts Endless One with X = 1
      Then Alice's mana pool is {C}{C}{C}

    @rule:106.6
    @id:endless-one-with-x-2-cant-be-paid-with-the-workshops-2
    Scenario: Endless One with X = 2 can't be paid with the Workshop's restricted mana (not: Mana Flare's mana restricted, or none of it)
      Given Alice controls a Mishra's Workshop and a Mana Flare
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice tries to cast Endless One with X = 2
      Then that is illegal

    @rule:106.3 @rule:106.6
    @id:mana-flare-adds-its-own-colorless-mana-for-a-reflecting-pool
    Scenario: Mana Flare adds its own colorless mana for a Reflecting Pool that reads Mishra's Workshop
      Given Alice controls a Mishra's Workshop, a Reflecting Pool and a Mana Flare
      When Alice taps Reflecting Pool for {C}
      Then Reflecting Pool added {C} to Alice's mana pool
      And Mana Flare added {C} to Alice's mana pool

  @ruling:2007-09-16
  Rule: Mana Flare adds only one mana, however much the land produced
    Produces only one additional mana, regardless of how much was produced by tapping the land.

    @rule:106.12a
    @id:gaeas-cradle-tapped-for-three-green-gets-one-more
    Scenario: Gaea's Cradle tapped for three green gets one more
      Given Alice controls a Gaea's Cradle, three Walking Corpses and a Mana Flare
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {G}{G}{G}{G}

    @rule:106.12a @rule:106.12b
    @id:a-forest-doubled-by-mana-reflection-gets-one-more-not-two
    Scenario: A Forest doubled by Mana Reflection gets one more, not two
      Given Alice controls a Forest, a Mana Reflection and a Mana Flare
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}
