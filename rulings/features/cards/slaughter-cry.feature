@card:slaughter-cry
Feature: Slaughter Cry
  Target creature gets +3/+0 and gains first strike until end of turn. (It deals combat damage before creatures without first strike.)

  @ruling:2009-10-01 @rule:702.7c @rule:510.4
  Rule: First strike gained after first-strike damage doesn't stop regular damage
    If a creature doesn’t have first strike, granting it first strike after combat damage has been dealt in the first combat damage step won’t prevent it from dealing combat damage. It will still assign and deal its combat damage in the second combat damage step.

    @id:slaughter-cry-on-grizzly-bears-after-the-first-strike-step
    Scenario: Slaughter Cry on Grizzly Bears after the first-strike step: it deals 5 damage in the regular step (not: a first striker now, it has missed its step)
      Given Alice controls a Youthful Knight, a Grizzly Bears and three Mountains
      And Alice has a Slaughter Cry in her hand
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      And Grizzly Bears dealt no combat damage
      When Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Slaughter Cry targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has first strike
      And Grizzly Bears is a 5/2 creature
      When the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 5 combat damage to Bob
      And Bob's life total is 13
