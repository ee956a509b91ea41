@card:horizon-scholar
Feature: Horizon Scholar
  Flying
  When this creature enters, scry 2. (Look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)

  @ruling:2013-09-15 @rule:608.2b
  Rule: A scry on a spell or ability whose targets are all illegal doesn't happen
    Scry appears on some spells and abilities with one or more targets. If all of the spell or ability's targets are illegal when it tries to resolve, it won't resolve and none of its effects will happen. You won't scry.

    # Not shown: Horizon Scholar's ability has no target, so it always resolves and scries; Titan's Strength
    # shows the ruling.

  @ruling:2013-09-15 @rule:701.22a
  Rule: All on top, all on the bottom, or some of each
    When you scry, you may put all the cards you look at back on top of your library, you may put all of those cards on the bottom of your library, or you may put some of those cards on top and the rest of them on the bottom.

    @id:both-to-the-bottom-alice-draws-the-plains-the-third-card-not-2
    Scenario: Both to the bottom: Alice draws the Plains, the third card (not: only the top card is looked at)
      Given Alice has a Horizon Scholar in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}
      When Alice will scry with Horizon Scholar, putting Island, then Forest on the bottom
      And Alice casts Horizon Scholar
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Plains is in her hand
      And Island is in her library
      And Forest is in her library

    @id:the-island-to-the-bottom-the-forest-kept-on-top-alice-draws
    Scenario: The Island to the bottom, the Forest kept on top: Alice draws the Forest
      Given Alice has a Horizon Scholar in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}
      When Alice will scry with Horizon Scholar, putting Island on the bottom and keeping Forest on top
      And Alice casts Horizon Scholar
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library

  @ruling:2013-09-15 @rule:701.22a
  Rule: The cards kept on top go back in the order Alice chooses
    You choose how to order cards returned to your library after scrying no matter where you put them.

    @id:both-kept-on-top-the-forest-above-the-island-alice-draws-the
    Scenario: Both kept on top, the Forest above the Island: Alice draws the Forest (not: they keep their order)
      Given Alice has a Horizon Scholar in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}
      When Alice will scry with Horizon Scholar, keeping Forest, then Island on top
      And Alice casts Horizon Scholar
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library

  @ruling:2013-09-15 @rule:608.2c
  Rule: The actions on a card are performed in the order written
    You perform the actions stated on a card in sequence. For some spells and abilities, that means you'll scry last. For others, that means you'll scry and then perform other actions.

    # Not shown: Horizon Scholar's ability does one thing, scry 2, so there is no order of actions to show;
    # Opt ("Scry 1. Draw a card.") shows one.
