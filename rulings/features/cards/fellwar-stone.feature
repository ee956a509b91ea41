@card:fellwar-stone
Feature: Fellwar Stone
  {T}: Add one mana of any color that a land an opponent controls could produce.

  @ruling:2004-10-04
  Rule: Fellwar Stone produces one mana, however much the land could produce
    It only produces one mana even if the land can produce more than one.

    @id:an-opponents-gaeas-cradle-makes-two-green-mana-fellwar-stone
    Scenario: An opponent's Gaea's Cradle makes two green mana, Fellwar Stone one
      Given Alice controls a Fellwar Stone
      And Bob controls a Gaea's Cradle and two Walking Corpses
      When Alice taps Fellwar Stone for {G}
      Then Alice's mana pool is {G}

    @id:an-opponents-forest-would-produce-two-green-mana-under-mana
    Scenario: An opponent's Forest would produce two green mana under Mana Reflection; Fellwar Stone adds one
      Given Alice controls a Fellwar Stone
      And Bob controls a Forest and a Mana Reflection
      When Alice taps Fellwar Stone for {G}
      Then Alice's mana pool is {G}

  @ruling:2004-10-04
  Rule: Fellwar Stone can be tapped when no land of the opponent produces mana, but adds nothing
    The ability can be activated if the opponent has no lands that produce mana, but the effect will not be able to generate any mana.

    @rule:106.5 @rule:106.7
    @id:against-a-lone-reflecting-pool-fellwar-stone-is-tapped-and
    Scenario: Against a lone Reflecting Pool, Fellwar Stone is tapped and adds no mana
      Given Alice controls a Fellwar Stone
      And Bob controls a Reflecting Pool
      Then Fellwar Stone could produce nothing
      When Alice taps Fellwar Stone for mana
      Then that is legal
      And Fellwar Stone is tapped
      And Alice's mana pool is empty

    @rule:106.7
    @id:an-opponents-mana-creature-is-not-a-land
    Scenario: An opponent's mana creature is not a land
      Given Alice controls a Fellwar Stone
      And Bob controls a Llanowar Elves
      Then Fellwar Stone could produce nothing
      When Alice taps Fellwar Stone for mana
      Then Alice's mana pool is empty

  @ruling:2004-10-04
  Rule: Fellwar Stone counts an opponent's tapped lands
    This works even if the opponent's lands are tapped. It only checks what kinds of mana can be produced, not if the abilities that produce them are usable right now.

    @rule:106.7
    @id:an-opponents-tapped-island-lets-fellwar-stone-produce-blue
    Scenario: An opponent's tapped Island lets Fellwar Stone produce blue
      Given Alice controls a Fellwar Stone
      And Bob controls a tapped Island
      Then Fellwar Stone could produce {U}
      When Alice taps Fellwar Stone for {U}
      Then Alice's mana pool is {U}

  @ruling:2009-10-01
  Rule: Fellwar Stone ignores the costs of your opponents' lands' mana abilities
    Fellwar Stone checks the effects of all mana-producing abilities of lands your opponents control, but it doesn't check their costs. For example, Vivid Crag has the ability "{T}, Remove a charge counter from Vivid Crag: Add one mana of any color." If an opponent controls Vivid Crag and you control Fellwar Stone, you can tap Fellwar Stone for any color of mana. It doesn't matter whether Vivid Crag has a charge counter on it, and it doesn't matter whether it's untapped.

    @rule:106.7
    @id:an-opponents-tapped-sand-silos-with-no-storage-counters-lets-2
    Scenario: An opponent's tapped Sand Silos with no storage counters lets Fellwar Stone produce blue
      # Reads CR 106.7's "ignore whether any costs ... could be paid" as covering Sand Silos's cost of
      # removing any number of storage counters (see reflecting-pool.feature).
      Given Alice controls a Fellwar Stone
      And Bob controls a tapped Sand Silos with 0 storage counters
      Then Fellwar Stone could produce {U}
      When Alice taps Fellwar Stone for {U}
      Then Alice's mana pool is {U}

  @ruling:2009-10-01
  Rule: Fellwar Stone cares only about colors of mana, not restrictions or riders
    Fellwar Stone doesn't care about any restrictions or riders your opponents' lands (such as Ancient Ziggurat or Hall of the Bandit Lord) put on the mana they produce. It just cares about colors of mana.

    @rule:106.6 @rule:106.7
    @id:mishras-workshops-restricted-mana-made-black-by-infernal
    Scenario: Mishra's Workshop's restricted mana, made black by Infernal Darkness, lets Fellwar Stone produce one black
      Given Alice controls a Fellwar Stone
      And Bob controls a Mishra's Workshop and an Infernal Darkness
      Then Mishra's Workshop could produce {B}
      And Fellwar Stone could produce {B}
      When Alice taps Fellwar Stone for {B}
      Then Alice's mana pool is {B}

  @ruling:2009-10-01
  Rule: Fellwar Stone can't produce colorless mana
    The colors of mana are white, blue, black, red, and green. Fellwar Stone can't be tapped for colorless mana, even if a land an opponent controls could produce colorless mana.

    @rule:106.1a @rule:106.5
    @id:an-opponents-wastes-gives-fellwar-stone-no-color-to-produce
    Scenario: An opponent's Wastes gives Fellwar Stone no color to produce
      Given Alice controls a Fellwar Stone
      And Bob controls a Wastes
      Then Fellwar Stone could produce nothing
      When Alice taps Fellwar Stone for mana
      Then Alice's mana pool is empty

    @rule:106.1a
    @id:beside-an-opponents-mountain-the-opponents-wastes-still
    Scenario: Beside an opponent's Mountain, the opponent's Wastes still doesn't let Fellwar Stone produce colorless
      Given Alice controls a Fellwar Stone
      And Bob controls a Wastes and a Mountain
      Then Fellwar Stone could produce {R}
      When Alice tries to tap Fellwar Stone for {C}
      Then that is illegal
      And Alice's mana pool is empty

  @ruling:2009-10-01
  Rule: Fellwar Stone takes replacement effects on your opponents' lands into account, in any order
    When determining what colors of mana your opponents' lands could produce, take into account any applicable replacement effects that would apply to those lands' mana abilities (such as Contamination's effect, for example). If there is more than one, consider them in any possible order.

    @rule:106.7
    @id:under-contamination-an-opponents-forest-could-produce-only-2
    Scenario: Under Contamination an opponent's Forest could produce only black, so Fellwar Stone can't choose green
      Given Alice controls a Fellwar Stone
      And Bob controls a Forest and a Contamination
      Then Fellwar Stone could produce {B}
      When Alice tries to tap Fellwar Stone for {G}
      Then that is illegal

    @rule:106.7 @rule:616.1
    @id:infernal-darkness-and-ritual-of-subdual-in-either-order
    Scenario: Infernal Darkness and Ritual of Subdual in either order: Fellwar Stone could produce black
      Given Alice controls a Fellwar Stone
      And Bob controls a Forest, an Infernal Darkness and a Ritual of Subdual
      Then Bob's Forest could produce {B} and {C}
      And Fellwar Stone could produce {B}
      When Alice taps Fellwar Stone for {B}
      Then Alice's mana pool is {B}
