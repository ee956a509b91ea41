@card:trumpet-blast
Feature: Trumpet Blast
  Attacking creatures get +2/+0 until end of turn.

  @ruling:2009-10-01 @rule:508.1k @rule:506.4
  Rule: An attacking creature is attacking through the end of combat step
    An "attacking creature" is one that has been declared as an attacker this combat, or one that was put onto the battlefield attacking this combat. Unless that creature leaves combat, it continues to be an attacking creature through the end of combat step, even if the player it was attacking has left the game, or the planeswalker it was attacking has left combat.

    @id:cast-in-the-end-of-combat-step-the-attacker-still-gets-2-0
    Scenario: Cast in the end of combat step, the attacker still gets +2/+0; the creature that didn't attack doesn't
      Given Alice controls a Grizzly Bears, a Walking Corpse and three Mountains
      And Alice has a Trumpet Blast in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Trumpet Blast
      And all players pass priority
      Then Grizzly Bears is a 4/2 creature
      And Walking Corpse is a 2/2 creature

  @ruling:2009-10-01 @rule:611.2c @rule:611.2a
  Rule: The bonus lasts for the rest of the turn, after combat too
    Even though Trumpet Blast affects only attacking creatures, the bonus will remain for the rest of the turn.

    @id:after-combat-the-creature-keeps-2-0-until-the-cleanup-step
    Scenario: After combat the creature keeps +2/+0 until the cleanup step (not: only while it attacks)
      Given Alice controls a Grizzly Bears and three Mountains
      And Alice has a Trumpet Blast in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Trumpet Blast
      And all players pass priority
      And Bob declares no blockers
      And the game advances to Alice's end step
      Then Bob's life total is 16
      And Grizzly Bears is a 4/2 creature
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is a 2/2 creature

  @ruling:2014-09-20 @rule:611.2c
  Rule: Only creatures attacking as it resolves get the bonus
    Only creatures that are attacking as Trumpet Blast resolves will receive the bonus. In other words, casting it before you've declared attackers usually won't do anything.

    @id:cast-before-attackers-are-declared-it-gives-no-bonus-not-it
    Scenario: Cast before attackers are declared, it gives no bonus (not: it applies to whatever attacks later)
      Given Alice controls a Grizzly Bears
      And Alice has a Trumpet Blast in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Trumpet Blast
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is a 2/2 creature
      When Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
