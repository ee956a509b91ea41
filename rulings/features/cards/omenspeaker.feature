@card:omenspeaker
Feature: Omenspeaker
  When this creature enters, scry 2. (Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)

  @ruling:2013-09-15 @rule:701.22a
  Rule: Some cards on top and the rest on the bottom, all on top, or all on the bottom
    When you scry, you may put all the cards you look at back on top of your library, you may put all of those cards on the bottom of your library, or you may put some of those cards on top and the rest of them on the bottom.

    @id:island-to-the-bottom-forest-kept-on-top-alice-draws-the
    Scenario: Island to the bottom, Forest kept on top: Alice draws the Forest next (not: the scry changes nothing)
      Given Alice has an Omenspeaker in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}
      When Alice will scry with Omenspeaker, putting Island on the bottom and keeping Forest on top
      And Alice casts Omenspeaker
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library

    @id:both-to-the-bottom-alice-draws-the-plains-the-third-card-not
    Scenario: Both to the bottom: Alice draws the Plains, the third card (not: only the top card is looked at)
      Given Alice has an Omenspeaker in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}
      When Alice will scry with Omenspeaker, putting Island, then Forest on the bottom
      And Alice casts Omenspeaker
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Plains is in her hand
      And Island is in her library
      And Forest is in her library

  @ruling:2013-09-15 @rule:701.22a
  Rule: The cards kept on top go back in the order their owner chooses
    You choose how to order cards returned to your library after scrying no matter where you put them.

    @id:both-kept-on-top-forest-above-island-alice-draws-the-forest
    Scenario: Both kept on top, Forest above Island: Alice draws the Forest (not: they keep their order)
      Given Alice has an Omenspeaker in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}
      When Alice will scry with Omenspeaker, keeping Forest, then Island on top
      And Alice casts Omenspeaker
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library
