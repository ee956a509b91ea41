@card:dramatic-rescue
Feature: Dramatic Rescue
  Return target creature to its owner's hand. You gain 2 life.

  @ruling:2012-10-01 @rule:608.2b
  Rule: Its target illegal, it doesn't resolve: no life
    If the target creature is an illegal target when Dramatic Rescue tries to resolve, it won’t resolve and none of its effects will happen. You won’t gain 2 life.

    @id:grizzly-bears-dead-to-shock-first-dramatic-rescue-doesnt
    Scenario: Grizzly Bears dead to Shock first: Dramatic Rescue doesn't resolve, no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Dramatic Rescue and a Shock in her hand
      And Alice's mana pool holds {W}{U}{R}
      When Alice casts Dramatic Rescue targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Dramatic Rescue is in her graveyard
      And Grizzly Bears is in his graveyard
      And Alice's life total is 20

    @id:its-target-legal-grizzly-bears-returns-to-bobs-hand-and
    Scenario: Its target legal: Grizzly Bears returns to Bob's hand and Alice gains 2 life
      Given Bob controls a Grizzly Bears
      And Alice has a Dramatic Rescue in her hand
      And Alice's mana pool holds {W}{U}
      When Alice casts Dramatic Rescue targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his hand
      And Alice's life total is 22

  @ruling:2012-10-01 @rule:601.2c
  Rule: No creature to target, it can't be cast
    You must be able to target a creature to cast Dramatic Rescue.

    @id:with-no-creature-on-the-battlefield-alice-cant-cast-dramatic
    Scenario: With no creature on the battlefield, Alice can't cast Dramatic Rescue for the life alone (not: cast for its life gain)
      Given Alice has a Dramatic Rescue in her hand
      And Alice's mana pool holds {W}{U}
      When Alice tries to cast Dramatic Rescue
      Then that is illegal
      And Dramatic Rescue is in her hand
      And Alice's life total is 20
