@card:curse-of-disturbance
Feature: Curse of Disturbance
  Enchant player
  Whenever enchanted player is attacked, create a 2/2 black Zombie creature token. Each opponent attacking that player does the same.

  @ruling:2017-08-25
  Rule: Only an opponent still attacking the enchanted player as it resolves does the same
    A player is attacking another player if they control a creature that’s attacking that player. If no creatures are attacking the enchanted player as a Curse’s ability resolves (most likely because they’ve left the battlefield), only the Curse’s controller performs its actions.

    @rule:508.6 @rule:508.3b
    @id:alices-curse-on-carol-bob-attacks-carol-alice-and-bob-each
    Scenario: Alice's Curse on Carol; Bob attacks Carol: Alice and Bob each create a Zombie
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Alice controls a Curse of Disturbance attached to Carol
      And Bob controls a Grizzly Bears
      When Bob attacks Carol with Grizzly Bears
      Then Curse of Disturbance's ability triggered once
      When all players pass priority
      Then Alice controls one Zombie token
      And Bob controls one Zombie token

    @rule:508.6
    @id:bobs-attacker-destroyed-before-it-resolves-only-alice
    Scenario: Bob's attacker destroyed before it resolves, only Alice creates a Zombie (not: Bob attacked Carol, so he is attacking her)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Alice controls a Curse of Disturbance attached to Carol
      And Bob controls a Grizzly Bears
      And Carol controls a Plains and three Swamps
      And Carol has a Divine Verdict in her hand
      When Bob attacks Carol with Grizzly Bears
      And Bob passes priority
      And Carol taps Plains for mana
      And Carol taps Swamp for mana
      And Carol taps Swamp for mana
      And Carol taps Swamp for mana
      And Carol casts Divine Verdict targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then Alice controls one Zombie token
      And Bob controls no Zombie tokens

  @ruling:2017-08-25
  Rule: It triggers once, however many creatures attack the enchanted player
    Each Curse’s ability triggers only once, no matter how many creatures are attacking the enchanted player.

    @rule:508.3b
    @id:bob-attacks-alices-curses-player-carol-with-two-creatures-it
    Scenario: Bob attacks Alice's Curse's player Carol with two creatures: it triggers once (not: once for each attacker)
      Given Alice, Bob and Carol are playing
      And it is Bob's precombat main phase
      And Alice controls a Curse of Disturbance attached to Carol
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Bob attacks Carol with Grizzly Bears and Savannah Lions
      Then Curse of Disturbance's ability triggered once
      When all players pass priority
      Then Alice controls one Zombie token
      And Bob controls one Zombie token

  @ruling:2017-08-25
  Rule: Enchanting yourself, you get its effects whenever another player attacks you
    If you enchant yourself with one of these Curses, you’ll get its effects whenever another player attacks you.

    @id:alices-curse-on-herself-bob-attacks-her-alice-and-bob-each
    Scenario: Alice's Curse on herself; Bob attacks her: Alice and Bob each create a Zombie
      Given it is Bob's precombat main phase
      And Alice controls a Curse of Disturbance attached to Alice
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      Then Curse of Disturbance's ability triggered once
      When all players pass priority
      Then Alice controls one Zombie token
      And Bob controls one Zombie token

  @ruling:2017-08-25
  Rule: It doesn't trigger if only a planeswalker the enchanted player controls is attacked
    The triggered ability of these Curses won’t trigger if only a planeswalker controlled by the enchanted player is attacked.

    # Not shown: the reference engine's creatures attack players only; there is no planeswalker to attack
    # (CR 506.3, 508.1b).
