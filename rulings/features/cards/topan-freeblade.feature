@card:topan-freeblade
Feature: Topan Freeblade
  Vigilance (Attacking doesn't cause this creature to tap.)
  Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)

  @rule:702.112a
  Rule: Renown is a triggered ability with an intervening "if": renowned, the creature doesn't renown again
    Renown is a triggered ability. “Renown N” means “When this creature deals combat damage to a player, if it isn’t renowned, put N +1/+1 counters on it and it becomes renowned.”

    @rule:603.4 @rule:702.112b
    @id:unblocked-topan-freeblade-deals-2-damage-to-bob-and-gets-one
    Scenario: Unblocked, Topan Freeblade deals 2 combat damage to Bob and gets one +1/+1 counter: a 3/3
      Given Alice controls a Topan Freeblade
      When Alice attacks Bob with Topan Freeblade
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Topan Freeblade's ability triggered once
      And Topan Freeblade has one +1/+1 counter
      And Topan Freeblade is a 3/3 creature

    @rule:603.4 @rule:702.4b
    @id:with-double-strike-topan-freeblade-renowns-once-one-counter
    Scenario: With Battle Mastery's double strike, Topan Freeblade deals combat damage to Bob twice but renown triggers once: one +1/+1 counter (not: a counter for each time it deals combat damage)
      Given Alice controls a Topan Freeblade and a Battle Mastery attached to Topan Freeblade
      When Alice attacks Bob with Topan Freeblade
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15
      And Topan Freeblade's ability triggered once
      And Topan Freeblade has one +1/+1 counter
      And Topan Freeblade is a 3/3 creature

  @ruling:2015-06-22
  Rule: Renown triggers on combat damage to a player only, not to a creature
    Renown won’t trigger when a creature deals combat damage to a planeswalker or another creature. It also won’t trigger when a creature deals noncombat damage to a player.

    @rule:702.112a @rule:510.2
    @id:blocked-by-grizzly-bears-topan-freeblade-gets-no-counter
    Scenario: Blocked by Grizzly Bears, Topan Freeblade deals combat damage to no player: no trigger, no counter (not: renown on any combat damage)
      Given Alice controls a Topan Freeblade
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Topan Freeblade
      And Bob blocks Topan Freeblade with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Topan Freeblade's ability did not trigger
      And Topan Freeblade has no +1/+1 counters
