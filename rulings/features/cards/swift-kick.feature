@card:swift-kick
Feature: Swift Kick
  Target creature you control gets +1/+0 until end of turn. It fights target creature you don't control.

  @ruling:2014-09-20 @rule:608.2b @rule:701.14b
  Rule: Either target illegal: no creature deals or is dealt damage
    If either target is an illegal target when Swift Kick tries to resolve, neither creature will deal or be dealt damage.

    @id:its-creature-gone-bobs-creature-is-dealt-no-damage-not-the
    Scenario: Its creature gone, Bob's creature is dealt no damage (not: the fight uses its last known power)
      Given Alice controls a Grizzly Bears and a Chained Brute
      And Bob controls a Walking Corpse
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}{C}
      When Alice casts Swift Kick targeting Grizzly Bears and Walking Corpse
      And Alice activates Chained Brute, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Walking Corpse has no damage marked on it
      And Swift Kick is in her graveyard

  @ruling:2014-09-20 @rule:608.2b
  Rule: The +1/+0 depends on its own target only
    If just the creature you control is an illegal target when Swift Kick tries to resolve, it won’t get +1/+0 until end of turn. If the creature you control is a legal target but the creature you don’t control isn’t, the creature you control will get +1/+0 until end of turn.

    @id:bobs-creature-gone-alices-still-gets-1-0-but-fights-no-one
    Scenario: Bob's creature gone, Alice's still gets +1/+0 but fights no one (not: one illegal target stops the whole spell)
      Given Alice controls a Grizzly Bears, a Savannah Lions, a Mountain, a Plains and four Forests
      And Bob controls a Walking Corpse
      And Alice has a Swift Kick and a Puncturing Light in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Swift Kick targeting Savannah Lions and Walking Corpse
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Puncturing Light targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is in his graveyard
      When all players pass priority
      Then Savannah Lions is a 3/1 creature
      And Savannah Lions has no damage marked on it

  @ruling:2014-09-20 @rule:601.2c
  Rule: Both targets are required
    You can’t cast Swift Kick unless you target both a creature you control and a creature you don’t control.

    @id:with-no-creature-bob-controls-swift-kick-cant-be-cast
    Scenario: With no creature Bob controls, Swift Kick can't be cast
      Given Alice controls a Grizzly Bears
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      Then Alice may not cast Swift Kick targeting Grizzly Bears
      And Alice may not cast Swift Kick

    @id:two-of-alices-creatures-are-no-pair-of-targets-not-any-two
    Scenario: Two of Alice's creatures are no pair of targets (not: any two creatures)
      Given Alice controls a Grizzly Bears and a Walking Corpse
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      Then Alice may not cast Swift Kick targeting Grizzly Bears and Walking Corpse

    @id:a-creature-of-each-may-be-targeted
    Scenario: A creature of each may be targeted
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      Then Alice may cast Swift Kick targeting Grizzly Bears and Walking Corpse
      And Alice may cast Swift Kick
