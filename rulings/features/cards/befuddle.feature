@card:befuddle
Feature: Befuddle
  Target creature gets -4/-0 until end of turn.
  Draw a card.

  @ruling:2019-07-12 @rule:608.2b
  Rule: Its target illegal, Befuddle doesn't resolve: no card is drawn
    If the target creature is an illegal target by the time Befuddle tries to resolve, the spell doesn’t resolve. You won’t draw a card.

    @id:shock-kills-grizzly-bears-before-befuddle-resolves-befuddle
    Scenario: Shock kills Grizzly Bears before Befuddle resolves: Befuddle does nothing and Alice draws no card (not: the draw doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Befuddle and a Shock in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{C}{R}
      When Alice casts Befuddle targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Befuddle is in her graveyard
      And Forest is in her library
      And Alice drew no cards

    @id:its-target-legal-grizzly-bears-gets-4-0-and-alice-draws-a
    Scenario: Its target legal, Grizzly Bears gets -4/-0 and Alice draws a card
      Given Bob controls a Grizzly Bears
      And Alice has a Befuddle in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Befuddle targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a -2/2 creature
      And Forest is in her hand
      And Alice drew one card
