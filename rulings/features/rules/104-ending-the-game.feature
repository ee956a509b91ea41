Feature: 104. Ending the Game
  How a player loses the game, as far as the reference engine models it. Each paragraph of CR 104 (2026-04-17)
  that it models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:104.2a
  Rule: 104.2a
    A player still in the game wins the game if that player’s opponents have all left the game. This happens immediately and overrides all effects that would preclude that player from winning the game.

    @rule:704.5a
    @id:bob-at-0-life-loses-and-alice-his-only-opponent-wins-at-once
    Scenario: Bob at 0 life loses, and Alice, his only opponent, wins at once (not: the game goes on with no winner)
      Given Bob's life total is 0
      When Alice passes priority
      Then Bob has lost the game
      And Alice has won the game
      And Alice has not drawn the game

    @rule:104.1 @rule:704.3
    @id:the-game-over-alice-at-0-life-doesnt-lose-in-a-later-check
    Scenario: The game over as Bob loses, a Platinum Angel's controller at 0 life doesn't lose in a later check when it dies (not: checks go on after the game ended)
      Given Alice's life total is 0
      And Alice controls a Platinum Angel with 4 damage marked on it
      And Bob's life total is 0
      When Alice passes priority
      Then Bob has lost the game
      And Alice has won the game
      And Alice has not lost the game

  @rule:104.2b
  Rule: 104.2b
    An effect may state that a player wins the game.

    @rule:603.4
    @id:test-of-endurance-alice-at-50-life-wins-and-bob-loses
    Scenario: Alice at 50 life as her upkeep begins: Test of Endurance's ability says she wins the game, and so Bob has lost it (not: an effect can only make a player lose)
      Given it is Bob's end step
      And Alice controls a Test of Endurance
      And Alice's life total is 50
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Alice has won the game
      And Bob has lost the game

  @rule:104.3
  Rule: 104.3
    There are several ways to lose the game.

    @id:two-players-lose-the-game-at-once-in-two-different-ways
    Scenario: Two players lose the game at once, in two different ways
      Given Alice has 10 poison counters
      And Bob's life total is 0
      When Alice passes priority
      Then Alice has lost the game
      And Bob has lost the game

  @rule:104.3a
  Rule: 104.3a
    A player can concede the game at any time. A player who concedes leaves the game immediately. That player loses the game.

    @id:a-player-concedes-without-having-priority-not-only-a-player
    Scenario: A player concedes without having priority (not: only a player with priority can concede)
      Given Alice has priority
      When Bob concedes the game
      Then Bob has lost the game
      And Alice has not lost the game

    @id:a-player-concedes-with-20-life-and-no-poison-counters
    Scenario: A player concedes with 20 life and no poison counters: nothing else makes them lose
      Given it is Bob's precombat main phase
      When Bob concedes the game
      Then Bob has lost the game
      And Bob's life total is 20

    @id:a-player-who-has-conceded-cant-concede-again-they-have-left
    Scenario: A player who has conceded can't concede again: they have left the game
      When Bob concedes the game
      And Bob tries to concede the game
      Then that is illegal

  @rule:104.3b
  Rule: 104.3b
    If a player’s life total is 0 or less, that player loses the game the next time a player would receive priority. (This is a state-based action. See rule 704.)

    @rule:704.5a
    @id:combat-damage-takes-a-player-to-0-life-they-lose-before
    Scenario: Combat damage takes a player to 0 life: they lose before anyone receives priority
      Given Bob's life total is 2
      And Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 0
      And Bob has lost the game

    @rule:704.5a
    @id:a-player-at-negative-life-loses-too-not-only-at-exactly-0
    Scenario: A player at negative life loses too (not: only at exactly 0)
      Given Bob's life total is -3
      When Alice passes priority
      Then Bob has lost the game

  @rule:104.3c
  Rule: 104.3c
    If a player is required to draw more cards than are left in their library, they draw the remaining cards and then lose the game the next time a player would receive priority. (This is a state-based action. See rule 704.)

    @rule:704.5b
    @id:drawing-three-cards-from-a-library-of-two-alice-draws-both
    Scenario: Drawing three cards from a library of two: Alice draws both, then loses the game (not: the draw fails, or stops at the empty library without a loss)
      Given Alice has a Silver Scrutiny in her hand
      And Alice has a Forest and a Swamp in her library
      And Alice's mana pool holds {U}{U}{C}{C}{C}
      When Alice casts Silver Scrutiny with X = 3
      And all players pass priority
      Then Forest is in her hand
      And Swamp is in her hand
      And Alice has lost the game
      And Bob has not lost the game

  @rule:104.3d
  Rule: 104.3d
    If a player has ten or more poison counters, that player loses the game the next time a player would receive priority. (This is a state-based action. See rule 704.)

    @rule:704.5c
    @id:nine-poison-counters-dont-lose-the-game
    Scenario: Nine poison counters don't lose the game
      Given Bob has 9 poison counters
      When Alice passes priority
      Then Bob has not lost the game
      And Bob has 9 poison counters

    @rule:704.5c
    @id:ten-poison-counters-lose-the-game-whatever-the-players-life
    Scenario: Ten poison counters lose the game, whatever the player's life total (not: only at 0 life)
      Given Bob has 10 poison counters
      When Alice passes priority
      Then Bob has lost the game
      And Bob's life total is 20

  @rule:104.3e
  Rule: 104.3e
    An effect may state that a player loses the game.

    @id:door-to-nothingnesss-ability-makes-bob-lose-the-game-at-20
    Scenario: Door to Nothingness's ability makes Bob lose the game at 20 life (not: only life, poison or an empty library lose the game)
      Given Alice controls a Door to Nothingness
      And Alice's mana pool holds {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}
      When Alice activates Door to Nothingness targeting Bob
      Then Door to Nothingness is in her graveyard
      And Bob has not lost the game
      When all players pass priority
      Then Bob has lost the game
      And Bob's life total is 20
      And Alice has not lost the game

    @id:alice-may-target-herself-the-effect-makes-her-lose-the-game
    Scenario: Alice may target herself: the effect makes her lose the game, not Bob
      Given Alice controls a Door to Nothingness
      And Alice's mana pool holds {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}
      When Alice activates Door to Nothingness targeting Alice
      And all players pass priority
      Then Alice has lost the game
      And Bob has not lost the game

    @id:bobs-platinum-angel-stops-the-loss-the-effect-states-not-an
    Scenario: Bob's Platinum Angel stops the loss the effect states (not: an effect's loss ignores "can't lose the game")
      Given Alice controls a Door to Nothingness
      And Bob controls a Platinum Angel
      And Alice's mana pool holds {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}
      When Alice activates Door to Nothingness targeting Bob
      And all players pass priority
      Then Bob has not lost the game

  @rule:104.3f
  Rule: 104.3f
    If a player would both win and lose the game simultaneously, that player loses the game.

    @rule:104.2a @rule:104.4a
    @id:bobs-loss-would-leave-alice-the-last-player-in-the-game-but
    Scenario: Bob's loss would leave Alice the last player in the game, but she loses at the same moment: she loses, and doesn't win (not: the opponent's loss makes her the winner)
      Given Alice's life total is 2
      And Bob's life total is 2
      And Alice has a Forest and a Swamp in her library
      And Alice has a Risky Shortcut in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Risky Shortcut
      And all players pass priority
      Then Alice has lost the game
      And Alice has not won the game
      And Bob has lost the game
      And Bob has not won the game

  @rule:104.4a
  Rule: 104.4a
    If all the players remaining in a game lose simultaneously, the game is a draw.

    @rule:704.3 @rule:704.5a
    @id:both-players-at-0-life-lose-at-once-the-game-is-a-draw
    Scenario: Both players at 0 life lose at once: the game is a draw (not: the active player loses first and Bob wins)
      Given Alice's life total is 0
      And Bob's life total is 0
      When Alice passes priority
      Then Alice has lost the game
      And Bob has lost the game
      And Alice has drawn the game
      And Bob has drawn the game
      And Alice has not won the game
      And Bob has not won the game

    @id:one-player-at-0-life-loses-and-the-game-is-not-a-draw
    Scenario: A player at 10 poison counters and one at 1 life: only the first loses, and the game is not a draw
      Given Alice has 10 poison counters
      And Bob's life total is 1
      When Alice passes priority
      Then Alice has lost the game
      And Bob has won the game
      And Alice has not drawn the game

  @rule:104.5
  Rule: 104.5
    If a player loses the game, that player leaves the game. If the game is a draw for a player, that player leaves the game. The multiplayer rules handle what happens when a player leaves the game; see rule 800.4.

    @rule:704.5a @rule:800.4a
    @id:bob-at-0-life-loses-and-leaves-alice-and-carol-play-on
    Scenario: In a game of three, Bob at 0 life loses the game and so leaves it: his Grizzly Bears leaves with him, and Alice and Carol play on (not: he stays in the game, a loser still seated)
      Given Alice, Bob and Carol are playing
      And Bob controls a Grizzly Bears
      And Bob's life total is 0
      When Alice passes priority
      Then Bob has lost the game
      And Grizzly Bears has left the game
      And Carol has priority
