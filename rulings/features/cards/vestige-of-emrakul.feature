@card:vestige-of-emrakul
Feature: Vestige of Emrakul
  Devoid (This card has no color.)
  Trample

  @ruling:2015-08-25 @rule:702.114a @rule:105.2c
  Rule: Devoid makes it colorless only, not colorless and red
    A card with devoid is just colorless. It’s not colorless and the colors of mana in its mana cost.

    @rule:202.2
    @id:cast-for-its-red-cost-vestige-of-emrakul-is-colorless
    Scenario: Cast for {3}{R}, Vestige of Emrakul is colorless on the battlefield, and its mana value is still 4 (not: red from its mana cost)
      Given Alice has a Vestige of Emrakul in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Vestige of Emrakul
      And all players pass priority
      Then Vestige of Emrakul's mana value is 4
      And Vestige of Emrakul's color is colorless
      Then Vestige of Emrakul's color is colorless

  @ruling:2015-08-25
  Rule: The devoid frame is tinted to help deckbuilding; it gives no color
    Cards with devoid use frames that are variations of the transparent frame traditionally used for Eldrazi. The top part of the card features some color over a background based on the texture of the hedrons that once imprisoned the Eldrazi. This coloration is intended to aid deckbuilding and game play.

    # The frame is printing, not a characteristic the game sees: this ruling has no board to show.

  @ruling:2015-08-25 @rule:702.114a @rule:604.3
  Rule: Devoid works in all zones
    Devoid works in all zones, not just on the battlefield.

    # The reference engine reports the colors of permanents only (the protocol's `colors` is
    # optional), so the card in a hand or graveyard answers unsupported: no board to show here.

  @ruling:2015-08-25 @rule:613.1e @rule:613.7
  Rule: Having lost devoid, it stays colorless
    If a card loses devoid, it will still be colorless. This is because effects that change an object’s color (like the one created by devoid) are considered before the object loses devoid.

    # The one vendored, modelled effect that removes devoid is Turn to Frog, which also makes the
    # creature blue (shown below), so losing devoid alone has no board to show.

  @ruling:2015-08-25 @rule:613.1e @rule:105.2c
  Rule: Given a color, it is just that color, not that color and colorless
    Other cards and abilities can give a card with devoid color. If that happens, it’s just the new color, not that color and colorless.

    @rule:514.2
    @id:turned-into-a-frog-it-is-blue-only-then-colorless-again
    Scenario: Turned into a Frog, Vestige of Emrakul is blue only; after the turn it is colorless again (not: blue and colorless, or blue for good)
      Given Bob controls a Vestige of Emrakul
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Vestige of Emrakul
      And all players pass priority
      Then Vestige of Emrakul's color is blue
      And Vestige of Emrakul is a 1/1 creature
      When the game advances to Bob's upkeep
      Then Vestige of Emrakul's color is colorless
      And Vestige of Emrakul has trample
