@card:chromatic-lantern
Feature: Chromatic Lantern
  Lands you control have "{T}: Add one mana of any color."
  {T}: Add one mana of any color.

  @ruling:2018-10-05
  Rule: Lands keep their other abilities and their land types
    Lands you control won't lose any other abilities they had. They also won't gain or lose any land types.

    @rule:106.7
    @id:a-wastes-keeps-its-colorless-ability-beside-the-one-of-any
    Scenario: A Wastes keeps its colorless ability beside the one of any color
      Given Alice controls a Wastes and a Chromatic Lantern
      Then Wastes could produce {W}, {U}, {B}, {R}, {G} and {C}
      When Alice taps Wastes for {C}
      Then Alice's mana pool is {C}

    @rule:305.6
    @id:a-forest-still-taps-for-green-and-now-for-any-color
    Scenario: A Forest still taps for green, and now for any color
      Given Alice controls two Forests and a Chromatic Lantern
      When Alice taps Forest for {G}
      And Alice taps Forest for {W}
      Then Alice's mana pool is {W}{G}

    @rule:106.7
    @id:reflecting-pool-could-produce-colorless-from-a-wastes-that
    Scenario: Reflecting Pool could produce colorless from a Wastes that kept its ability
      Given Alice controls a Wastes, a Reflecting Pool and a Chromatic Lantern
      Then Reflecting Pool could produce {W}, {U}, {B}, {R}, {G} and {C}
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}
