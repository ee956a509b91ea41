@card:tattered-mummy
Feature: Tattered Mummy
  When this creature dies, each opponent loses 2 life.

  @ruling:2018-07-13 @rule:704.3 @rule:704.5a @rule:704.5g
  Rule: Dealt lethal damage as its controller goes to 0 life, it dies as the player loses: the ability never resolves
    If your life total is brought to 0 or less at the same time that Tattered Mummy is dealt lethal damage, you lose the game before its triggered ability goes on the stack.

    @id:alice-at-2-life-blocks-one-of-two-bears-with-it-she-loses-bob-stays
    Scenario: Alice at 2 life blocks Bob's Grizzly Bears with it as his Savannah Lions get through: she loses the game as it dies, and Bob, at 2 life, loses none (not: the dies ability resolved first, a draw)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Alice's life total is 2
      And Bob's life total is 2
      And Alice controls a Tattered Mummy
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Bob attacks Alice with Grizzly Bears and Savannah Lions
      And Alice blocks Grizzly Bears with Tattered Mummy
      And the game advances to Bob's end of combat step
      Then Alice has lost the game
      And Tattered Mummy has left the game
      And Bob's life total is 2
      And Carol's life total is 20
      And Bob has not lost the game

  @ruling:2018-07-13
  Rule: In a Two-Headed Giant game, the triggered ability of Tattered Mummy causes the opposing…
    In a Two-Headed Giant game, the triggered ability of Tattered Mummy causes the opposing team to lose 4 life.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed Giant
    # teams (CR 810) aren't in its setup or protocol. In a free-for-all game each opponent loses 2 life (below).

  @rule:603.10a
  Rule: When it dies, each opponent loses 2 life: a leaves-the-battlefield ability, looking back in time
    Some zone-change triggers look back in time. These are leaves-the-battlefield abilities, abilities that trigger when a player sacrifices a permanent, abilities that trigger when a card leaves a graveyard, and abilities that trigger when an object that all players can see is put into a hand or library.

    @rule:119.3
    @id:shocked-it-dies-and-bob-and-carol-each-lose-2-life
    Scenario: Shocked, it dies, and Bob and Carol each lose 2 life, Alice none (not: each player, or one opponent)
      Given Alice, Bob and Carol are playing
      And Alice controls a Tattered Mummy
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Tattered Mummy
      And all players pass priority
      Then Tattered Mummy is in her graveyard
      And Tattered Mummy's ability triggered once
      When all players pass priority
      Then Bob's life total is 18
      And Carol's life total is 18
      And Alice's life total is 20
