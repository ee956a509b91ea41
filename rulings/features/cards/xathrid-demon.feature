@card:xathrid-demon
Feature: Xathrid Demon
  Flying, trample
  At the beginning of your upkeep, sacrifice a creature other than this creature, then each opponent loses life equal to the sacrificed creature's power. If you can't sacrifice a creature, tap this creature and you lose 7 life.

  @ruling:2009-10-01 @rule:608.2d
  Rule: With two Xathrid Demons, the first ability may sacrifice the second Demon; the second then must sacrifice the first
    If you have two Xathrid Demons, both abilities will trigger at the beginning of your upkeep. When the first Demon’s ability resolves, you can sacrifice the second Demon to satisfy the requirement (“Sacrifice a creature other than Xathrid Demon” really means “Sacrifice a creature other than this creature”). When the second Demon’s ability resolves, you must sacrifice another creature. If you can’t (because the first Demon has somehow left the battlefield and you control no other creatures), you lose 7 life, regardless of whether the second Demon is still on the battlefield at this time.

    @id:two-xathrid-demons-sacrifice-each-other-bob-loses-7-life
    Scenario: Two Xathrid Demons sacrifice each other: Bob loses 7 life twice, Alice loses none (not: "other than Xathrid Demon" read as any Demon)
      Given it is Bob's end step
      And Alice controls two Xathrid Demons
      When the game advances to Alice's upkeep
      And all players pass priority
      And all players pass priority
      Then Xathrid Demon is in her graveyard
      And Bob's life total is 6
      And Alice's life total is 20

  @ruling:2009-10-01 @rule:608.2d
  Rule: A creature other than the Demon must be sacrificed if there is one; life is lost only if none can be
    When the ability resolves, if you control any other creatures, you must sacrifice one of them. You lose life only if no creature can be sacrificed.

    @id:with-a-walking-corpse-alice-must-sacrifice-it-bob-loses-2
    Scenario: With a Walking Corpse, Alice must sacrifice it: Bob loses 2 life and Alice none (not: she may take the 7 life loss instead)
      Given it is Bob's end step
      And Alice controls a Xathrid Demon and a Walking Corpse
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Bob's life total is 18
      And Alice's life total is 20
      And Xathrid Demon is untapped

    @id:with-no-other-creature-alice-cant-sacrifice-one-the-demon
    Scenario: With no other creature, Alice can't sacrifice one: the Demon taps and she loses 7 life
      Given it is Bob's end step
      And Alice controls a Xathrid Demon
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Xathrid Demon is tapped
      And Alice's life total is 13
      And Bob's life total is 20
