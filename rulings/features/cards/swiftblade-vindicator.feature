@card:swiftblade-vindicator
Feature: Swiftblade Vindicator
  Double strike (This creature deals both first-strike and regular combat damage.)
  Vigilance (Attacking doesn't cause this creature to tap.)
  Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)

  @ruling:2020-08-07 @rule:702.19d @rule:702.4b @rule:510.4
  Rule: A double striker with trample whose blockers all died to first-strike damage assigns all its regular damage to the player
    If an attacking creature with double strike and trample destroys all of its blocking creatures with first-strike combat damage, all of its normal combat damage is assigned to the player or planeswalker that creature's attacking.

    @id:its-one-blocker-destroyed-by-first-strike-damage-swiftblade
    Scenario: Its one blocker destroyed by first-strike damage, Swiftblade Vindicator's regular damage goes to the player
      Given Alice controls a Swiftblade Vindicator
      And Bob controls a Raging Goblin
      When Alice attacks Bob with Swiftblade Vindicator
      And Bob blocks Swiftblade Vindicator with Raging Goblin
      And the game advances to Alice's end of combat step
      Then Raging Goblin is in its owner's graveyard
      And Raging Goblin dealt no combat damage
      And Swiftblade Vindicator dealt 1 combat damage to Bob
      And Bob's life total is 19

    @id:both-blockers-destroyed-by-first-strike-damage-all-3-regular
    Scenario: Both blockers destroyed by first-strike damage, all 3 regular damage of an enchanted Vindicator goes to the player
      Given Alice controls a Swiftblade Vindicator and a Frantic Strength attached to Swiftblade Vindicator
      And Bob controls a Raging Goblin and a Typhoid Rats
      When Alice attacks Bob with Swiftblade Vindicator
      And Bob blocks Swiftblade Vindicator with Raging Goblin and Typhoid Rats
      And Swiftblade Vindicator assigns 1 damage to Raging Goblin and 1 damage to Typhoid Rats and 1 damage to Bob as the game advances to Alice's combat damage step
      Then Raging Goblin is in its owner's graveyard
      And Typhoid Rats is in its owner's graveyard
      And Bob's life total is 19
      When the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Swiftblade Vindicator is on the battlefield

    @id:without-trample-a-double-striker-whose-blocker-died-to-first
    Scenario: Without trample, a double striker whose blocker died to first-strike damage deals no regular damage
      Given Alice controls a Fencing Ace
      And Bob controls a Raging Goblin
      When Alice attacks Bob with Fencing Ace
      And Bob blocks Fencing Ace with Raging Goblin
      And the game advances to Alice's end of combat step
      Then Raging Goblin is in its owner's graveyard
      And Bob's life total is 20
