@card:hieroglyphic-illumination
Feature: Hieroglyphic Illumination
  Draw two cards.
  Cycling {U} ({U}, Discard this card: Draw a card.)

  @rule:702.29a
  Rule: Cycling an instant is activating its ability, not casting it
    Cycling is an activated ability that functions only while the card with cycling is in a player’s hand. “Cycling [cost]” means “[Cost], Discard this card: Draw a card.”

    @id:cycled-for-u-hieroglyphic-illumination-draws-alice-one-card
    Scenario: Cycled for {U}, Hieroglyphic Illumination draws Alice one card, not two (not: cycling casts the spell)
      Given Alice has a Hieroglyphic Illumination in her hand
      And Alice has two Islands in her library
      And Alice's mana pool holds {U}
      When Alice activates Hieroglyphic Illumination
      And all players pass priority
      Then Alice drew one card
      And Hieroglyphic Illumination is in her graveyard

    @rule:608.2c
    @id:cast-for-1-u-it-draws-two-cards-cycling-is-no-part-of-the
    Scenario: Cast for {3}{U}, it draws two cards; cycling is no part of the spell (not: one card, or three)
      Given Alice has a Hieroglyphic Illumination in her hand
      And Alice has two Islands in her library
      And Alice's mana pool holds {C}{C}{C}{U}
      When Alice casts Hieroglyphic Illumination
      And all players pass priority
      Then Alice drew two cards
      And Hieroglyphic Illumination is in her graveyard
