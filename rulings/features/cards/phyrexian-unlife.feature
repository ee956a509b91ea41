@card:phyrexian-unlife
Feature: Phyrexian Unlife
  You don't lose the game for having 0 or less life.
  As long as you have 0 or less life, all damage is dealt to you as though its source had infect. (Damage is dealt to you in the form of poison counters.)

  @ruling:2011-06-01 @rule:704.5a
  Rule: At 0 or less life, losing Phyrexian Unlife loses the game
    If you’re at 0 or less life and Phyrexian Unlife leaves the battlefield, you’ll lose the game (unless some other effect is keeping you from losing).

    @id:at-0-life-alice-loses-the-game-once-bobs-disenchant-destroys
    Scenario: At 0 life, Alice loses the game once Bob's Disenchant destroys her Phyrexian Unlife (not: she stays safe)
      Given Alice's life total is 0
      And Alice controls a Phyrexian Unlife
      And Bob has a Disenchant in his hand
      And Bob's mana pool holds {C}{W}
      When Alice passes priority
      And Bob casts Disenchant targeting Alice's Phyrexian Unlife
      Then Alice has not lost the game
      When all players pass priority
      Then Phyrexian Unlife is in her graveyard
      And Alice has lost the game

    @id:at-0-life-without-phyrexian-unlife-alice-loses-the-game
    Scenario: At 0 life without Phyrexian Unlife, Alice loses the game
      Given Alice's life total is 0
      And Bob controls a Phyrexian Unlife
      When Alice passes priority
      Then Alice has lost the game
      And Bob has not lost the game

  @ruling:2011-06-01 @rule:119.4
  Rule: At 0 or less life, its controller can pay no life but 0
    If you’re at 0 or less life, you can’t pay any amount of life except 0.

    # Not shown: no card the reference engine models has a cost in life (CR 119.4, 118.3).

  @ruling:2011-06-01 @rule:120.3a @rule:120.3b
  Rule: Damage that takes its controller from positive life to 0 or less is dealt normally; later damage as infect
    Phyrexian Unlife won’t affect damage that reduces your life total from a positive number to 0 or less. For example, if you’re at 3 life and are dealt 5 damage, you’ll end up at -2 life. The next time you’re dealt damage, it will be dealt as though its source had infect.

    @id:at-1-life-alice-is-dealt-2-combat-damage-she-goes-to-1-life
    Scenario: At 1 life, Alice is dealt 2 combat damage: she goes to -1 life, gets no poison counters and stays in the game
      Given Alice's life total is 1
      And Alice controls a Phyrexian Unlife
      And it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is -1
      And Alice has no poison counters
      And Alice has not lost the game

    @id:at-1-life-alice-is-dealt-2-combat-damage-as-though-its
    Scenario: At -1 life, Alice is dealt 2 combat damage as though its source had infect: two poison counters, no life lost
      Given Alice's life total is -1
      And Alice controls a Phyrexian Unlife
      And it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is -1
      And Alice has 2 poison counters
      And Alice has not lost the game

    @id:damage-dealt-at-once-is-judged-by-the-life-total-before-it
    Scenario: Damage dealt at once is judged by the life total before it (not: the second attacker's damage as infect)
      Given Alice's life total is 2
      And Alice controls a Phyrexian Unlife
      And it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Bob attacks Alice with Grizzly Bears and Savannah Lions
      And the game advances to Bob's end of combat step
      Then Alice's life total is -2
      And Alice has no poison counters

    @id:only-its-controllers-damage-bob-at-0-life-with-alices
    Scenario: Only its controller's damage: Bob at 0 life with Alice's Phyrexian Unlife loses the game
      Given Bob's life total is 0
      And Alice controls a Phyrexian Unlife
      When Alice passes priority
      Then Bob has lost the game

  @ruling:2011-06-01 @rule:704.5c
  Rule: Its controller still loses to ten poison counters
    You can still lose the game for other reasons, including having ten or more poison counters or drawing a card from a library with no cards in it.

    @id:alice-at-2-life-with-phyrexian-unlife-and-ten-poison
    Scenario: Alice at -2 life with Phyrexian Unlife and ten poison counters loses the game (not: Unlife stops every loss)
      Given Alice's life total is -2
      And Alice has 10 poison counters
      And Alice controls a Phyrexian Unlife
      When Alice passes priority
      Then Alice has lost the game

    @id:combat-damage-dealt-as-though-its-source-had-infect-gives
    Scenario: Combat damage dealt as though its source had infect gives Alice her tenth poison counter: she loses
      Given Alice's life total is 0
      And Alice has 8 poison counters
      And Alice controls a Phyrexian Unlife
      And it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice has 10 poison counters
      And Alice has lost the game

    # Not shown: drawing from an empty library (CR 704.5b) is the draw step's state-based action; the
    # reference engine answers `unsupported` to a draw from an empty library here.
