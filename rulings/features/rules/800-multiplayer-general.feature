Feature: 800. General (multiplayer)
  A game of more than two players goes on after one of them leaves it (CR 800.4, 2026-09-25): what leaves with
  the player, who receives priority instead, and whose turns are taken, and combat damage that would be assigned
  to a player who left. 800.4b-d, 800.4f-i and 800.4m-p need effects no card modelled has (a token created for a
  player who left, a choice or cost left to them, the ante zone, a planar controller).

  @rule:800.1
  Rule: 800.1
    A multiplayer game is a game that begins with more than two players. This section contains additional optional rules that can be used for multiplayer play.

    @rule:102.1
    @id:a-game-of-three-turns-pass-alice-bob-carol-alice
    Scenario: A game of three is a multiplayer game: turns pass from Alice to Bob, to Carol, and back to Alice (not: a game of two with a third seat idle)
      Given Alice, Bob and Carol are playing
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      And Carol has a Forest in her library
      When the game advances to Carol's upkeep
      Then it is turn 3
      When the game advances to Alice's upkeep
      Then it is turn 4

  @rule:800.4
  Rule: 800.4
    Unlike two-player games, multiplayer games can continue after one or more players have left the game.

    @rule:104.2a
    @id:bob-concedes-a-game-of-three-alice-and-carol-play-on
    Scenario: Bob concedes a game of three: Alice and Carol play on, neither has won (not: the first loss ends the game)
      Given Alice, Bob and Carol are playing
      When Bob concedes the game
      Then Bob has lost the game
      And Alice has not lost the game
      And Carol has not lost the game
      When the game advances to Carol's upkeep
      Then it is Carol's upkeep

  @rule:800.4a
  Rule: 800.4a
    When a player leaves the game, all objects (see rule 109) owned by that player leave the game and any effects which give that player control of any objects or players end. Then, if that player controlled any objects on the stack not represented by cards, those objects cease to exist. Then, if there are any objects still controlled by that player, those objects are exiled. This is not a state-based action. It happens as soon as the player leaves the game. If the player who left the game had priority at the time they left, priority passes to the next player in turn order who’s still in the game.

    @id:the-cards-bob-owns-leave-the-game-with-him-from-every-zone
    Scenario: The cards Bob owns leave the game with him, from every zone (not: they stay where they are, nor go to his graveyard)
      Given Alice, Bob and Carol are playing
      And Bob controls a Grizzly Bears
      And Bob has a Shock in his hand
      And Bob has a Forest in his library
      When Bob concedes the game
      Then Grizzly Bears has left the game
      And Shock has left the game
      And Forest has left the game

    @rule:704.5a
    @id:bob-at-0-life-loses-and-his-grizzly-bears-leaves-the-game
    Scenario: Bob at 0 life loses as a state-based action, and his Grizzly Bears leaves the game as he does
      Given Alice, Bob and Carol are playing
      And Bob's life total is 0
      And Bob controls a Grizzly Bears
      When Alice passes priority
      Then Bob has lost the game
      And Grizzly Bears has left the game

    @rule:613.1b
    @id:an-equipment-bob-owns-that-alice-controls-leaves-the-game
    Scenario: An Equipment Bob owns that Alice has taken leaves the game too: what counts is the owner (not: the controller keeps it)
      Given Alice, Bob and Carol are playing
      And Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      Then Stitcher's Graft is controlled by Alice
      When Bob concedes the game
      Then Stitcher's Graft has left the game
      And Ogre Geargrabber is on the battlefield

    @rule:613.1b
    @id:the-effect-that-gave-bob-alices-equipment-ends-she-gets-it
    Scenario: The effect that gave Bob Alice's Equipment ends as he leaves: she controls it again (not: it is exiled with what Bob controlled)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Bob controls an Ogre Geargrabber
      And Alice controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Bob attacks Alice with Ogre Geargrabber
      And all players pass priority
      Then Stitcher's Graft is controlled by Bob
      When Bob concedes the game
      Then Ogre Geargrabber has left the game
      And Stitcher's Graft is on the battlefield
      And Stitcher's Graft is controlled by Alice

    @id:bobs-triggered-ability-on-the-stack-ceases-to-exist-as-he
    Scenario: Bob's triggered ability on the stack ceases to exist as he leaves: it never resolves (not: it resolves for the player who left)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Bob controls an Ogre Geargrabber
      And Alice controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Bob attacks Alice with Ogre Geargrabber
      Then the stack holds one object
      When Bob concedes the game
      Then the stack is empty
      And Stitcher's Graft is controlled by Alice
      And Stitcher's Graft is attached to Grizzly Bears

    @rule:616.1b
    @id:alices-grizzly-bears-that-entered-under-bobs-control-is
    Scenario: Alice's Grizzly Bears, which entered under Bob's control through Gather Specimens, is exiled as he leaves: no effect gives it back (not: it stays with him, nor returns to Alice)
      Given Alice, Bob and Carol are playing
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      When Bob concedes the game
      Then Grizzly Bears is in exile

    @id:bob-concedes-while-he-has-priority-it-passes-to-carol-the
    Scenario: Bob concedes while he has priority: it passes to Carol, the next player in turn order (not: to Alice, whose turn it is)
      Given Alice, Bob and Carol are playing
      And Bob has priority
      When Bob concedes the game
      Then Carol has priority

    @rule:117.3d
    @id:after-bob-has-left-alice-passes-priority-to-carol-bob-gets
    Scenario: After Bob has left, Alice passes priority to Carol: Bob gets it no more (not: priority still goes round every seat)
      Given Alice, Bob and Carol are playing
      When Bob concedes the game
      And Alice passes priority
      Then Carol has priority
      When Bob tries to pass priority
      Then that is illegal

  @rule:800.4e
  Rule: 800.4e
    If combat damage would be assigned to a player who has left the game, that damage isn’t assigned.

    @id:bob-concedes-with-grizzly-bears-attacking-him-no-damage
    Scenario: Bob concedes while Grizzly Bears attacks him and Savannah Lions attacks Carol: the Bears' combat damage isn't assigned to anyone, the Lions' is dealt to Carol (not: the Bears' damage redirected to another defending player)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      And Alice passes priority
      And Bob concedes the game
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt no combat damage
      And Carol's life total is 18
      And Alice's life total is 20

  @rule:800.4j
  Rule: 800.4j
    If a player leaves the game during their turn, that turn continues to its completion without an active player. If the active player would receive priority, instead the next player in turn order receives priority, or the top object on the stack resolves, or the phase or step ends, whichever is appropriate.

    @id:bob-concedes-in-his-own-main-phase-his-turn-goes-on-and
    Scenario: Bob concedes in his own main phase: his turn goes on, and Carol receives priority in its next step instead of him (not: his turn ends at once)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      When Bob concedes the game
      Then Carol has priority
      When all players pass priority
      Then it is Bob's beginning of combat step
      And Carol has priority

  @rule:800.4k
  Rule: 800.4k
    If a player who has left the game would begin a turn, that turn doesn’t begin.

    @id:after-alices-turn-carols-begins-bob-who-has-left-takes-no
    Scenario: After Alice's turn Carol's begins: Bob, who has left, takes no turn (not: his turns go on, empty)
      Given Alice, Bob and Carol are playing
      When Bob concedes the game
      And the game advances to Carol's upkeep
      Then it is turn 2
      When the game tries to advance to Bob's upkeep
      Then that is illegal
