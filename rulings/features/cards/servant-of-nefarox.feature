@card:servant-of-nefarox
Feature: Servant of Nefarox
  Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)

  @rule:702.83a
  Rule: 702.83a
    Exalted is a triggered ability. “Exalted” means “Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.”

    @id:grizzly-bears-attacks-alone-it-gets-1-1-not-servant-of
    Scenario: Grizzly Bears attacks alone: it gets +1/+1, not Servant of Nefarox, and deals 3 (not: the exalted creature gets the bonus)
      Given Alice controls a Servant of Nefarox and a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then the top of the stack is an ability of Servant of Nefarox
      When all players pass priority
      Then Grizzly Bears is a 3/3 creature
      And Servant of Nefarox is a 3/1 creature
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17

    @id:servant-of-nefarox-attacking-alone-exalts-itself-a-4-2-not
    Scenario: Servant of Nefarox attacking alone exalts itself: a 4/2 (not: only another creature)
      Given Alice controls a Servant of Nefarox
      When Alice attacks Bob with Servant of Nefarox
      And all players pass priority
      Then Servant of Nefarox is a 4/2 creature

    @id:bobs-grizzly-bears-attacking-alone-on-bobs-turn-doesnt
    Scenario: Bob's Grizzly Bears attacking alone on Bob's turn doesn't trigger Alice's exalted (not: any creature)
      Given it is Bob's precombat main phase
      And Alice controls a Servant of Nefarox
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      Then the stack is empty
      And Grizzly Bears is a 2/2 creature

  @rule:702.83b
  Rule: 702.83b
    A creature “attacks alone” if it’s the only creature declared as an attacker in a given combat phase. See rule 506.5.

    @rule:506.5
    @id:grizzly-bears-and-servant-of-nefarox-attack-together-neither
    Scenario: Grizzly Bears and Servant of Nefarox attack together: neither attacks alone, nothing triggers (not: each attacker is exalted)
      Given Alice controls a Servant of Nefarox and a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears and Servant of Nefarox
      Then the stack is empty
      And Grizzly Bears is a 2/2 creature
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15

    @id:blocked-after-attacking-alone-grizzly-bears-keeps-its-1-1
    Scenario: Blocked after attacking alone, Grizzly Bears keeps its +1/+1 and survives a 2/2 blocker's damage (not: alone means unblocked)
      Given Alice controls a Servant of Nefarox and a Grizzly Bears
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      And Bob blocks Grizzly Bears with Walking Corpse
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is on the battlefield
      And Walking Corpse is in its owner's graveyard
