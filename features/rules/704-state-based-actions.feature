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
