Feature: 101. The Magic Golden Rules
  Each paragraph of CR 101 (2026-04-17) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:101.4
  Rule: 101.4
    If multiple players would make choices and/or take actions at the same time, the active player (the player whose turn it is) makes any choices required, then the next player in turn order (usually the player seated to the active player’s left) makes any choices required, followed by the remaining nonactive players in turn order. Then the actions happen simultaneously. This rule is often referred to as the “Active Player, Nonactive Player (APNAP) order” rule.

    @rule:603.6a
    @id:fleshbag-marauders-each-player-sacrifices-alice-chooses
    Scenario: Fleshbag Marauder's "each player sacrifices": Alice chooses first, then Bob, and both creatures are sacrificed
      Given Alice controls a Grizzly Bears
      And Bob controls a Llanowar Elves and a Grizzly Bears
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Grizzly Bears when she must choose
      And Bob will choose Llanowar Elves when he must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Alice's Grizzly Bears is in her graveyard
      And Llanowar Elves is in his graveyard
      And Bob's Grizzly Bears is on the battlefield
      And Fleshbag Marauder is on the battlefield

  @rule:101.4a
  Rule: 101.4a
    If an effect has each player choose a card in a hidden zone, such as their hand or library, those cards may remain face down as they’re chosen. However, each player must clearly indicate which face-down card they are choosing.

    @id:each-players-card-to-discard-is-chosen-from-the-hand-face
    Scenario: Each player's card to discard is chosen from the hand, where it may stay face down: the card each indicated is discarded, and only it (not: a card at random, nor a choice left to the active player)
      Given it is Bob's end step
      And Alice controls a Cunning Lethemancer
      And Alice has a Forest and a Grizzly Bears in her hand
      And Bob has a Swamp and a Llanowar Elves in his hand
      When Alice will choose Forest when she must choose
      And Bob will choose Llanowar Elves when he must choose
      And the game advances to Alice's upkeep
      And all players pass priority
      Then Forest is in her graveyard
      And Llanowar Elves is in his graveyard
      And Grizzly Bears is in her hand
      And Swamp is in his hand

  @rule:101.4b
  Rule: 101.4b
    A player knows the choices made by the previous players when making their choice, except as specified in 101.4a.

    @id:alices-choice-of-the-creature-to-sacrifice-is-announced
    Scenario: Alice's choice of the creature to sacrifice is announced before Bob chooses, and nothing is sacrificed until both have chosen (not: Bob chooses blind, nor Alice sacrifices first)
      Given Alice controls a Grizzly Bears
      And Bob controls a Llanowar Elves and a Grizzly Bears
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Alice's Grizzly Bears when she must choose
      And Bob will choose Llanowar Elves when he must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then the choices were announced in the order Alice's Grizzly Bears, then Llanowar Elves, before any was sacrificed
      And Alice's Grizzly Bears is in her graveyard
      And Llanowar Elves is in his graveyard

  @rule:101.4c
  Rule: 101.4c
    If a player would make more than one choice at the same time, the player makes the choices in the order specified. If no order is specified, the player chooses the order.

  @rule:101.4d
  Rule: 101.4d
    If a choice made by a nonactive player causes the active player, or a different nonactive player earlier in the turn order, to have to make a choice, APNAP order is restarted for all outstanding choices.

  @rule:101.4e
  Rule: 101.4e
    If multiple players would make choices or take actions while starting the game, the starting player is considered the active player and each other player is considered a nonactive player.

