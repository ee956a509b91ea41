@card:dryad-arbor
Feature: Dryad Arbor
  (This land isn't a spell, it's affected by summoning sickness, and it has "{T}: Add {G}.")

  @ruling:2011-09-22 @rule:305.7
  Rule: Changed into another basic land type, it is still a Dryad creature
    If Dryad Arbor is changed into another basic land type (such as by Sea's Claim), it continues to be a creature and a Dryad.

    # Sea's Claim isn't vendored and no vendored card the engine models sets a land's basic land
    # type, so this ruling has no board to show.

  @ruling:2013-06-07 @rule:204.2 @rule:105.3
  Rule: Its color indicator can't be text-changed, but a color-changing effect overwrites it
    Although originally printed with a characteristic-defining ability that defined its color, this card now has a color indicator. This color indicator can't be affected by text-changing effects (such as the one created by Crystal Spray), although color-changing effects can still overwrite it.

    # Crystal Spray isn't vendored, so only the color-changing half is shown.
    @rule:613.1e
    @id:turn-to-frog-makes-dryad-arbor-blue-not-green-and-blue
    Scenario: Turn to Frog makes Dryad Arbor blue, not green and blue, and it is still a land (not: the color indicator can't be overwritten)
      Given Bob controls a Dryad Arbor
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Dryad Arbor
      And all players pass priority
      Then Dryad Arbor's color is blue
      And Dryad Arbor is a 1/1 creature
      When the game advances to Bob's upkeep
      Then Dryad Arbor's color is green

  @ruling:2021-03-19 @rule:305.1 @rule:305.2 @rule:116.2a
  Rule: It is played as a land: no stack, no spell, no mana cost, and it is the land play for the turn
    Dryad Arbor is played as a land. It doesn't use the stack, it's not a spell, it can't be responded to, it has no mana cost, and it counts as your land play for the turn.

    @id:played-dryad-arbor-goes-straight-to-the-battlefield-then-no
    Scenario: Played, Dryad Arbor goes straight to the battlefield with its mana value 0, and Alice can't then play a Forest (not: it is cast, or it is a land play on top of the one she has)
      Given Alice has a Dryad Arbor and a Forest in her hand
      Then Alice may not cast Dryad Arbor
      When Alice plays Dryad Arbor
      Then Dryad Arbor is on the battlefield
      And the stack is empty
      And Dryad Arbor's mana value is 0
      When Alice tries to play Forest
      Then that is illegal
      And Forest is in her hand

  @ruling:2021-03-19 @rule:204.2 @rule:202.2
  Rule: Its color indicator makes it green
    Due to its color indicator (appearing to the left of its type line), Dryad Arbor is green. Color indicators apply in all zones, not just the battlefield.

    # The reference engine reports colors of permanents only, so it is shown green on the battlefield.
    @id:dryad-arbor-is-green-though-it-has-no-mana-cost
    Scenario: Dryad Arbor is green though it has no mana cost (not: colorless, as a land with no colored cost)
      Given Alice controls a Dryad Arbor
      Then Dryad Arbor's color is green

  @ruling:2021-03-19 @rule:205.3i @rule:205.3m
  Rule: Forest is its land type and Dryad its creature type
    Forest is a land type and Dryad is a creature type.

    @rule:305.6 @rule:302.6
    @id:dryad-arbor-is-a-forest-dryad-it-taps-for-g-but-not-the-turn
    Scenario: Dryad Arbor is a Forest Dryad that could produce {G}, but as a creature it can't attack the turn it came under Alice's control (not: lands ignore summoning sickness)
      Given Alice has a Dryad Arbor in her hand
      When Alice plays Dryad Arbor
      Then Dryad Arbor's subtypes are Forest and Dryad
      And Dryad Arbor could produce {G}
      And Dryad Arbor can't attack

  @ruling:2021-03-19 @rule:305.7
  Rule: Changed into another basic land type, it is still a green Dryad creature
    If Dryad Arbor is changed into another basic land type, it continues to be a green Dryad creature.

    # As for the 2011 ruling above: no vendored, modelled card changes a land's basic land type.

  @ruling:2021-03-19 @rule:305.1 @rule:305.2
  Rule: Flash lifts only the timing of the land play, not its other limits
    If a Dryad Arbor gains flash, or you have the ability to play Dryad Arbor as though it had flash (due to Teferi, Mage of Zhalfir or Scout's Warning, for example), you can ignore the normal timing rules for when during your turn you can play a land, but not any other restrictions. You can't play Dryad Arbor during another player's turn, and you can't play Dryad Arbor if you don't have any land plays remaining.

    # Teferi, Mage of Zhalfir and Scout's Warning aren't vendored; without flash, the limits are shown.
    @id:in-bobs-turn-alice-cant-play-dryad-arbor
    Scenario: In Bob's turn Alice can't play Dryad Arbor, even with priority (not: a creature-land played like an instant)
      Given it is Bob's precombat main phase
      And Alice has a Dryad Arbor in her hand
      And Alice has priority
      When Alice tries to play Dryad Arbor
      Then that is illegal
      And Dryad Arbor is in her hand
