@card:shimmering-barrier
Feature: Shimmering Barrier
  Defender (This creature can't attack.)
  First strike
  Cycling {2} ({2}, Discard this card: Draw a card.)

  @ruling:2008-10-01 @rule:702.29a @rule:602.1
  Rule: Cycling is an activated ability, not a spell
    Cycling is an activated ability. Effects that interact with activated abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that interact with spells (such as Remove Soul or Faerie Tauntings) will not.

    @rule:602.2a
    @id:cycling-goes-on-the-stack-as-an-ability-not-a-creature-spell
    # Remove Soul isn't vendored; Essence Scatter, its like, targets only creature spells, and the
    # steps name no ability as a target, so the ruling's half about spell effects is shown as the
    # object on the stack being an ability, with the card already in the graveyard.
    Scenario: Cycled, Shimmering Barrier puts an ability on the stack, not a creature spell (not: cycling casts the card)
      Given Alice has a Shimmering Barrier in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {C}{C}
      When Alice activates Shimmering Barrier
      Then the top of the stack is an ability of Shimmering Barrier
      And Shimmering Barrier is in her graveyard
      And the stack holds one object
      When all players pass priority
      Then Alice drew one card
      And Island is in her hand

    @rule:117.1b
    @id:in-bobs-upkeep-alice-cant-cast-it-but-can-cycle-it
    Scenario: In Bob's upkeep Alice can't cast Shimmering Barrier, but she can cycle it (not: cycling has a spell's timing)
      Given it is Bob's upkeep
      And Alice has a Shimmering Barrier in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {W}{C}
      And Alice has priority
      When Alice tries to cast Shimmering Barrier
      Then that is illegal
      When Alice activates Shimmering Barrier
      And all players pass priority
      Then Alice drew one card
      And Shimmering Barrier is in her graveyard

    @rule:702.3b
    @id:on-the-battlefield-it-cant-attack-and-cant-be-cycled
    Scenario: On the battlefield Shimmering Barrier can't attack, and can't be cycled (not: cycling works from play)
      Given Alice controls a Shimmering Barrier
      And Alice's mana pool holds {C}{C}
      Then Shimmering Barrier can't attack
      When Alice tries to activate Shimmering Barrier
      Then that is illegal
