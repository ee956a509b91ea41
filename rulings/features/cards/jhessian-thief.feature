@card:jhessian-thief
Feature: Jhessian Thief
  Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)
  Whenever this creature deals combat damage to a player, draw a card.

  @ruling:2015-06-22 @rule:702.108a
  Rule: Only a noncreature spell triggers prowess: not an artifact creature spell, not a land
    Any spell you cast that doesn’t have the type creature will cause prowess to trigger. If a spell has multiple types, and one of those types is creature (such as an artifact creature), casting it won’t cause prowess to trigger. Playing a land also won’t cause prowess to trigger.

    @id:bonded-construct-an-artifact-creature-spell-and-a-forest
    Scenario: Bonded Construct, an artifact creature spell, and a Forest played trigger nothing; Shock does: a 2/4 (not: any artifact spell, or any card)
      Given Alice controls a Jhessian Thief
      And Alice has a Bonded Construct, a Forest and a Shock in her hand
      And Alice's mana pool holds {C}{R}
      When Alice casts Bonded Construct
      And all players pass priority
      And Alice plays Forest
      Then Jhessian Thief's ability did not trigger
      And Jhessian Thief is a 1/3 creature
      When Alice casts Shock targeting Bob
      And all players pass priority
      And all players pass priority
      Then Jhessian Thief's ability triggered once
      And Jhessian Thief is a 2/4 creature

  @ruling:2015-06-22 @rule:702.108a @rule:603.2
  Rule: Once triggered, prowess resolves even if the spell is countered
    Once it triggers, prowess isn’t connected to the spell that caused it to trigger. If that spell is countered, prowess will still resolve.

    @id:bobs-cancel-counters-the-shock-jhessian-thief-is-still-a-2-4
    Scenario: Bob's Cancel counters the Shock: Jhessian Thief is still a 2/4 (not: the bonus depends on the spell resolving)
      Given Alice controls a Jhessian Thief
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      When all players pass priority
      Then Jhessian Thief is a 2/4 creature
      And Bob's life total is 20

  @ruling:2015-06-22 @rule:603.3 @rule:405.5
  Rule: Prowess goes on the stack above the spell and resolves first
    Prowess goes on the stack on top of the spell that caused it to trigger. It will resolve before that spell.

    @id:giant-growth-on-jhessian-thief-the-prowess-bonus-comes-first
    Scenario: Giant Growth on Jhessian Thief: the prowess bonus comes first, with Giant Growth still on the stack, then the spell's
      Given Alice controls a Jhessian Thief
      And Alice has a Giant Growth in her hand
      And Alice's mana pool holds {G}
      When Alice casts Giant Growth targeting Jhessian Thief
      Then the top of the stack is an ability of Jhessian Thief
      When all players pass priority
      Then Jhessian Thief is a 2/4 creature
      And Giant Growth is on the stack
      When all players pass priority
      Then Jhessian Thief is a 5/7 creature
