@card:mogg-flunkies
Feature: Mogg Flunkies
  This creature can't attack or block alone.

  @ruling:2018-03-16 @rule:506.5 @rule:508.1c @rule:509.1b
  Rule: Mogg Flunkies's companions needn't attack the same player, nor block the same creature
    Although Mogg Flunkies can't attack alone, other attacking creatures don't have to attack the same player, planeswalker, or battle. For example, Mogg Flunkies could attack an opponent and another creature could attack a planeswalker that opponent controls. Similarly, other blocking creatures don't have to block the same creature that Mogg Flunkies blocks.

    # The planeswalker and battle of the example aren't shown: this engine's cards have none. Attacking two
    # opponents in a game of three shows the same thing for players.
    @id:mogg-flunkies-attacks-one-opponent-and-another-creature
    Scenario: Mogg Flunkies attacks one opponent and another creature attacks the other
      Given Alice, Bob and Carol are playing
      And Alice controls a Mogg Flunkies and a Grizzly Bears
      When Alice attacks Bob with Mogg Flunkies and attacks Carol with Grizzly Bears
      Then Mogg Flunkies was declared as an attacker against Bob once
      And Grizzly Bears was declared as an attacker against Carol once

    @id:mogg-flunkies-blocks-one-attacker-and-another-creature
    Scenario: Mogg Flunkies blocks one attacker and another creature blocks a different one
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Mogg Flunkies and a Giant Spider
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob blocks Grizzly Bears with Mogg Flunkies and blocks Savannah Lions with Giant Spider
      Then Mogg Flunkies is blocking
      And Giant Spider is blocking

    @id:mogg-flunkies-cant-be-the-only-blocker-even-of-a-different
    Scenario: Mogg Flunkies can't be the only blocker, even of a different attacker than the one left unblocked
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Mogg Flunkies and a Giant Spider
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob tries to block Savannah Lions with Mogg Flunkies
      Then that is illegal
      And Mogg Flunkies is not blocking

  @ruling:2018-03-16 @rule:509.1c @rule:509.1b
  Rule: Made to block if able, Mogg Flunkies blocks together with another creature able to
    If an effect says that Mogg Flunkies attacks or blocks if able and you control another creature able to attack or block, you must attack or block with Mogg Flunkies and that creature.

    # The attacking half isn't shown: no card this engine models makes another creature attack if able.
    # Prized Unicorn's "All creatures able to block this creature do so" is a block requirement on Mogg
    # Flunkies and on each other creature of the defending player.
    @id:against-prized-unicorn-mogg-flunkies-and-the-other-able
    Scenario: Against Prized Unicorn, Mogg Flunkies and the other able creature both block
      Given Alice controls a Prized Unicorn
      And Bob controls a Mogg Flunkies and a Giant Spider
      When Alice attacks Bob with Prized Unicorn
      And Bob blocks Prized Unicorn with Mogg Flunkies and Giant Spider
      Then Mogg Flunkies is blocking
      And Giant Spider is blocking

    @id:against-prized-unicorn-blocking-with-the-other-creature
    Scenario: Against Prized Unicorn, blocking with the other creature alone obeys fewer requirements than could be
      Given Alice controls a Prized Unicorn
      And Bob controls a Mogg Flunkies and a Giant Spider
      When Alice attacks Bob with Prized Unicorn
      And Bob tries to block Prized Unicorn with Giant Spider
      Then that is illegal

    @id:against-prized-unicorn-with-no-other-creature-able-to-block
    Scenario: Against Prized Unicorn, with no other creature able to block, Mogg Flunkies doesn't block
      Given Alice controls a Prized Unicorn
      And Bob controls a Mogg Flunkies and a tapped Giant Spider
      When Alice attacks Bob with Prized Unicorn
      And Bob declares no blockers
      Then Mogg Flunkies is not blocking
      And Prized Unicorn is not blocked

  @ruling:2018-03-16 @rule:506.5 @rule:508.1c @rule:509.1b
  Rule: Two Mogg Flunkies can attack or block together, with no other creature
    If you control more than one Mogg Flunkies, they can attack or block together, even if no other creatures attack or block.

    @id:two-mogg-flunkies-attack-together
    Scenario: Two Mogg Flunkies attack together
      Given Alice controls a Mogg Flunkies and a Mogg Flunkies
      When Alice attacks Bob with Mogg Flunkies and Mogg Flunkies
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14

    @id:two-mogg-flunkies-block-together
    Scenario: Two Mogg Flunkies block together
      Given Alice controls a Grizzly Bears
      And Bob controls a Mogg Flunkies and a Mogg Flunkies
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Mogg Flunkies and Mogg Flunkies
      Then Grizzly Bears is blocked

  @ruling:2018-03-16
  Rule: In Two-Headed Giant, a teammate's creature is company enough
    In a Two-Headed Giant game, Mogg Flunkies can attack or block with a creature controlled by your teammate, even if no other creatures you control are attacking or blocking.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed
    # Giant's shared team turns (CR 810) aren't in its setup or protocol, so there is no teammate.

  @ruling:2018-03-16 @rule:506.4 @rule:506.5 @rule:510.4
  Rule: Once attacking or blocking, Mogg Flunkies stays in combat when its companions leave
    Once Mogg Flunkies has attacked or blocked, it will remain in combat even if you no longer control another attacking or blocking creature.

    @id:mogg-flunkies-keeps-attacking-after-the-creature-it-attacked
    Scenario: Mogg Flunkies keeps attacking after the creature it attacked with dies to first-strike damage
      Given Alice controls a Mogg Flunkies and a Grizzly Bears
      And Bob controls a Youthful Knight
      When Alice attacks Bob with Mogg Flunkies and Grizzly Bears
      And Bob blocks Grizzly Bears with Youthful Knight
      And the game advances to Alice's combat damage step
      Then Grizzly Bears is in its owner's graveyard
      And Mogg Flunkies is attacking
      When the game advances to Alice's end of combat step
      Then Mogg Flunkies dealt 3 combat damage to Bob
      And Bob's life total is 17
