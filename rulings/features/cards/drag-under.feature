@card:drag-under
Feature: Drag Under
  Return target creature to its owner's hand.
  Draw a card.

  @ruling:2016-07-13 @rule:608.2b
  Rule: Its target illegal, Drag Under doesn't resolve: no card is drawn
    If the targeted creature becomes an illegal target before Drag Under resolves, you won't draw a card.

    @id:its-target-shocked-in-response-alice-draws-no-card-not-the-2
    Scenario: Its target Shocked in response, Alice draws no card (not: the second paragraph is a spell of its own)
      Given Bob controls a Grizzly Bears
      And Alice has a Drag Under in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Drag Under targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Drag Under is in her graveyard
      And Forest is in her library

    @id:its-target-legal-bobs-creature-goes-to-bobs-hand-not-the
    Scenario: Its target legal, Bob's creature goes to Bob's hand (not: the caster's) and Alice draws a card
      Given Bob controls a Grizzly Bears
      And Alice has a Drag Under in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Drag Under targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his hand
      And Bob has one card in his hand
      And Forest is in her hand

  @rule:704.5d
  Rule: A token returned to a hand ceases to exist
    If a token is in a zone other than the battlefield, it ceases to exist.

    @id:a-thopter-token-returned-to-alices-hand-ceases-to-exist-not
    Scenario: A Thopter token returned to Alice's hand ceases to exist (not: it stays in her hand as a card)
      Given Alice controls a Hangarback Walker with one +1/+1 counter
      And Alice has a Shock and a Drag Under in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {R}{U}{C}{C}
      When Alice casts Shock targeting Hangarback Walker
      And all players pass priority
      And all players pass priority
      Then Alice controls one Thopter token
      When Alice casts Drag Under targeting Thopter token
      And all players pass priority
      Then Alice controls no Thopter tokens
      And Forest is in her hand
      And Alice has one card in her hand
