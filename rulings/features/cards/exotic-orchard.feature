@card:exotic-orchard
Feature: Exotic Orchard
  {T}: Add one mana of any color that a land an opponent controls could produce.

  @ruling:2009-02-01
  Rule: Exotic Orchard ignores the costs of your opponents' lands' mana abilities
    Exotic Orchard checks the effects of all mana-producing abilities of lands your opponents control, but it doesn't check their costs. For example, Vivid Crag has the ability "{T}, Remove a charge counter from Vivid Crag: Add one mana of any color." If an opponent controls Vivid Crag and you control Exotic Orchard, you can tap Exotic Orchard for any color of mana. It doesn't matter whether Vivid Crag has a charge counter on it, and it doesn't matter whether it's untapped.

    @rule:106.7
    @id:an-opponents-tapped-sand-silos-with-no-storage-counters-lets
    Scenario: An opponent's tapped Sand Silos with no storage counters lets Exotic Orchard produce blue
      # Reads CR 106.7's "ignore whether any costs ... could be paid" as covering Sand Silos's cost of
      # removing any number of storage counters (see reflecting-pool.feature).
      Given Alice controls an Exotic Orchard
      And Bob controls a tapped Sand Silos with 0 storage counters
      Then Exotic Orchard could produce {U}
      When Alice taps Exotic Orchard for {U}
      Then Alice's mana pool is {U}

    @rule:106.7
    @id:an-opponents-tapped-forest-still-counts
    Scenario: An opponent's tapped Forest still counts
      Given Alice controls an Exotic Orchard
      And Bob controls a tapped Forest
      Then Exotic Orchard could produce {G}

  @ruling:2009-02-01
  Rule: Exotic Orchard cares only about colors of mana, not restrictions or riders
    Exotic Orchard doesn't care about any restrictions or riders your opponents' lands (such as Ancient Ziggurat or Hall of the Bandit Lord) put on the mana they produce. It just cares about colors of mana.

    @rule:106.6 @rule:106.7
    @id:mishras-workshops-restricted-mana-made-black-by
    Scenario: Mishra's Workshop's restricted mana, made black by Contamination, lets Exotic Orchard produce black
      Given Alice controls an Exotic Orchard
      And Bob controls a Mishra's Workshop and a Contamination
      Then Mishra's Workshop could produce {B}
      And Exotic Orchard could produce {B}
      When Alice taps Exotic Orchard for {B}
      Then Alice's mana pool is {B}

    @rule:106.6
    @id:mishras-workshops-restricted-mana-is-colorless-which-is-no
    Scenario: Mishra's Workshop's restricted mana is colorless, which is no color for Exotic Orchard
      Given Alice controls an Exotic Orchard
      And Bob controls a Mishra's Workshop
      Then Mishra's Workshop could produce {C}
      And Exotic Orchard could produce nothing

  @ruling:2009-02-01
  Rule: Lands that read what others could produce help each other only from a land that produces mana
    Lands that produce mana based only on what other lands "could produce" won't help each other unless some other land allows one of them to actually produce some type of mana. For example, if you control an Exotic Orchard and your opponent controls an Exotic Orchard and a Reflecting Pool, none of those lands would produce mana if their mana abilities were activated. On the other hand, if you control a Forest and an Exotic Orchard, and your opponent controls an Exotic Orchard and a Reflecting Pool, then each of those lands can be tapped to produce {G}. Your opponent's Exotic Orchard can produce {G} because you control a Forest. Your Exotic Orchard and your opponent's Reflecting Pool can each produce {G} because your opponent's Exotic Orchard can produce {G}.

    @rule:106.7
    @id:your-exotic-orchard-your-opponents-exotic-orchard-and
    Scenario: Your Exotic Orchard, your opponent's Exotic Orchard and Reflecting Pool: none could produce mana
      Given Alice controls an Exotic Orchard
      And Bob controls an Exotic Orchard and a Reflecting Pool
      Then Alice's Exotic Orchard could produce nothing
      And Bob's Exotic Orchard could produce nothing
      And Bob's Reflecting Pool could produce nothing
      When Alice taps Exotic Orchard for mana
      Then Alice's mana pool is empty

    @rule:106.7 @rule:106.5
    @id:your-opponents-exotic-orchard-and-reflecting-pool-activated
    Scenario: Your opponent's Exotic Orchard and Reflecting Pool, activated, produce no mana either
      Given Alice controls an Exotic Orchard
      And Bob controls an Exotic Orchard and a Reflecting Pool
      And Bob has priority
      When Bob taps Exotic Orchard for mana
      And Bob taps Reflecting Pool for mana
      Then Bob's mana pool is empty
      And Bob's Exotic Orchard is tapped
      And Bob's Reflecting Pool is tapped

    @rule:106.7
    @id:with-your-forest-each-of-those-lands-could-produce-green
    Scenario: With your Forest, each of those lands could produce green
      Given Alice controls a Forest and an Exotic Orchard
      And Bob controls an Exotic Orchard and a Reflecting Pool
      Then Bob's Exotic Orchard could produce {G}
      And Alice's Exotic Orchard could produce {G}
      And Bob's Reflecting Pool could produce {G}
      When Alice taps Exotic Orchard for {G}
      Then Alice's mana pool is {G}

    @rule:106.7
    @id:with-your-forest-your-opponent-taps-exotic-orchard-and
    Scenario: With your Forest, your opponent taps Exotic Orchard and Reflecting Pool for green
      Given Alice controls a Forest and an Exotic Orchard
      And Bob controls an Exotic Orchard and a Reflecting Pool
      And Bob has priority
      When Bob taps Exotic Orchard for {G}
      And Bob taps Reflecting Pool for {G}
      Then Bob's mana pool is {G}{G}

  @ruling:2009-02-01
  Rule: Exotic Orchard can't produce colorless mana
    The colors of mana are white, blue, black, red, and green. Exotic Orchard can't be tapped for colorless mana, even if a land an opponent controls could produce colorless mana.

    @rule:106.1a @rule:106.5
    @id:an-opponents-wastes-gives-exotic-orchard-no-color-to-produce
    Scenario: An opponent's Wastes gives Exotic Orchard no color to produce
      Given Alice controls an Exotic Orchard
      And Bob controls a Wastes
      Then Wastes could produce {C}
      And Exotic Orchard could produce nothing
      When Alice taps Exotic Orchard for mana
      Then Alice's mana pool is empty
      And Exotic Orchard is tapped

    @rule:106.1a
    @id:beside-an-opponents-forest-the-opponents-wastes-still-doesnt
    Scenario: Beside an opponent's Forest, the opponent's Wastes still doesn't let Exotic Orchard produce colorless
      Given Alice controls an Exotic Orchard
      And Bob controls a Wastes and a Forest
      Then Exotic Orchard could produce {G}
      When Alice tries to tap Exotic Orchard for {C}
      Then that is illegal
      And Alice's mana pool is empty

  @ruling:2009-02-01
  Rule: Exotic Orchard takes replacement effects on your opponents' lands into account, in any order
    When determining what colors of mana your opponents' lands could produce, Exotic Orchard takes into account any applicable replacement effects that would apply to those lands' mana abilities (such as Contamination's effect, for example). If there are more than one, consider them in any possible order.

    @rule:106.7
    @id:under-contamination-an-opponents-forest-could-produce-only
    Scenario: Under Contamination an opponent's Forest could produce only black, so Exotic Orchard can't choose green
      Given Alice controls an Exotic Orchard
      And Bob controls a Forest and a Contamination
      Then Exotic Orchard could produce {B}
      When Alice tries to tap Exotic Orchard for {G}
      Then that is illegal

    @rule:106.7
    @id:damping-sphere-makes-an-opponents-gaeas-cradle-colorless-so
    Scenario: Damping Sphere makes an opponent's Gaea's Cradle colorless, so Exotic Orchard could produce nothing
      Given Alice controls an Exotic Orchard
      And Bob controls a Gaea's Cradle, two Walking Corpses and a Damping Sphere
      Then Gaea's Cradle could produce {C}
      And Exotic Orchard could produce nothing

    @rule:106.7 @rule:616.1
    @id:infernal-darkness-and-damping-sphere-in-either-order-exotic
    Scenario: Infernal Darkness and Damping Sphere in either order: Exotic Orchard could produce black
      Given Alice controls an Exotic Orchard
      And Bob controls a Gaea's Cradle, two Walking Corpses, an Infernal Darkness and a Damping Sphere
      Then Gaea's Cradle could produce {B} and {C}
      And Exotic Orchard could produce {B}
