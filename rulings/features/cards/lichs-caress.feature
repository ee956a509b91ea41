@card:lichs-caress
Feature: Lich's Caress
  Destroy target creature. You gain 3 life.

  @ruling:2018-07-13 @rule:608.2b
  Rule: Its target illegal, Lich's Caress doesn't resolve: no life is gained
    If the target creature is an illegal target by the time Lich’s Caress tries to resolve, the spell doesn’t resolve. You won’t gain any life.

    @id:its-target-shocked-in-response-alice-gains-no-life-not-the
    Scenario: Its target Shocked in response, Alice gains no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Lich's Caress in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Lich's Caress targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Lich's Caress is in her graveyard
      And Alice's life total is 20

    @rule:701.8a
    @id:its-target-legal-the-creature-is-destroyed-and-alice-gains-3
    Scenario: Its target legal, the creature is destroyed and Alice gains 3 life
      Given Bob controls a Grizzly Bears
      And Alice has a Lich's Caress in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      When Alice casts Lich's Caress targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice's life total is 23

    @rule:702.12b
    @id:an-indestructible-target-isnt-destroyed-but-alice-gains-3
    Scenario: An indestructible target isn't destroyed, but Alice gains 3 life (not: a target that survives is illegal)
      Given Bob controls a Darksteel Myr
      And Alice has a Lich's Caress in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      When Alice casts Lich's Caress targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Alice's life total is 23
