Feature: 305. Lands
  Each paragraph of CR 305 (2026-04-17) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:305.2
  Rule: 305.2
    A player can normally play one land during their turn; however, continuous effects may increase this number.

    @id:after-playing-one-land-a-player-cant-play-a-second-land-that
    Scenario: After playing one land, a player can't play a second land that turn
      Given Alice has a Forest and an Island in her hand
      When Alice plays Forest
      And Alice tries to play Island
      Then that is illegal
      And Island is in her hand

    @id:a-player-who-played-a-land-this-turn-may-play-one-again-on
    Scenario: A player who played a land this turn may play one again on their next turn
      Given Alice has a Forest and an Island in her hand
      When Alice plays Forest
      And the game advances to Alice's precombat main phase
      And Alice plays Island
      Then Island is on the battlefield
