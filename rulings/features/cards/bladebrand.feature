@card:bladebrand
Feature: Bladebrand
  Target creature gains deathtouch until end of turn.
  Draw a card.

  @ruling:2020-11-10 @rule:608.2b
  Rule: Its target illegal, Bladebrand doesn't resolve: no card is drawn
    If the target creature is an illegal target by the time Bladebrand tries to resolve, the spell doesn't resolve. You don't draw a card.

    @id:its-target-shocked-in-response-alice-draws-no-card-not-the
    Scenario: Its target Shocked in response, Alice draws no card (not: the second paragraph is a spell of its own)
      Given Alice controls a Grizzly Bears
      And Alice has a Bladebrand in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {B}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Bladebrand targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      When all players pass priority
      Then the stack is empty
      And Bladebrand is in her graveyard
      And Forest is in her library

    @id:its-target-legal-grizzly-bears-gains-deathtouch-and-alice
    Scenario: Its target legal, Grizzly Bears gains deathtouch and Alice draws a card
      Given Alice controls a Grizzly Bears
      And Alice has a Bladebrand in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {B}{C}
      When Alice casts Bladebrand targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has deathtouch
      And Forest is in her hand
      And Alice drew one card
