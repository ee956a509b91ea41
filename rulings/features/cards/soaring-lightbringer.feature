@card:soaring-lightbringer
Feature: Soaring Lightbringer
  Flying
  Other enchantment creatures you control have flying.
  Whenever you attack a player, create a 1/1 white Glimmer enchantment creature token that's tapped and attacking that player.

  @ruling:2024-09-20
  Rule: Soaring Lightbringer's last ability will trigger once for each player you attack
    Soaring Lightbringer's last ability will trigger once for each player you attack.

    @rule:508.3e
    @id:alice-attacks-bob-and-carol-it-triggers-twice-and-she-gets
    Scenario: Alice attacks Bob and Carol: it triggers twice, and she gets two Glimmers (not: once for the attack)
      Given Alice, Bob and Carol are playing
      And Alice controls a Soaring Lightbringer and a Grizzly Bears
      When Alice attacks Bob with Soaring Lightbringer and attacks Carol with Grizzly Bears
      Then Soaring Lightbringer's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then Alice controls two Glimmer tokens

    @rule:508.3e @rule:508.4
    @id:alice-attacks-bob-with-two-creatures-it-triggers-once-and
    Scenario: Alice attacks Bob with two creatures: it triggers once, and the Glimmer attacks Bob too (not: once for each attacker)
      Given Alice controls a Soaring Lightbringer and a Grizzly Bears
      When Alice attacks Bob with Soaring Lightbringer and Grizzly Bears
      Then Soaring Lightbringer's ability triggered once
      When all players pass priority
      Then Alice controls one Glimmer token
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 13
