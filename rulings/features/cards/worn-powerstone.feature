@card:worn-powerstone
Feature: Worn Powerstone
  This artifact enters tapped.
  {T}: Add {C}{C}.

  @rule:614.1d
  Rule: It enters tapped: its {T} ability can't be activated the turn it enters
    Continuous effects that read “[This permanent] enters . . .” or “[Objects] enter [the battlefield] . . .” are replacement effects.

    @rule:107.5
    @id:cast-it-enters-tapped-and-alice-cant-tap-it-for-mana-not-it
    Scenario: Cast, it enters tapped and Alice can't tap it for mana (not: it enters untapped)
      Given Alice has a Worn Powerstone in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Worn Powerstone
      And all players pass priority
      Then Worn Powerstone is tapped
      And Worn Powerstone became tapped no times
      When Alice tries to tap Worn Powerstone for mana
      Then that is illegal

  @rule:302.6
  Rule: Summoning sickness is a creature's: a noncreature artifact's {T} ability works the turn it comes under control
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @rule:106.4
    @id:untapped-and-new-this-turn-it-adds-cc-two-colorless-not-one
    Scenario: Untapped and new this turn, it adds {C}{C} (not: one mana, nor summoning sick)
      Given Alice controls a summoning-sick Worn Powerstone
      When Alice taps Worn Powerstone for mana
      Then Alice's mana pool is {C}{C}
      And Worn Powerstone is tapped
