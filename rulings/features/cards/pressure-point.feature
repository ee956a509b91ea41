@card:pressure-point
Feature: Pressure Point
  Tap target creature.
  Draw a card.

  @ruling:2020-09-25 @rule:608.2b
  Rule: Its target illegal, no card; legal but already tapped, a card
    If the target creature is an illegal target by the time Pressure Point tries to resolve, the spell doesn't resolve. You don't draw a card. If the target is legal but doesn't become tapped (most likely because it's already tapped), you do draw a card.

    @id:grizzly-bears-dead-to-shock-first-pressure-point-doesnt
    Scenario: Grizzly Bears dead to Shock first: Pressure Point doesn't resolve, and Alice draws no card (not: the draw doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Pressure Point and a Shock in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {W}{C}{R}
      When Alice casts Pressure Point targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Pressure Point is in her graveyard
      And Alice drew no cards

    @id:bobs-walking-corpse-already-tapped-is-a-legal-target-it
    Scenario: Bob's Walking Corpse, already tapped, is a legal target: it stays tapped and Alice draws a card (not: a target that can't become tapped stops the spell)
      Given Bob controls a tapped Walking Corpse
      And Alice has a Pressure Point in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {W}{C}
      When Alice casts Pressure Point targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is tapped
      And Alice drew one card
