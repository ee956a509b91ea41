@card:platinum-angel
Feature: Platinum Angel
  Flying
  You can't lose the game and your opponents can't win the game.

  @ruling:2004-12-01 @rule:104.4
  Rule: A draw still happens with Platinum Angel
    Effects that say the game is a draw, such as the _Legends_(TM) card Divine Intervention, are not affected by Platinum Angel. They'll still work.

    # Not shown: no card the reference engine models makes the game a draw (CR 104.4a), and the protocol has
    # no way to ask whether a game ended in a draw.

  @ruling:2004-12-01 @rule:104.3a
  Rule: Its controller can still concede, and loses
    You can concede a game while Platinum Angel on the battlefield. A concession causes you to leave the game, which then causes you to lose the game (Once you concede, you no longer control a Platinum Angel, so its ability can't prevent you from losing the game).

    @id:alice-concedes-while-she-controls-platinum-angel-she-loses
    Scenario: Alice concedes while she controls Platinum Angel: she loses the game (not: the Angel stops it)
      Given Alice controls a Platinum Angel
      When Alice concedes the game
      Then Alice has lost the game
      And Bob has not lost the game

    @id:bob-concedes-while-alice-controls-platinum-angel-bob-loses
    Scenario: Bob concedes while Alice controls Platinum Angel: Bob loses (not: Alice's opponents can't leave)
      Given Alice controls a Platinum Angel
      When Bob concedes the game
      Then Bob has lost the game

  @ruling:2009-10-01
  Rule: In Two-Headed Giant, the whole team can't lose
    If you control Platinum Angel in a Two-Headed Giant game, your team can't lose the game and the opposing team can't win the game.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed Giant
    # teams (CR 810) aren't in its setup or protocol.

  @ruling:2009-10-01 @rule:704.5a @rule:704.5c
  Rule: Nothing in the game makes its controller lose: not 0 or less life, not ten poison counters
    No game effect can cause you to lose the game or cause any opponent to win the game while you control Platinum Angel. It doesn't matter whether you have 0 or less life, you're forced to draw a card while your library is empty, you have ten or more poison counters, you're dealt combat damage by Phage the Untouchable, your opponent has Mortal Combat with twenty or more creature cards in their graveyard, or so on. You keep playing.

    @id:alice-at-0-life-with-platinum-angel-doesnt-lose-the-game-not
    Scenario: Alice at 0 life with Platinum Angel doesn't lose the game (not: 704.5a applies anyway)
      Given Alice's life total is 0
      And Alice controls a Platinum Angel
      When Alice passes priority
      Then Alice has not lost the game
      And Alice's life total is 0

    @id:alice-with-ten-poison-counters-and-platinum-angel-doesnt
    Scenario: Alice with ten poison counters and Platinum Angel doesn't lose the game
      Given Alice has 10 poison counters
      And Alice controls a Platinum Angel
      When Alice passes priority
      Then Alice has not lost the game

    @id:only-its-controller-is-kept-in-the-game-bobs-platinum-angel
    Scenario: Only its controller is kept in the game: Bob's Platinum Angel doesn't save Alice at 0 life
      Given Alice's life total is 0
      And Bob controls a Platinum Angel
      When Alice passes priority
      Then Alice has lost the game
      And Bob has not lost the game

    @id:once-platinum-angel-is-destroyed-its-controller-at-0-life
    Scenario: Once Platinum Angel is destroyed, its controller at 0 life loses the game (not: she lost or was saved for good)
      Given Alice's life total is 0
      And Alice controls a Platinum Angel
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{B}{B}
      When Alice casts Bontu's Last Reckoning
      Then Alice has not lost the game
      When all players pass priority
      Then Platinum Angel is in her graveyard
      And Alice has lost the game

    # Not shown: drawing from an empty library (CR 704.5b) is the draw step's state-based action; the
    # reference engine answers `unsupported` to a draw from an empty library here.

  @ruling:2009-10-01 @rule:104.3a
  Rule: Conceding still loses the game with Platinum Angel, even at 0 life
    Other circumstances can still cause you to lose the game, however. You will lose a game if you concede, if you're penalized with a Game Loss or a Match Loss during a sanctioned tournament due to a DCI rules infraction, or if your _Magic Online_(R) game clock runs out of time.

    @id:alice-at-5-life-with-platinum-angel-concedes-she-loses-the
    Scenario: Alice at -5 life with Platinum Angel concedes: she loses the game
      Given Alice's life total is -5
      And Alice controls a Platinum Angel
      When Alice passes priority
      Then Alice has not lost the game
      When Alice concedes the game
      Then Alice has lost the game

    # Not shown: game losses given by a judge (CR 104.3k) and game clocks are outside a game's rules.
