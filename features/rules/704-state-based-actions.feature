Feature: 704. State-Based Actions
  State-based actions, as far as the cards in scope need them. Each paragraph of CR 704 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:704.5a
  Rule: 704.5a
    If a player has 0 or less life, that player loses the game.

    @id:a-player-at-1-life-hasnt-lost-the-game
    Scenario: A player at 1 life hasn't lost the game
      Given Bob's life total is 1
      When Alice passes priority
      Then Bob has not lost the game

    @id:a-player-at-0-life-loses-the-game
    Scenario: A player at 0 life loses the game
      Given Bob's life total is 0
      When Alice passes priority
      Then Bob has lost the game

  @rule:704.5b
  Rule: 704.5b
    If a player attempted to draw a card from a library with no cards in it since the last time state-based actions were checked, that player loses the game.

    @id:alice-drawing-from-an-empty-library-in-her-draw-step-loses
    Scenario: Alice, drawing from an empty library in her draw step, loses the game
      Given it is Alice's upkeep
      When the game advances to Alice's draw step
      Then Alice has lost the game
      And Bob has not lost the game

    @id:not-losing-for-having-an-empty-library-bobs-empty-library
    Scenario: (not: losing for having an empty library) Bob's empty library costs him nothing while he doesn't draw
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's end step
      Then Bob has not lost the game
      And Alice has not lost the game

    @id:not-drawing-the-last-card-loses-drawing-the-last-card-of-a
    Scenario: (not: drawing the last card loses) Drawing the last card of a library loses nothing
      Given it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's draw step
      Then Forest is in her hand
      And Alice has not lost the game

    @id:silver-scrutiny-for-x-2-with-one-card-in-the-library-the
    Scenario: Silver Scrutiny for X = 2 with one card in the library: the card is drawn, and Alice loses
      Given Alice has a Silver Scrutiny in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{U}{C}{C}
      When Alice casts Silver Scrutiny with X = 2
      And all players pass priority
      Then Forest is in her hand
      And Alice has lost the game

  @rule:704.5m
  Rule: 704.5m
    If an Aura is attached to an illegal object or player, or is not attached to an object or player, that Aura is put into its owner’s graveyard.

    @rule:702.5a
    @id:wild-growth-with-enchant-land-stays-attached-to-a-forest
    Scenario: Wild Growth, with enchant land, stays attached to a Forest
      Given Alice controls a Forest and a Wild Growth attached to her Forest
      When Alice passes priority
      Then Wild Growth is on the battlefield

    @rule:702.5a
    @id:wild-growth-attached-to-a-creature-is-put-into-its-owners
    Scenario: Wild Growth attached to a creature is put into its owner's graveyard
      Given Alice controls a Grizzly Bears and a Wild Growth attached to her Grizzly Bears
      When Alice passes priority
      Then Wild Growth is in her graveyard
      And Grizzly Bears is on the battlefield
