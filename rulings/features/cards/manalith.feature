@card:manalith
Feature: Manalith
  {T}: Add one mana of any color.

  @rule:105.1
  Rule: "One mana of any color": white, blue, black, red or green, chosen as it's added
    There are five colors in the Magic game: white, blue, black, red, and green.

    @rule:106.4
    @id:alice-taps-it-for-u-and-only-one-mana-is-added-not-two
    Scenario: Alice taps it for {U}, and only {U} is added (not: a mana of each color)
      Given Alice controls a Manalith
      When Alice taps Manalith for {U}
      Then Alice's mana pool is {U}

    @id:manalith-could-produce-each-color-and-not-colorless-not-any
    Scenario: It could produce each of the five colors and not colorless (not: "any color" includes colorless)
      Given Alice controls a Manalith
      Then Manalith could produce {W}, {U}, {B}, {R} and {G}

  @rule:302.6
  Rule: Summoning sickness is a creature's: a noncreature artifact's {T} ability works the turn it comes under control
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:cast-this-turn-alice-taps-it-for-b-not-summoning-sickness
    Scenario: Cast this turn, Alice taps it for {B} (not: summoning sickness stops any permanent's {T} ability)
      Given Alice has a Manalith in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Manalith
      And all players pass priority
      And Alice taps Manalith for {B}
      Then Alice's mana pool is {B}
