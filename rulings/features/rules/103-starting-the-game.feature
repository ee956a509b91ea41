Feature: 103. Starting the Game
  What of starting a game a board can show. Each paragraph of CR 103 (2026-09-25) that a board can show is quoted
  verbatim under its number; its scenarios show it on a board. The mulligan, the choice of the starting player and
  the skipped first draw (103.8a) aren't shown: a board starts in the middle of a game.

  @rule:103.4
  Rule: 103.4
    Each player begins the game with a starting life total of 20. Some variant games have different starting life totals.

    @rule:119.1
    @id:in-a-game-of-three-each-player-begins-with-20-life
    Scenario: In a game of three, each player begins with 20 life when the board gives no life total (not: a total shared out, or 20 for two players only)
      Given Alice, Bob and Carol are playing
      Then Alice's life total is 20
      And Bob's life total is 20
      And Carol's life total is 20
