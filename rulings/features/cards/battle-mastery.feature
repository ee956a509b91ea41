@card:battle-mastery
Feature: Battle Mastery
  Enchant creature
  Enchanted creature has double strike. (It deals both first-strike and regular combat damage.)

  @ruling:2014-07-18 @rule:702.4c @rule:510.4
  Rule: Double strike lost after the first combat damage step: no damage in the second one
    If a creature loses double strike after dealing combat damage in the first combat damage step, it won’t assign combat damage in the second one.

    @id:bob-destroys-battle-mastery-after-first-strike-damage
    Scenario: Bob destroys Battle Mastery after first-strike damage: Grizzly Bears deals no regular damage (not: it had double strike as combat damage began, so it strikes twice)
      Given Alice controls a Grizzly Bears and a Battle Mastery attached to Grizzly Bears
      And Bob controls a Plains and a Forest
      And Bob has a Disenchant in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob casts Disenchant targeting Battle Mastery
      And all players pass priority
      Then Battle Mastery is in her graveyard
      And Grizzly Bears doesn't have double strike
      When the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 2 combat damage to Bob
      And Bob's life total is 18

    @id:with-battle-mastery-kept-on-it-grizzly-bears-deals-its
    Scenario: With Battle Mastery kept on it, Grizzly Bears deals its damage in both steps
      Given Alice controls a Grizzly Bears and a Battle Mastery attached to Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then there were two combat damage steps
      And Grizzly Bears dealt 4 combat damage to Bob
      And Bob's life total is 16
