@card:shivan-reef
Feature: Shivan Reef
  {T}: Add {C}.
  {T}: Add {U} or {R}. This land deals 1 damage to you.

  @ruling:2015-06-22 @rule:605.3b
  Rule: The damage is part of the second mana ability: no stack, no response
    The damage dealt to you is part of the second mana ability. It doesn't use the stack and can't be responded to.

    @id:tapped-for-r-shivan-reef-adds-r-and-deals-alice-1-damage-at
    Scenario: Tapped for {R}, Shivan Reef adds {R} and deals Alice 1 damage at once, with nothing on the stack (not: a triggered ability, or no damage)
      Given Alice controls a Shivan Reef
      When Alice taps Shivan Reef for {R}
      Then Alice's mana pool is {R}
      And Alice's life total is 19
      And the stack is empty

    @id:tapped-for-c-the-first-ability-deals-no-damage-not-every
    Scenario: Tapped for {C}, the first ability deals no damage (not: every mana of the land hurts)
      Given Alice controls a Shivan Reef
      When Alice taps Shivan Reef for {C}
      Then Alice's mana pool is {C}
      And Alice's life total is 20

    @rule:109.5
    @id:bobs-shivan-reef-tapped-by-bob-in-alices-turn-deals-the
    Scenario: Bob's Shivan Reef tapped by Bob in Alice's turn deals the damage to Bob, who activated it (not: the active player)
      Given Bob controls a Shivan Reef
      And Bob has priority
      When Bob taps Shivan Reef for {U}
      Then Bob's life total is 19
      And Alice's life total is 20
