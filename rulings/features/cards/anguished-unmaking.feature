@card:anguished-unmaking
Feature: Anguished Unmaking
  Exile target nonland permanent. You lose 3 life.

  @ruling:2024-04-12 @rule:608.2b
  Rule: Its target illegal, Anguished Unmaking doesn't resolve: no life is lost
    If the target nonland permanent is an illegal target as Anguished Unmaking tries to resolve, it won't resolve and none of its effects will happen. You won't lose 3 life.

    @id:its-target-shocked-in-response-alice-loses-no-life-not-the
    Scenario: Its target Shocked in response, Alice loses no life (not: the life loss doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has an Anguished Unmaking in her hand
      And Alice's mana pool holds {W}{B}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Anguished Unmaking targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Anguished Unmaking is in her graveyard
      And Alice's life total is 20

    @rule:406.1 @rule:702.12b
    @id:its-target-legal-an-indestructible-artifact-is-exiled-and
    Scenario: Its target legal, an indestructible artifact is exiled, not put into a graveyard, and Alice loses 3 life (not: exile is destroy)
      Given Bob controls a Darksteel Myr
      And Alice has an Anguished Unmaking in her hand
      And Alice's mana pool holds {W}{B}{C}
      When Alice casts Anguished Unmaking targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is in exile
      And Alice's life total is 17
