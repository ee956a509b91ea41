@card:brimaz-king-of-oreskos
Feature: Brimaz, King of Oreskos
  Vigilance
  Whenever Brimaz attacks, create a 1/1 white Cat Soldier creature token with vigilance that's attacking.
  Whenever Brimaz blocks a creature, create a 1/1 white Cat Soldier creature token with vigilance that's blocking that creature.

  @ruling:2014-02-01 @rule:508.4 @rule:509.4
  Rule: The tokens enter attacking or blocking, but were never declared as attackers or blockers
    Although the tokens enter the battlefield attacking or blocking, they were never declared as attacking or blocking creatures. Abilities that trigger whenever a creature attacks or blocks won't trigger.

    @id:the-cat-soldier-entering-attacking-is-attacking-and-never
    Scenario: The Cat Soldier entering attacking is attacking, and never attacked (not: it was declared an attacker)
      Given Alice controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token is attacking
      And Brimaz, King of Oreskos was declared as an attacker against Bob once
      And Cat Soldier Token was declared as an attacker against Bob no times

    @id:the-cat-soldier-entering-blocking-is-blocking-and-never
    Scenario: The Cat Soldier entering blocking is blocking, and never blocked (not: it was declared a blocker)
      Given Alice controls a Grizzly Bears
      And Bob controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Brimaz, King of Oreskos
      And all players pass priority
      Then Cat Soldier Token is blocking
      And Brimaz, King of Oreskos was declared as a blocker of Grizzly Bears once
      And Cat Soldier Token was declared as a blocker of Grizzly Bears no times

  @ruling:2014-02-01 @rule:508.4
  Rule: The token's controller declares what it attacks as it enters, not necessarily what Brimaz attacks
    For the first triggered ability, you declare which player, planeswalker, or battle the token is attacking as you put it onto the battlefield. It doesn't have to be the same player or planeswalker Brimaz is attacking.

    @id:with-bob-the-only-player-alice-can-attack-the-token-enters
    Scenario: With Bob the only player Alice can attack, the token enters attacking him and deals him its damage
      Given Alice controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Cat Soldier Token dealt 1 combat damage to Bob
      And Bob's life total is 16

    @id:brimaz-attacks-bob-and-alice-has-its-token-enter-attacking
    Scenario: Brimaz attacks Bob, and Alice has its token enter attacking Bob's Teferi (not: what Brimaz attacks)
      Given Alice controls a Brimaz, King of Oreskos
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice will choose Bob's Teferi, Time Raveler when she must
      And Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Cat Soldier Token dealt 1 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 3 loyalty counters
      And Bob's life total is 17

  @ruling:2014-02-01 @rule:509.3b
  Rule: Its last ability triggers once for each creature it blocks
    If Brimaz somehow blocks two or more creatures (note it can't naturally do this), its last ability will trigger that many times.

    @id:blocking-one-of-two-attackers-its-last-ability-triggers-once
    Scenario: Blocking one of two attackers, its last ability triggers once (not: once per attacking creature)
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Brimaz, King of Oreskos
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob blocks Grizzly Bears with Brimaz, King of Oreskos
      And all players pass priority
      Then Brimaz, King of Oreskos's ability triggered once
      And Bob controls one Cat Soldier token
      And Cat Soldier Token is blocking
      And Savannah Lions is not blocked
