@card:kindled-fury
Feature: Kindled Fury
  Target creature gets +1/+0 and gains first strike until end of turn. (It deals combat damage before creatures without first strike.)

  @ruling:2012-07-01 @rule:702.7c @rule:510.4
  Rule: First strike given after first-strike damage doesn't stop a creature from dealing regular damage
    Giving a creature first strike after creatures with first strike deal combat damage doesn't prevent that creature from dealing combat damage.

    @id:kindled-fury-on-grizzly-bears-after-the-first-strike-step-it
    Scenario: Kindled Fury on Grizzly Bears after the first-strike step: it deals 3 damage in the regular step (not: a first striker now, it has missed its step)
      Given Alice controls a Youthful Knight, a Grizzly Bears and a Mountain
      And Alice has a Kindled Fury in her hand
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      And Grizzly Bears dealt no combat damage
      When Alice taps Mountain for mana
      And Alice casts Kindled Fury targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has first strike
      When the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 3 combat damage to Bob
      And Bob's life total is 15

    @id:kindled-fury-on-a-blocked-grizzly-bears-before-damage-it
    Scenario: Kindled Fury on a blocked Grizzly Bears before damage: it kills Walking Corpse first and takes no damage
      Given Alice controls a Grizzly Bears and a Mountain
      And Alice has a Kindled Fury in her hand
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Mountain for mana
      And Alice casts Kindled Fury targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Walking Corpse is in his graveyard
      And Walking Corpse dealt no combat damage
      And Grizzly Bears has no damage marked on it
