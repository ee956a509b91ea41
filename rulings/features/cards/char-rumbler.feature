@card:char-rumbler
Feature: Char-Rumbler
  Double strike
  {R}: This creature gets +1/+0 until end of turn.

  @ruling:2007-05-01 @rule:510.4 @rule:702.4b
  Rule: Char-Rumbler in combat makes a first-strike combat damage step, even with power 0 or less
    A first strike damage step will be created if Char-Rumbler is in combat, even if its power is 0 or less. The normal combat damage step will follow.

    @id:an-attacking-char-rumbler-with-power-1-makes-two-combat
    Scenario: An attacking Char-Rumbler with power -1 makes two combat damage steps and deals no damage
      Given Alice controls a Char-Rumbler
      When Alice attacks Bob with Char-Rumbler
      And the game advances to Alice's end of combat step
      Then there were two combat damage steps
      And Char-Rumbler dealt no combat damage
      And Bob's life total is 20

    @id:a-blocking-char-rumbler-makes-the-first-strike-step-too-in
    Scenario: A blocking Char-Rumbler makes the first-strike step too, in which the attacker deals no damage
      Given Alice controls a Grizzly Bears
      And Bob controls a Char-Rumbler
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Char-Rumbler
      And the game advances to Alice's combat damage step
      Then Char-Rumbler has no damage marked on it
      When the game advances to Alice's combat damage step
      Then Char-Rumbler has 2 damage marked on it
      And there were two combat damage steps

  @ruling:2007-05-01 @rule:510.1a @rule:510.4
  Rule: Char-Rumbler's power can change between the two combat damage steps, and it deals each step's own amount
    If Char-Rumbler's power changes between the assignment of first-strike combat damage and the assignment of normal combat damage, Char-Rumbler will deal a different amount of damage in each combat damage step.

    @id:its-power-raised-between-the-steps-char-rumbler-deals-1
    Scenario: Its power raised between the steps, Char-Rumbler deals 1 damage in the first and 3 in the second
      Given Alice controls a Char-Rumbler and three Forests
      And two +1/+1 counters were just put on Char-Rumbler
      And Alice has a Frantic Strength in her hand
      When Alice attacks Bob with Char-Rumbler
      And the game advances to Alice's combat damage step
      Then Bob's life total is 19
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Frantic Strength targeting Char-Rumbler
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Bob's life total is 16
      And Char-Rumbler dealt 4 combat damage to Bob

  @ruling:2007-05-01 @rule:510.1a @rule:208.1
  Rule: Char-Rumbler's printed power is -1, and with power -1 or 0 it deals no combat damage
    Yes, Char-Rumbler's printed power is -1. While its power is -1 or 0, it simply deals no combat damage.

    @id:char-rumbler-is-a-1-3-creature
    Scenario: Char-Rumbler is a -1/3 creature
      Given Alice controls a Char-Rumbler
      Then Char-Rumbler has power and toughness -1/3

    @id:blocked-by-grizzly-bears-char-rumbler-with-power-1-deals-no
    Scenario: Blocked by Grizzly Bears, Char-Rumbler with power -1 deals no damage to it
      Given Alice controls a Char-Rumbler
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Char-Rumbler
      And Bob blocks Char-Rumbler with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has no damage marked on it
      And Char-Rumbler dealt no combat damage

    @id:with-a-1-1-counter-char-rumblers-power-is-0-and-it-still
    Scenario: With a +1/+1 counter Char-Rumbler's power is 0, and it still deals no combat damage
      Given Alice controls a Char-Rumbler
      And one +1/+1 counter was just put on Char-Rumbler
      When Alice attacks Bob with Char-Rumbler
      And the game advances to Alice's end of combat step
      Then Char-Rumbler dealt no combat damage
      And Bob's life total is 20

  @ruling:2021-03-19 @rule:510.1a
  Rule: Char-Rumbler needs at least +2/+0 to deal damage, and never deals negative damage
    Because Char-Rumber's power is normally negative, you'll have to give it at least +2/+0 before it'll deal damage. It won't deal negative damage.

    @id:unblocked-with-power-1-char-rumbler-doesnt-give-the-player
    Scenario: Unblocked with power -1, Char-Rumbler doesn't give the player life (not: negative damage)
      Given Alice controls a Char-Rumbler
      When Alice attacks Bob with Char-Rumbler
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20

    @id:with-two-1-1-counters-char-rumbler-has-power-1-and-deals-1
    Scenario: With two +1/+1 counters Char-Rumbler has power 1 and deals 1 damage in each combat damage step
      Given Alice controls a Char-Rumbler
      And two +1/+1 counters were just put on Char-Rumbler
      When Alice attacks Bob with Char-Rumbler
      And the game advances to Alice's end of combat step
      Then Char-Rumbler dealt 2 combat damage to Bob
      And Bob's life total is 18
