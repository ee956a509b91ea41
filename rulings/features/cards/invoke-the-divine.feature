@card:invoke-the-divine
Feature: Invoke the Divine
  Destroy target artifact or enchantment. You gain 4 life.

  @ruling:2018-07-13 @rule:608.2b
  Rule: Its target illegal, Invoke the Divine doesn't resolve: no life is gained
    If the target artifact or enchantment is an illegal target by the time Invoke the Divine tries to resolve, the spell doesn’t resolve. You won’t gain any life.

    @id:its-target-sacrificed-alice-gains-no-life-not-the-life-gain
    Scenario: Its target sacrificed, Alice gains no life (not: the life gain doesn't depend on the target)
      Given Alice controls a Hangarback Walker with one +1/+1 counter and a Chained Brute
      And Alice has an Invoke the Divine in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Invoke the Divine targeting Hangarback Walker
      And Alice activates Chained Brute, sacrificing Hangarback Walker
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Invoke the Divine is in her graveyard
      And Alice's life total is 20

    @id:its-target-legal-the-artifact-is-destroyed-and-alice-gains-4
    Scenario: Its target legal, the artifact is destroyed and Alice gains 4 life
      Given Bob controls a Chalice of the Void
      And Alice has an Invoke the Divine in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Invoke the Divine targeting Chalice of the Void
      And all players pass priority
      Then Chalice of the Void is in his graveyard
      And Alice's life total is 24

  @ruling:2021-02-05 @rule:608.2b
  Rule: None of its effects happen when its target is illegal
    If the target artifact or enchantment is an illegal target as Invoke the Divine tries to resolve, it won’t resolve and none of its effects will happen. You won’t gain 4 life.

    @id:its-target-died-to-bobs-stabbing-pain-in-response-no-life
    Scenario: Its target died to Bob's Stabbing Pain in response: no life (not: part of the spell still happens)
      Given Alice controls a Hangarback Walker with one +1/+1 counter
      And Alice has an Invoke the Divine in her hand
      And Alice's mana pool holds {W}{C}{C}
      And Bob has a Stabbing Pain in his hand
      And Bob's mana pool holds {B}
      When Alice casts Invoke the Divine targeting Hangarback Walker
      And Alice passes priority
      And Bob casts Stabbing Pain targeting Hangarback Walker
      And all players pass priority
      Then Hangarback Walker is in her graveyard
      When all players pass priority
      And all players pass priority
      Then the stack is empty
      And Invoke the Divine is in her graveyard
      And Alice's life total is 20
