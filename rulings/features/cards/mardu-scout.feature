@card:mardu-scout
Feature: Mardu Scout
  Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)

  @ruling:2014-11-24
  Rule: A copy of a creature whose dash cost was paid neither has haste nor returns to its owner's hand
    If a creature enters the battlefield as a copy of or becomes a copy of a creature whose dash cost was paid, the copy won’t have haste and won’t be returned to its owner’s hand.

    @rule:707.2 @rule:702.109a
    @id:clone-entering-as-a-copy-of-the-dashed-mardu-scout-has-no
    Scenario: Clone entering as a copy of the dashed Mardu Scout has no haste and stays as the Scout returns to Alice's hand (not: the copy copies what dash did)
      Given Alice has a Mardu Scout and a Clone in her hand
      And Alice's mana pool holds {C}{R}{U}{C}{C}{C}
      When Alice will do what Clone's ability says she may do
      And Alice casts Mardu Scout for its dash cost
      And all players pass priority
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 3/1 creature
      And Mardu Scout can attack
      And Clone can't attack
      When the game advances to Alice's end step
      And all players pass priority
      Then Mardu Scout is in her hand
      And Clone is on the battlefield

  @ruling:2014-11-24
  Rule: Cast for its dash cost, it is still a spell, cast only when the creature could be, and can be countered
    If you choose to pay the dash cost rather than the mana cost, you’re still casting the spell. It goes on the stack and can be responded to and countered. You can cast a creature spell for its dash cost only when you otherwise could cast that creature spell. Most of the time, this means during your main phase when the stack is empty.

    @rule:118.9 @rule:702.109a
    @id:cast-for-its-dash-cost-mardu-scout-goes-on-the-stack-and-can
    Scenario: Cast for its dash cost, Mardu Scout goes on the stack and can be responded to (not: put onto the battlefield at once)
      Given Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      When Alice casts Mardu Scout for its dash cost
      Then Mardu Scout is on the stack
      And Alice's mana pool is empty
      And Alice has priority

    @rule:117.1a @rule:702.109a
    @id:in-her-upkeep-alice-cant-cast-mardu-scout-for-its-dash-cost
    Scenario: In her upkeep, Alice can't cast Mardu Scout for its dash cost: only when the creature spell could be cast (not: dash gives flash)
      Given it is Alice's upkeep
      And Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      When Alice tries to cast Mardu Scout for its dash cost
      Then that is illegal
      And Mardu Scout is in her hand

    @rule:118.9a
    @id:dash-and-casting-without-paying-its-mana-cost-dont-combine
    Scenario: Dash and casting without paying its mana cost don't combine: only one alternative cost applies
      Given Alice controls an Omniscience
      And Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      Then Alice may cast Mardu Scout for its dash cost
      And Alice may cast Mardu Scout without paying its mana cost
      And Alice may not cast Mardu Scout without paying its mana cost for its dash cost

    @rule:608.3g
    @id:cast-for-its-dash-cost-and-countered-by-chalice-of-the-void
    Scenario: Cast for its dash cost and countered by Chalice of the Void, Mardu Scout stays in the graveyard
      Given Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      And Bob controls a Chalice of the Void with 2 charge counters
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      Then Mardu Scout is in her graveyard
      When the game advances to Alice's end step
      And all players pass priority
      Then Mardu Scout is in her graveyard

  @ruling:2014-11-24
  Rule: The dashed card returns only if it is still on the battlefield as the triggered ability resolves
    If you pay the dash cost to cast a creature spell, that card will be returned to its owner’s hand only if it’s still on the battlefield when its triggered ability resolves. If it dies or goes to another zone before then, it will stay where it is.

    @rule:608.3g @rule:400.7
    @id:the-dashed-mardu-scout-destroyed-in-the-end-step-before-its
    Scenario: The dashed Mardu Scout destroyed in the end step before its ability resolves stays in the graveyard
      Given Alice has a Mardu Scout and a Stabbing Pain in her hand
      And Alice controls a Swamp
      And Alice's mana pool holds {C}{R}
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      And the game advances to Alice's end step
      Then Mardu Scout's ability triggered once
      When Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Mardu Scout
      And all players pass priority
      Then Mardu Scout is in her graveyard
      When all players pass priority
      Then the stack is empty
      And Mardu Scout is in her graveyard

    @rule:608.3g @rule:702.26b
    @id:the-dashed-mardu-scout-phased-out-in-the-end-step-before-its
    Scenario: The dashed Mardu Scout phased out in the end step before its ability resolves stays on the battlefield
      # Phased out, it is treated as though it doesn't exist (CR 702.26b): the ability finds nothing to return.
      Given Alice has a Mardu Scout and a Clever Concealment in her hand
      And Alice controls two Plains and two Wastes
      And Alice's mana pool holds {C}{R}
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      And the game advances to Alice's end step
      Then Mardu Scout's ability triggered once
      When Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice taps Wastes for mana
      And Alice casts Clever Concealment targeting Mardu Scout
      And all players pass priority
      Then Mardu Scout is phased out
      When all players pass priority
      Then the stack is empty
      And Mardu Scout is on the battlefield

  @ruling:2014-11-24
  Rule: A creature cast for its dash cost doesn't have to attack
    You don’t have to attack with the creature with dash unless another ability says you do.

    @rule:702.109a @rule:508.1d
    @id:alice-declares-no-attackers-with-her-dashed-mardu-scout
    Scenario: Alice declares no attackers with her dashed Mardu Scout, which has haste, and it still returns at her end step
      Given Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      Then Mardu Scout can attack
      When Alice declares no attackers
      Then that is legal
      When the game advances to Alice's end step
      And all players pass priority
      Then Mardu Scout is in her hand
      And Bob's life total is 20
