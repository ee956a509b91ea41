@card:goblin-war-drums
Feature: Goblin War Drums
  Creatures you control have menace. (They can't be blocked except by two or more creatures.)

  @ruling:2004-10-04 @rule:702.111c @rule:702.111b
  Rule: Two Goblin War Drums give one menace: two creatures still block
    Multiple War Drums are not cumulative. They are redundant.

    @id:with-two-goblin-war-drums-two-creatures-block-grizzly-bears
    Scenario: With two Goblin War Drums, two creatures block Grizzly Bears (not: menace twice needs four)
      Given Alice controls a Grizzly Bears and two Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse and Savannah Lions
      Then Grizzly Bears is blocked
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20

    @id:with-two-goblin-war-drums-one-creature-cant-block-it-as-with
    Scenario: With two Goblin War Drums, one creature can't block it, as with one
      Given Alice controls a Grizzly Bears and two Goblin War Drums
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Walking Corpse
      Then that is illegal

  @ruling:2004-10-04 @rule:702.111b @rule:509.1b
  Rule: With "can't be blocked by more than one creature" too, the creature can't be blocked at all
    When combined with an effect that reads "Each creature you control can't be blocked by more than one creature," none of your creatures can be blocked.

    @id:bristling-boar-with-goblin-war-drumss-menace-cant-be-blocked
    Scenario: Bristling Boar with Goblin War Drums's menace can't be blocked by one creature
      Given Alice controls a Bristling Boar and a Goblin War Drums
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Bristling Boar
      And Bob tries to block Bristling Boar with Walking Corpse
      Then that is illegal

    @id:nor-by-two
    Scenario: Nor by two
      Given Alice controls a Bristling Boar and a Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Bristling Boar
      And Bob tries to block Bristling Boar with Walking Corpse and Savannah Lions
      Then that is illegal

    @id:unblocked-it-deals-its-damage-to-bob
    Scenario: Unblocked even with Lure on it, as no block is legal: Bob declares no blockers and takes its damage (not: Lure makes two block it)
      Given Alice controls a Bristling Boar, a Lure attached to Bristling Boar and a Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Bristling Boar
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
