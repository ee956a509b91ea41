@card:daybreak-chaplain
Feature: Daybreak Chaplain
  Lifelink (Damage dealt by this creature also causes you to gain that much life.)

  @rule:702.15b
  Rule: Lifelink as a keyword line: its controller gains life equal to the damage it deals
    Damage dealt by a source with lifelink causes that source’s controller, or its owner if it has no controller, to gain that much life (in addition to any other results that damage causes). See rule 120.3.

    @id:daybreak-chaplain-unblocked-deals-1-to-bob-alice-gains-1
    Scenario: Daybreak Chaplain, unblocked, deals 1 damage to Bob and Alice gains 1 life (not: a keyword line the engine ignores)
      Given Alice controls a Daybreak Chaplain
      When Alice attacks Bob with Daybreak Chaplain
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Alice's life total is 21

    @id:blocking-daybreak-chaplain-gains-bob-its-damage-to-grizzly-bears
    Scenario: Blocking Grizzly Bears, Bob's Daybreak Chaplain gains Bob 1 life for its damage to the creature (not: only damage to a player, or the active player)
      Given Alice controls a Grizzly Bears
      And Bob controls a Daybreak Chaplain
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Daybreak Chaplain
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has 1 damage marked on it
      And Bob's life total is 21
      And Alice's life total is 20
