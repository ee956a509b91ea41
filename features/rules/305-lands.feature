Feature: 305. Lands
  Each paragraph of CR 305 (2026-04-17) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:305.1
  Rule: 305.1
    A player who has priority may play a land card from their hand during a main phase of their turn when the stack is empty. Playing a land is a special action; it doesn’t use the stack (see rule 116). Rather, the player simply puts the land onto the battlefield. Since the land doesn’t go on the stack, it is never a spell, and players can’t respond to it with instants or activated abilities.

    @id:a-card-that-isnt-a-land-cant-be-played-as-a-land
    Scenario: A card that isn't a land can't be played as a land
      Given Alice has a Grizzly Bears in her hand
      When Alice tries to play Grizzly Bears
      Then that is illegal
      And Grizzly Bears is in her hand

    @id:a-land-card-in-the-graveyard-cant-be-played
    Scenario: A land card in the graveyard can't be played
      Given Alice has a Forest in her graveyard
      When Alice tries to play Forest
      Then that is illegal
      And Forest is in her graveyard

    @id:a-land-card-in-another-players-hand-cant-be-played
    Scenario: A land card in another player's hand can't be played
      Given Bob has a Forest in his hand
      When Alice tries to play Bob's Forest
      Then that is illegal
      And Forest is in his hand

    @id:without-priority-a-player-cant-play-a-land
    Scenario: Without priority, a player can't play a land
      Given Alice has a Forest in her hand
      And Bob has priority
      When Alice tries to play Forest
      Then that is illegal
      And Forest is in her hand

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
