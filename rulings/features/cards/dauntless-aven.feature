@card:dauntless-aven
Feature: Dauntless Aven
  Flying
  Whenever this creature attacks, untap target creature you control.

  @ruling:2017-07-14 @rule:508.1a @rule:508.1 @rule:603.3
  Rule: All attackers are declared at once: a creature it untaps can't join the attack
    All attackers are chosen at once. You can’t attack with Dauntless Aven, untap a tapped creature, and then attack with that creature.

    @id:tapped-grizzly-bears-cant-be-declared-with-the-aven-untapped
    Scenario: Tapped Grizzly Bears can't be declared with the Aven; untapped by its trigger, it still isn't attacking (not: attack, untap, then attack with it too)
      Given Alice controls a Dauntless Aven and a tapped Grizzly Bears
      When Alice tries to attack Bob with Dauntless Aven and Grizzly Bears
      Then that is illegal
      When Alice will choose Grizzly Bears when she must choose
      And Alice attacks Bob with Dauntless Aven
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is not attacking
      And Dauntless Aven is attacking

  @ruling:2017-07-14 @rule:506.4
  Rule: Untapping an attacking creature doesn't remove it from combat
    Untapping an attacking creature doesn’t remove it from combat.

    @id:grizzly-bears-attacking-with-the-aven-is-untapped-by-its
    Scenario: Grizzly Bears attacking with the Aven is untapped by its trigger and goes on attacking: Bob takes 4 (not: an untapped creature leaves combat)
      Given Alice controls a Dauntless Aven and a Grizzly Bears
      When Alice will choose Grizzly Bears when she must choose
      And Alice attacks Bob with Dauntless Aven and Grizzly Bears
      Then Grizzly Bears is tapped
      When all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is attacking
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
