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

