@card:opt
Feature: Opt
  Scry 1. (Look at the top card of your library. You may put that card on the bottom.)
  Draw a card.

  @rule:608.2c
  Rule: The instructions are followed in order: the scry, then the draw
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    @rule:701.22a
    @id:island-to-the-bottom-alice-draws-the-forest-beneath-it-not
    Scenario: Island to the bottom: Alice draws the Forest beneath it (not: the draw before the scry)
      Given Alice has an Opt in her hand
      And Alice has an Island and a Forest in her library
      And Alice's mana pool holds {U}
      When Alice will scry with Opt, putting Island on the bottom
      And Alice casts Opt
      And all players pass priority
      Then Forest is in her hand
      And Island is in her library

    @rule:701.22a
    @id:island-kept-on-top-alice-draws-the-island-not-the-card-is
    Scenario: Island kept on top: Alice draws the Island (not: the card looked at always goes to the bottom)
      Given Alice has an Opt in her hand
      And Alice has an Island and a Forest in her library
      And Alice's mana pool holds {U}
      When Alice will scry with Opt, keeping Island on top
      And Alice casts Opt
      And all players pass priority
      Then Island is in her hand
      And Forest is in her library
