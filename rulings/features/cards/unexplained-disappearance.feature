@card:unexplained-disappearance
Feature: Unexplained Disappearance
  Return target creature to its owner's hand.
  Surveil 1. (Look at the top card of your library. You may put that card into your graveyard.)

  @ruling:2024-01-12 @rule:608.2b
  Rule: With its only target illegal, the spell doesn't resolve and there is no surveil
    Some spells that instruct you to surveil require targets. You can't cast a spell without choosing legal targets. If all of those targets become illegal, the spell doesn't resolve and you won't surveil.

    @id:its-target-dead-to-shock-first-no-surveil-so-the-island
    Scenario: Its target dead to Shock first: no surveil, so the Island Alice would have put into her graveyard is her next draw (not: the surveil doesn't need the target)
      Given Bob controls a Grizzly Bears
      And Alice has an Unexplained Disappearance and a Shock in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{R}
      When Alice will surveil with Unexplained Disappearance, putting Island into her graveyard
      And Alice casts Unexplained Disappearance targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Unexplained Disappearance is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Island is in her hand
      And Forest is in her library

  @ruling:2024-01-12 @rule:608.2c @rule:701.25a
  Rule: The instructions are followed in order: the creature returned, then the surveil
    You perform the actions stated on a card in sequence. For some spells and abilities, you'll surveil last. For others, you'll surveil and then perform other actions.

    @id:grizzly-bears-returned-to-bobs-hand-and-the-island-put-into
    Scenario: Grizzly Bears returned to Bob's hand and the Island put into Alice's graveyard: she draws the Forest (not: the surveil puts the card on the bottom of her library)
      Given Bob controls a Grizzly Bears
      And Alice has an Unexplained Disappearance in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}
      When Alice will surveil with Unexplained Disappearance, putting Island into her graveyard
      And Alice casts Unexplained Disappearance targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's hand
      And Island is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
