@card:woodland-mystic
Feature: Woodland Mystic
  {T}: Add {G}.

  @rule:302.6
  Rule: A creature's {T} mana ability waits out summoning sickness
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:summoning-sick-alice-cant-tap-it-for-mana-not-mana-abilities
    Scenario: Summoning sick, Alice can't tap it for mana (not: a mana ability ignores summoning sickness)
      Given Alice controls a summoning-sick Woodland Mystic
      When Alice tries to tap Woodland Mystic for mana
      Then that is illegal
      And Alice's mana pool is empty

    @rule:106.4
    @id:there-since-her-turn-began-it-adds-g-not-any-color
    Scenario: There since her turn began, it adds {G} (not: any color)
      Given Alice controls a Woodland Mystic
      When Alice taps Woodland Mystic for mana
      Then Alice's mana pool is {G}
      And Woodland Mystic is tapped
      And Woodland Mystic could produce {G}
