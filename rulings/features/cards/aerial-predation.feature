@card:aerial-predation
Feature: Aerial Predation
  Destroy target creature with flying. You gain 2 life.

  @ruling:2012-10-01 @rule:601.2c @rule:115.1
  Rule: It can't be cast without a creature with flying to target
    You must be able to target a creature with flying to cast Aerial Predation.

    @id:with-only-grizzly-bears-on-the-battlefield-alice-cant-cast
    Scenario: With only Grizzly Bears on the battlefield, Alice can't cast Aerial Predation (not: cast with any creature as target)
      Given Bob controls a Grizzly Bears
      And Alice has an Aerial Predation in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice tries to cast Aerial Predation targeting Grizzly Bears
      Then that is illegal
      And Aerial Predation is in her hand

  @ruling:2017-11-17 @rule:608.2b
  Rule: Its target illegal, it doesn't resolve: no life
    If the creature with flying is an illegal target when Aerial Predation tries to resolve, it won't resolve and none of its effects will happen. You won't gain 2 life.

    @id:wind-drake-dead-to-shock-first-alice-gains-no-life-not-the
    Scenario: Wind Drake dead to Shock first: Alice gains no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Wind Drake
      And Alice has an Aerial Predation and a Shock in her hand
      And Alice's mana pool holds {G}{C}{C}{R}
      When Alice casts Aerial Predation targeting Wind Drake
      And Alice casts Shock targeting Wind Drake
      And all players pass priority
      And all players pass priority
      Then Aerial Predation is in her graveyard
      And Alice's life total is 20

    @id:its-target-legal-wind-drake-is-destroyed-and-alice-gains-2
    Scenario: Its target legal: Wind Drake is destroyed and Alice gains 2 life
      Given Bob controls a Wind Drake
      And Alice has an Aerial Predation in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Aerial Predation targeting Wind Drake
      And all players pass priority
      Then Wind Drake is in his graveyard
      And Alice's life total is 22

  @ruling:2017-11-17
  Rule: The same ruling, dated again
    You must be able to target a creature with flying to cast Aerial Predation.

    # The ruling of 2012-10-01, restated in 2017: shown under it above.
