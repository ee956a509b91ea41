@card:get-the-point
Feature: Get the Point
  Destroy target creature. Scry 1.

  @ruling:2019-01-25 @rule:608.2b @rule:702.12b @rule:701.22a
  Rule: No scry if the target is illegal; a scry if it is legal but not destroyed
    If the chosen target becomes an illegal target for Get the Point, the spell doesn’t resolve. You don’t scry 1. If the target is legal but not destroyed (most likely because it has indestructible), you do scry 1.

    @id:its-target-dead-to-shock-first-no-scry-so-the-island-alice
    Scenario: Its target dead to Shock first: no scry, so the Island Alice would have put on the bottom is her next draw (not: the scry doesn't need the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Get the Point and a Shock in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {B}{R}{C}{C}{C}{R}
      When Alice will scry with Get the Point, putting Island on the bottom
      And Alice casts Get the Point targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Get the Point is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Island is in her hand
      And Forest is in her library

    @id:on-an-indestructible-darksteel-myr-it-survives-and-alice
    Scenario: On an indestructible Darksteel Myr: it survives, and Alice scries the Island to the bottom and draws the Forest (not: nothing destroyed, nothing else happens)
      Given Bob controls a Darksteel Myr
      And Alice has a Get the Point in her hand
      And Alice has an Island and a Forest in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {B}{R}{C}{C}{C}
      When Alice will scry with Get the Point, putting Island on the bottom
      And Alice casts Get the Point targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library
