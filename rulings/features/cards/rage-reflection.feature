@card:rage-reflection
Feature: Rage Reflection
  Creatures you control have double strike.

  @ruling:2020-08-07 @rule:702.4c @rule:510.4
  Rule: Double strike lost after first-strike damage: no regular damage
    If a creature loses double strike after assigning damage in the first strike combat damage step (due to Rage Reflection leaving the battlefield, for example), that creature won't assign damage in the normal combat damage step.

    @id:rage-reflection-disenchanted-after-first-strike-damage
    Scenario: Rage Reflection disenchanted after first-strike damage: Grizzly Bears deals no regular damage, Bob at 18 (not: double strike, once used, deals its second damage anyway)
      Given Alice controls a Rage Reflection, a Grizzly Bears, a Plains and a Forest
      And Alice has a Disenchant in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Disenchant targeting Rage Reflection
      And all players pass priority
      Then Grizzly Bears doesn't have double strike
      When the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Grizzly Bears dealt 2 combat damage to Bob
