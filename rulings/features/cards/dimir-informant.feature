@card:dimir-informant
Feature: Dimir Informant
  When this creature enters, surveil 2. (Look at the top two cards of your library, then put any number of them into your graveyard and the rest on top of your library in any order.)

  @ruling:2024-01-12 @rule:701.25a
  Rule: Some cards on top and the rest into the graveyard, all on top, or all into the graveyard
    When you surveil, you may put all the cards you look at back on top of your library, you may put all of those cards into your graveyard, or you may put some of those cards on top and the rest of them into your graveyard.

    @id:island-into-the-graveyard-forest-kept-on-top-alice-draws-the
    Scenario: Island into the graveyard, Forest kept on top: Alice draws the Forest next and the Island is in her graveyard (not: surveil puts it on the bottom, as scry does)
      Given Alice has a Dimir Informant in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}
      When Alice will surveil with Dimir Informant, putting Island into her graveyard and keeping Forest on top
      And Alice casts Dimir Informant
      And all players pass priority
      And all players pass priority
      Then Island is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Plains is in her library

    @id:both-into-the-graveyard-alice-draws-the-plains-the-third
    Scenario: Both into the graveyard: Alice draws the Plains, the third card (not: only the top card is looked at)
      Given Alice has a Dimir Informant in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}
      When Alice will surveil with Dimir Informant, putting Island, then Forest into her graveyard
      And Alice casts Dimir Informant
      And all players pass priority
      And all players pass priority
      Then Island is in her graveyard
      And Forest is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Plains is in her hand

    @id:both-kept-on-top-forest-above-island-alice-draws-the-forest-2
    Scenario: Both kept on top, Forest above Island: Alice draws the Forest and her graveyard stays empty (not: the cards keep their order)
      Given Alice has a Dimir Informant in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}
      When Alice will surveil with Dimir Informant, keeping Forest, then Island on top
      And Alice casts Dimir Informant
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library
      And Alice has no cards in her graveyard
