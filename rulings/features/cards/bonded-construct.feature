@card:bonded-construct
Feature: Bonded Construct
  This creature can't attack alone.

  @ruling:2015-06-22 @rule:506.5 @rule:508.1c @rule:508.1b
  Rule: Bonded Construct's companion needn't attack the same player
    Although Bonded Construct can’t attack alone, other attacking creatures don’t have to attack the same player or planeswalker. For example, Bonded Construct could attack an opponent and another creature could attack a planeswalker that opponent controls.

    # The planeswalker of the example isn't shown: this engine's cards have none. Attacking two opponents in
    # a game of three shows the same thing for players.
    @id:bonded-construct-attacks-one-opponent-and-another-creature
    Scenario: Bonded Construct attacks one opponent and another creature attacks the other
      Given Alice, Bob and Carol are playing
      And Alice controls a Bonded Construct and a Grizzly Bears
      When Alice attacks Bob with Bonded Construct and attacks Carol with Grizzly Bears
      Then Bonded Construct was declared as an attacker against Bob once
      And Grizzly Bears was declared as an attacker against Carol once

  @ruling:2015-06-22 @rule:506.5 @rule:508.1c
  Rule: Bonded Construct attacks only if another creature is declared as an attacker with it
    Bonded Construct can be declared as an attacker only if another creature is declared as an attacker at the same time.

    @id:bonded-construct-cant-be-the-only-attacker
    Scenario: Bonded Construct can't be the only attacker
      Given Alice controls a Bonded Construct and a Grizzly Bears
      When Alice tries to attack Bob with Bonded Construct
      Then that is illegal
      And Bonded Construct is not attacking
      And Bonded Construct is untapped

    @id:bonded-construct-attacks-with-another-creature-declared-at
    Scenario: Bonded Construct attacks with another creature declared at the same time
      Given Alice controls a Bonded Construct and a Grizzly Bears
      When Alice attacks Bob with Bonded Construct and Grizzly Bears
      Then Bonded Construct is attacking
      And Grizzly Bears is attacking

    @id:bonded-construct-cant-attack-alone-with-another-creature
    Scenario: Bonded Construct can't attack alone with another creature that stays home
      Given Alice controls a Bonded Construct and a Grizzly Bears
      When Alice tries to attack Bob with Bonded Construct
      Then that is illegal
      When Alice declares no attackers
      Then Grizzly Bears is not attacking

  @ruling:2015-06-22 @rule:508.1c @rule:508.1d
  Rule: A creature that can't attack alone and must attack attacks with another creature if able
    If a creature that can’t attack alone also must attack if able, its controller must attack with it and another creature if able.

    # Not shown: no card this engine models both can't attack alone and must attack if able, and none
    # makes another creature attack if able, so the requirement can't be put on Bonded Construct.

  @ruling:2015-06-22 @rule:506.5 @rule:508.1c
  Rule: Creatures that can't attack alone can attack together
    If you control more than one creature that can’t attack alone, they can attack together, even if no other creatures attack.

    @id:two-bonded-constructs-attack-together
    Scenario: Two Bonded Constructs attack together
      Given Alice controls two Bonded Constructs
      When Alice attacks Bob with Bonded Construct and Bonded Construct
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:bonded-construct-and-mogg-flunkies-attack-together
    Scenario: Bonded Construct and Mogg Flunkies attack together
      Given Alice controls a Bonded Construct and a Mogg Flunkies
      When Alice attacks Bob with Bonded Construct and Mogg Flunkies
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15

  @ruling:2015-06-22
  Rule: In Two-Headed Giant, a teammate's attacker is company enough
    In a Two-Headed Giant game (or in another format using the shared team turns option), Bonded Construct can attack with a creature controlled by your teammate, even if no other creatures you control attack.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; shared team
    # turns (CR 805, 810) aren't in its setup or protocol, so there is no teammate.
