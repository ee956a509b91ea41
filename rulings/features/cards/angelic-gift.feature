@card:angelic-gift
Feature: Angelic Gift
  Enchant creature
  When this Aura enters, draw a card.
  Enchanted creature has flying.

  @ruling:2020-11-10 @rule:608.3b @rule:303.4a @rule:603.6a
  Rule: An Aura spell whose target is gone doesn't resolve: it never enters, so no card is drawn
    If the target creature is an illegal target by the time Angelic Gift tries to resolve, it doesn't resolve. It won't enter the battlefield, so its enters-the-battlefield ability won't trigger.

    @id:bob-shocks-grizzly-bears-in-response-angelic-gift-goes-to
    Scenario: Bob Shocks Grizzly Bears in response: Angelic Gift goes to the graveyard and Alice draws nothing (not: the Aura enters, draws, then goes for want of a creature)
      Given Alice controls a Grizzly Bears
      And Alice has an Angelic Gift in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Angelic Gift targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Angelic Gift is in her graveyard
      And Angelic Gift entered the battlefield no times
      And Forest is in her library
      And Alice drew no cards

    @id:its-target-legal-grizzly-bears-has-flying-and-alice-draws-a
    Scenario: Its target legal, Grizzly Bears has flying and Alice draws a card
      Given Alice controls a Grizzly Bears
      And Alice has an Angelic Gift in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}
      When Alice casts Angelic Gift targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Angelic Gift is attached to Grizzly Bears
      And Grizzly Bears has flying
      And Forest is in her hand
