@card:thunder-strike
Feature: Thunder Strike
  Target creature gets +2/+0 and gains first strike until end of turn. (It deals combat damage before creatures without first strike.)

  @ruling:2010-08-15 @rule:702.7c @rule:510.4
  Rule: First strike granted after first-strike damage doesn't stop a creature without it from dealing regular damage
    If a creature doesn’t have first strike, granting it first strike after combat damage has been dealt in the first-strike combat damage step won’t prevent it from dealing combat damage. It will still assign and deal its combat damage in the second combat damage step.

    @id:thunder-strike-on-grizzly-bears-after-the-first-strike-step
    Scenario: Thunder Strike on Grizzly Bears after the first-strike step: it deals 4 damage in the regular step
      Given Alice controls a Youthful Knight, a Grizzly Bears, a Mountain and a Forest
      And Alice has a Thunder Strike in her hand
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice casts Thunder Strike targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Grizzly Bears dealt 4 combat damage to Bob
      And Bob's life total is 14

    @id:thunder-strike-on-grizzly-bears-before-combat-damage-it
    Scenario: Thunder Strike on Grizzly Bears before combat damage: it deals its 4 damage in the first-strike step
      Given Alice controls a Grizzly Bears, a Mountain and a Forest
      And Alice has a Thunder Strike in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice casts Thunder Strike targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Giant Spider is in its owner's graveyard
      And Grizzly Bears has no damage marked on it

  @ruling:2010-08-15 @rule:702.7d @rule:702.4b
  Rule: Thunder Strike may target a creature that already has first strike or double strike, and in effect gives it +2/+0
    Thunder Strike can target any creature, even one that already has first strike or double strike. (If it affects such a creature, it will, in effect, just give it +2/+0.)

    @id:on-a-first-striker-it-deals-its-4-damage-once-in-the-first
    Scenario: On a first striker it deals its 4 damage once, in the first-strike step (not: twice)
      Given Alice controls a Youthful Knight, a Mountain and a Forest
      And Alice has a Thunder Strike in her hand
      When Alice attacks Bob with Youthful Knight
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice casts Thunder Strike targeting Youthful Knight
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 4 combat damage to Bob
      And Bob's life total is 16

    @id:on-a-double-striker-it-deals-3-damage-in-each-combat-damage
    Scenario: On a double striker it deals 3 damage in each combat damage step
      Given Alice controls a Fencing Ace, a Mountain and a Forest
      And Alice has a Thunder Strike in her hand
      When Alice attacks Bob with Fencing Ace
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice casts Thunder Strike targeting Fencing Ace
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Fencing Ace dealt 6 combat damage to Bob
      And Bob's life total is 14
