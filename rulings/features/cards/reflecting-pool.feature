@card:reflecting-pool
Feature: Reflecting Pool
  {T}: Add one mana of any type that a land you control could produce.

  @ruling:2004-10-04
  Rule: A change to a land's type or text changes what it could produce
    Any change to a land's type or splicing of text into a land can affect the types of mana a land can produce.

    @rule:305.7 @rule:106.7
    @id:urborg-makes-a-forest-a-swamp-as-well-so-reflecting-pool
    Scenario: Urborg makes a Forest a Swamp as well, so Reflecting Pool could produce black
      Given Alice controls a Reflecting Pool and a Forest
      And Bob controls an Urborg, Tomb of Yawgmoth
      Then Forest could produce {B} and {G}
      And Reflecting Pool could produce {B} and {G}
      When Alice taps Reflecting Pool for {B}
      Then Alice's mana pool is {B}

    @rule:106.7
    @id:an-ability-chromatic-lantern-gives-a-wastes-widens-what
    Scenario: An ability Chromatic Lantern gives a Wastes widens what Reflecting Pool could produce
      Given Alice controls a Reflecting Pool, a Wastes and a Chromatic Lantern
      Then Wastes could produce {W}, {U}, {B}, {R}, {G} and {C}
      And Reflecting Pool could produce {W}, {U}, {B}, {R}, {G} and {C}

  @ruling:2004-10-04
  Rule: Reflecting Pool takes replacement effects into account
    Any replacement effects are considered by Reflecting Pool when determining the types of mana a land can produce.

    @rule:106.7
    @id:under-contamination-a-forest-could-produce-only-black-so
    Scenario: Under Contamination a Forest could produce only black, so Reflecting Pool can't choose green
      Given Alice controls a Reflecting Pool, a Forest and a Contamination
      Then Forest could produce {B}
      And Reflecting Pool could produce {B}
      When Alice tries to tap Reflecting Pool for {G}
      Then that is illegal

    @rule:106.7
    @id:damping-sphere-makes-gaeas-cradles-two-mana-colorless-and
    Scenario: Damping Sphere makes Gaea's Cradle's two mana colorless, and Reflecting Pool sees it
      Given Alice controls a Reflecting Pool, a Gaea's Cradle, two Walking Corpses and a Damping Sphere
      Then Gaea's Cradle could produce {C}
      And Reflecting Pool could produce {C}
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}

    @rule:106.7 @rule:616.1
    @id:two-type-changing-effects-in-either-order-reflecting-pool
    Scenario: Two type-changing effects in either order: Reflecting Pool could produce black and colorless
      Given Alice controls a Reflecting Pool, a Forest, an Infernal Darkness and a Ritual of Subdual
      Then Forest could produce {B} and {C}
      And Reflecting Pool could produce {B} and {C}

  @ruling:2008-05-01
  Rule: Reflecting Pools don't help each other produce mana
    Multiple Reflecting Pools won't help each other produce mana. If you control a Reflecting Pool, and all other lands you control either lack mana abilities or are other Reflecting Pools, you may still activate Reflecting Pool's ability — it just won't produce any mana.

    @rule:106.7 @rule:106.5
    @id:two-reflecting-pools-alone-one-can-be-tapped-and-it-adds-no
    Scenario: Two Reflecting Pools alone: one can be tapped, and it adds no mana
      Given Alice controls two Reflecting Pools
      Then Reflecting Pool could produce nothing
      When Alice taps Reflecting Pool for mana
      Then that is legal
      And Reflecting Pool is tapped
      And Alice's mana pool is empty

    @rule:106.7
    @id:a-forest-lets-both-reflecting-pools-produce-green
    Scenario: A Forest lets both Reflecting Pools produce green
      Given Alice controls two Reflecting Pools and a Forest
      When Alice taps Reflecting Pool for {G}
      And Alice taps Reflecting Pool for {G}
      Then Alice's mana pool is {G}{G}

    @rule:106.7
    @id:an-opponents-forest-doesnt-help-alices-reflecting-pools
    Scenario: An opponent's Forest doesn't help Alice's Reflecting Pools
      Given Alice controls two Reflecting Pools
      And Bob controls a Forest
      Then Reflecting Pool could produce nothing

  @ruling:2008-05-01
  Rule: Reflecting Pool ignores the costs of your lands' mana abilities
    Reflecting Pool checks the effects of all mana-producing abilities of lands you control, but it doesn't check their costs. For example, Vivid Crag says "{T}, Remove a charge counter from Vivid Crag: Add one mana of any color." If you control Vivid Crag and Reflecting Pool, you can tap Reflecting Pool for any color of mana. It doesn't matter whether Vivid Crag has a charge counter on it, and it doesn't matter whether it's untapped.

    @rule:106.7
    @id:a-tapped-sand-silos-with-no-storage-counters-still-lets
    Scenario: A tapped Sand Silos with no storage counters still lets Reflecting Pool produce blue
      # This reads CR 106.7's "ignore whether any costs of those abilities could be paid" as covering Sand
      # Silos's cost of removing any number of storage counters: with none to remove, the ability still
      # counts as one that could produce {U} (and a removal of zero counters would add no mana).
      Given Alice controls a Reflecting Pool and a tapped Sand Silos with 0 storage counters
      Then Sand Silos could produce {U}
      And Reflecting Pool could produce {U}
      When Alice taps Reflecting Pool for {U}
      Then Alice's mana pool is {U}

    @rule:107.5
    @id:reflecting-pools-own-cost-still-has-to-be-paid
    Scenario: Reflecting Pool's own cost still has to be paid
      Given Alice controls a tapped Reflecting Pool and a Forest
      When Alice tries to tap Reflecting Pool for {G}
      Then that is illegal
      And Alice's mana pool is empty

  @ruling:2008-05-01
  Rule: Reflecting Pool cares only about types of mana, not restrictions or riders
    Reflecting Pool doesn't care about any restrictions or riders your lands put on the mana they produce, such as Pillar of the Paruns and Hall of the Bandit Lord do. It just cares about types of mana.

    @rule:106.6
    @id:mishras-workshops-restricted-mana-lets-reflecting-pool
    Scenario: Mishra's Workshop's restricted mana lets Reflecting Pool produce one colorless mana
      Given Alice controls a Reflecting Pool and a Mishra's Workshop
      Then Reflecting Pool could produce {C}
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}

  @ruling:2008-05-01
  Rule: Colorless is one of the types Reflecting Pool can produce
    The types of mana are white, blue, black, red, green, and colorless.

    @rule:106.1b
    @id:reflecting-pool-could-produce-colorless-mana-from-a-wastes
    Scenario: Reflecting Pool could produce colorless mana from a Wastes
      Given Alice controls a Reflecting Pool and a Wastes
      Then Reflecting Pool could produce {C}
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}

    @rule:106.1b
    @id:beside-only-a-wastes-reflecting-pool-cant-choose-a-color
    Scenario: Beside only a Wastes, Reflecting Pool can't choose a color
      Given Alice controls a Reflecting Pool and a Wastes
      When Alice tries to tap Reflecting Pool for {G}
      Then that is illegal
      And Alice's mana pool is empty
