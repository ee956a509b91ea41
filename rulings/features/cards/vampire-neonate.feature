@card:vampire-neonate
Feature: Vampire Neonate
  {2}, {T}: Each opponent loses 1 life and you gain 1 life.

  @ruling:2018-07-13
  Rule: In a Two-Headed Giant game, Vampire Neonate's ability causes the opposing team to lose 2…
    In a Two-Headed Giant game, Vampire Neonate's ability causes the opposing team to lose 2 life and you to gain 1 life.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed Giant
    # teams (CR 810) aren't in its setup or protocol. The free-for-all scenario below shows its other half: each
    # opponent loses 1 life, and its controller gains 1, not 1 for each.

  @rule:119.3
  Rule: Each opponent loses 1 life, and its controller gains 1 life once
    If an effect causes a player to gain life or lose life, that player’s life total is adjusted accordingly.

    @rule:602.2b @rule:102.2
    @id:alice-pays-2-and-taps-it-bob-loses-1-life-and-alice-gains-1
    Scenario: Alice pays {2} and taps it: Bob loses 1 life and Alice gains 1 as the ability resolves (not: as it is activated)
      Given Alice controls a Vampire Neonate
      And Alice's mana pool holds {C}{C}
      When Alice activates Vampire Neonate
      Then Vampire Neonate is tapped
      And the top of the stack is an ability of Vampire Neonate
      And Bob's life total is 20
      When all players pass priority
      Then Bob's life total is 19
      And Alice's life total is 21

    @id:with-two-opponents-bob-and-carol-each-lose-1-life-and-alice-gains-1
    Scenario: With two opponents, Bob and Carol each lose 1 life and Alice gains 1 (not: 1 for each opponent, nor only one opponent)
      Given Alice, Bob and Carol are playing
      And Alice controls a Vampire Neonate
      And Alice's mana pool holds {C}{C}
      When Alice activates Vampire Neonate
      And all players pass priority
      Then Bob's life total is 19
      And Carol's life total is 19
      And Alice's life total is 21

  @rule:302.6
  Rule: Its cost has {T}: a Vampire Neonate that came under Alice's control this turn can't be activated
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:vampire-neonate-that-entered-this-turn-cant-be-activated
    Scenario: A Vampire Neonate that entered this turn can't be activated, and no life changes (not: only attacking waits a turn)
      Given Alice controls a Vampire Neonate
      And Vampire Neonate entered the battlefield this turn
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Vampire Neonate
      Then that is illegal
      And Bob's life total is 20
