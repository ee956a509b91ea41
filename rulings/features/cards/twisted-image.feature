@card:twisted-image
Feature: Twisted Image
  Switch target creature's power and toughness until end of turn.
  Draw a card.

  @ruling:2021-03-19 @rule:613.4d @rule:704.5g
  Rule: Damage already marked may become lethal once power and toughness are switched
    Because damage remains marked on a creature until the damage is removed as the turn ends, nonlethal damage dealt to a creature may become lethal if you switch its power and toughness during that turn.

    @id:twisted-image-on-a-damaged-giant-spider-kills-it
    Scenario: Giant Spider with 3 damage marked on it becomes a 4/2 and dies (not: the damage is measured against its toughness as it was dealt)
      Given Bob controls a Giant Spider with 3 damage marked on it
      And Alice has a Twisted Image in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}
      When Alice casts Twisted Image targeting Giant Spider
      And all players pass priority
      Then Giant Spider is in its owner's graveyard

  @ruling:2021-03-19 @rule:613.4d
  Rule: Switching applies after every other effect, whenever those began
    Effects that switch a creature's power and toughness apply after all other effects, regardless of when those effects began to apply. For instance, if you target a 1/2 creature then give it +2/+0 later in the turn, it's a 2/3 creature, not a 4/1 creature.

    @id:twisted-image-then-1-minus-1-on-metropolis-sprite-1-2
    Scenario: Twisted Image on Metropolis Sprite (1/2), then its +1/-1: a 1/2, not a 3/0 that dies (the +1/-1 applied before the switch)
      Given Alice controls a Metropolis Sprite
      And Alice has a Twisted Image in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{U}
      When Alice casts Twisted Image targeting Metropolis Sprite
      And all players pass priority
      Then Metropolis Sprite is a 2/1 creature
      When Alice activates Metropolis Sprite
      And all players pass priority
      Then Metropolis Sprite is a 1/2 creature

  @ruling:2021-03-19 @rule:613.4d
  Rule: Two switches cancel each other
    Switching a creature's power and toughness twice (or any even number of times) effectively returns the creature to the power and toughness it had before any switches.

    @id:two-twisted-images-giant-spider-is-2-4-again
    Scenario: Alice's Twisted Image, then Bob's, on Giant Spider: a 2/4 again (not: the second switch is redundant, leaving it 4/2)
      Given Alice controls a Giant Spider
      And Alice has a Twisted Image in her hand
      And Bob has a Twisted Image in his hand
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      And Alice's mana pool holds {U}
      And Bob's mana pool holds {U}
      When Alice casts Twisted Image targeting Giant Spider
      And all players pass priority
      Then Giant Spider is a 4/2 creature
      When Alice passes priority
      And Bob casts Twisted Image targeting Giant Spider
      And all players pass priority
      Then Giant Spider is a 2/4 creature
