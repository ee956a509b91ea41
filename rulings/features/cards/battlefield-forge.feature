@card:battlefield-forge
Feature: Battlefield Forge
  {T}: Add {C}.
  {T}: Add {R} or {W}. This land deals 1 damage to you.

  @ruling:2015-06-22 @rule:105.2c @rule:120.3a
  Rule: A land has no mana cost, so no color: Battlefield Forge's damage comes from a colorless source
    Like most lands, each land in this cycle is colorless. The damage dealt to you is dealt by a colorless source.

    @id:tapped-for-r-battlefield-forge-deals-alice-1-damage-as-a
    Scenario: Tapped for {R}, Battlefield Forge deals Alice 1 damage as a colorless source (not: a red source, the color of the mana it made)
      Given Alice controls a Battlefield Forge
      When Alice taps Battlefield Forge for {R}
      Then Alice's mana pool is {R}
      And Battlefield Forge's color is colorless
      And Battlefield Forge dealt 1 noncombat damage to Alice
      And Alice's life total is 19

  @ruling:2015-06-22 @rule:605.3b
  Rule: The damage is part of the second mana ability: no stack, no response
    The damage dealt to you is part of the second mana ability. It doesn't use the stack and can't be responded to.

    @id:tapped-for-w-battlefield-forge-deals-its-damage-at-once-with
    Scenario: Tapped for {W}, Battlefield Forge deals its damage at once, with nothing on the stack (not: a triggered ability that could be responded to)
      Given Alice controls a Battlefield Forge
      When Alice taps Battlefield Forge for {W}
      Then Alice's mana pool is {W}
      And Alice's life total is 19
      And the stack is empty

    @id:tapped-for-c-battlefield-forge-deals-no-damage-not-every
    Scenario: Tapped for {C}, Battlefield Forge deals no damage (not: every mana of the land hurts)
      Given Alice controls a Battlefield Forge
      When Alice taps Battlefield Forge for {C}
      Then Alice's mana pool is {C}
      And Alice's life total is 20
