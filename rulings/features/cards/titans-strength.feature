@card:titans-strength
Feature: Titan's Strength
  Target creature gets +3/+1 until end of turn. Scry 1. (Look at the top card of your library. You may put that card on the bottom.)

  @ruling:2013-09-15 @rule:608.2b
  Rule: Its target illegal, Titan's Strength doesn't resolve: no scry
    Scry appears on some spells and abilities with one or more targets. If all of the spell or ability's targets are illegal when it tries to resolve, it won't resolve and none of its effects will happen. You won't scry.

    @id:bob-shocks-grizzly-bears-in-response-no-scry-so-the-island
    Scenario: Bob Shocks Grizzly Bears in response: no scry, so the Island Alice would have put on the bottom is her next draw (not: the scry needs no target)
      Given Alice controls a Grizzly Bears
      And Alice has a Titan's Strength in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {R}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice will scry with Titan's Strength, putting Island on the bottom
      And Alice casts Titan's Strength targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Titan's Strength is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Island is in her hand
      And Forest is in her library

  @ruling:2013-09-15 @rule:701.22a
  Rule: The card looked at goes back on top or to the bottom, as Alice chooses
    When you scry, you may put all the cards you look at back on top of your library, you may put all of those cards on the bottom of your library, or you may put some of those cards on top and the rest of them on the bottom.

    @id:grizzly-bears-is-a-5-3-and-the-island-goes-to-the-bottom
    Scenario: Grizzly Bears is a 5/3 and the Island goes to the bottom: Alice draws the Forest next
      Given Alice controls a Grizzly Bears
      And Alice has a Titan's Strength in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {R}
      When Alice will scry with Titan's Strength, putting Island on the bottom
      And Alice casts Titan's Strength targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 5/3 creature
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library

    @id:the-island-kept-on-top-alice-draws-it-next
    Scenario: The Island kept on top: Alice draws it next
      Given Alice controls a Grizzly Bears
      And Alice has a Titan's Strength in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {R}
      When Alice will scry with Titan's Strength, keeping Island on top
      And Alice casts Titan's Strength targeting Grizzly Bears
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Island is in her hand
      And Forest is in her library

  @ruling:2013-09-15 @rule:701.22a
  Rule: The order of the cards put back is the scrying player's choice
    You choose how to order cards returned to your library after scrying no matter where you put them.

    # Not shown here: a scry 1 looks at one card, so there is no order to choose; Horizon Scholar's scry 2 shows
    # it.

  @ruling:2013-09-15 @rule:608.2c
  Rule: The spell's actions are performed in the order written: here the bonus, then the scry
    You perform the actions stated on a card in sequence. For some spells and abilities, that means you'll scry last. For others, that means you'll scry and then perform other actions.

    # Not shown: the +3/+1 and the scry touch different objects, so their order leaves nothing on the board to
    # tell them apart; that both happen is shown above. Opt ("Scry 1. Draw a card.") shows an order that
    # matters.
