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
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice plays Forest
      And the game advances to Alice's precombat main phase
      And Alice plays Island
      Then Island is on the battlefield

  @rule:305.2a
  Rule: 305.2a
    To determine whether a player can play a land, compare the number of lands the player can play this turn with the number of lands they have already played this turn (including lands played as special actions and lands played during the resolution of spells and abilities). If the number of lands the player can play is greater, the play is legal.

    @id:each-players-land-plays-are-counted-for-that-player-bob-may
    Scenario: Each player's land plays are counted for that player: Bob may play a land on his turn after Alice played one on hers
      Given Alice has a Forest in her hand
      And Bob has an Island in his hand
      And Bob has a Forest in his library
      When Alice plays Forest
      And the game advances to Bob's precombat main phase
      And Bob plays Island
      Then Island is on the battlefield

  @rule:305.2b
  Rule: 305.2b
    A player can’t play a land, for any reason, if the number of lands the player can play this turn is equal to or less than the number of lands they have already played this turn. Ignore any part of an effect that instructs a player to do so.

    @id:a-land-played-in-the-precombat-main-phase-uses-the-turns
    Scenario: A land played in the precombat main phase uses the turn's land play: none in the postcombat main phase (not: one per main phase)
      Given Alice has a Forest and an Island in her hand
      When Alice plays Forest
      And the game advances to Alice's postcombat main phase
      And Alice tries to play Island
      Then that is illegal
      And Island is in her hand

  @rule:305.3
  Rule: 305.3
    A player can’t play a land, for any reason, if it isn’t their turn. Ignore any part of an effect that instructs a player to do so.

    @id:with-priority-in-another-players-main-phase-and-an-empty
    Scenario: With priority in another player's main phase and an empty stack, a player still can't play a land (not: priority and an empty stack suffice)
      Given Bob has an Island in his hand
      And Bob has priority
      When Bob tries to play Island
      Then that is illegal
      And Island is in his hand

  @rule:305.4
  Rule: 305.4
    Effects may also allow players to “put” lands onto the battlefield. This isn’t the same as “playing a land” and doesn’t count as a land played during the current turn.

    @id:a-land-creature-put-onto-the-battlefield-by-twilights-call
    Scenario: A land creature put onto the battlefield by Twilight's Call isn't a land played: Alice may still play a land
      Given Alice has a Dryad Arbor in her graveyard
      And Alice has a Forest in her hand
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Dryad Arbor is on the battlefield
      When Alice plays Forest
      Then Forest is on the battlefield

  @rule:305.5
  Rule: 305.5
    Land subtypes are always a single word and are listed after a long dash. Land subtypes are also called land types. Lands may have multiple subtypes. See rule 205.3i for the complete list of land types.

    # CR example: “Basic Land — Mountain” means the card is a land with the subtype Mountain.

    @id:basic-land-mountain-a-land-with-the-one-subtype-mountain-not
    Scenario: "Basic Land — Mountain": a land with the one subtype Mountain (not: "Basic" or "Land" read as subtypes)
      Given Alice controls a Mountain
      Then Mountain's subtypes are Mountain

    @rule:305.7
    @id:with-urborg-tomb-of-yawgmoth-a-forest-has-two-land-subtypes
    Scenario: With Urborg, Tomb of Yawgmoth a Forest has two land subtypes, Forest and Swamp (not: the new type replaces the old)
      Given Alice controls a Forest and an Urborg, Tomb of Yawgmoth
      Then Forest's subtypes are Forest and Swamp
      And Urborg, Tomb of Yawgmoth's subtypes are Swamp
      And Forest could produce {G} and {B}

  @rule:305.8
  Rule: 305.8
    Any land with the supertype “basic” is a basic land. Any land that doesn’t have this supertype is a nonbasic land, even if it has a basic land type.

    @id:urborg-tomb-of-yawgmoth-is-a-swamp-but-not-a-basic-land
    Scenario: Urborg, Tomb of Yawgmoth is a Swamp but not a basic land: Lavaleaper adds nothing for it (not: a basic land type makes a land basic)
      Given Alice controls an Urborg, Tomb of Yawgmoth and a Lavaleaper
      When Alice taps Urborg, Tomb of Yawgmoth for mana
      Then Alice's mana pool is {B}
      And Lavaleaper's ability did not trigger

    @id:a-basic-swamp-is-a-basic-land-lavaleaper-adds-one-more-b
    Scenario: A basic Swamp is a basic land: Lavaleaper adds one more {B}
      Given Alice controls a Swamp and a Lavaleaper
      When Alice taps Swamp for mana
      Then Alice's mana pool is {B}{B}
