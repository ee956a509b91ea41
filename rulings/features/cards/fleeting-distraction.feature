@card:fleeting-distraction
Feature: Fleeting Distraction
  Target creature gets -1/-0 until end of turn.
  Draw a card.

  @ruling:2010-06-15 @rule:608.2b
  Rule: Its target illegal, Fleeting Distraction doesn't resolve: no card is drawn
    If the targeted creature is an illegal target by the time Fleeting Distraction resolves, the spell doesn't resolve. You won't draw a card.

    @id:its-target-gone-no-card-is-drawn-not-the-draw-doesnt-depend
    Scenario: Its target gone, no card is drawn (not: the draw doesn't depend on the target)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Fleeting Distraction in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}
      When Alice casts Fleeting Distraction targeting Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Fleeting Distraction is in her graveyard
      And Forest is in her library

    @id:its-target-legal-the-creature-gets-1-0-and-a-card-is-drawn
    Scenario: Its target legal, the creature gets -1/-0 and a card is drawn
      Given Bob controls a Grizzly Bears
      And Alice has a Fleeting Distraction in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}
      When Alice casts Fleeting Distraction targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 1/2 creature
      And Forest is in her hand

  @ruling:2012-05-01 @rule:608.2b @rule:400.7
  Rule: None of its effects happen: a target that left and came back is a new object
    If the targeted creature is an illegal target when Fleeting Distraction tries to resolve, it won't resolve and none of its effects will happen. You won't draw a card.

    @id:its-target-left-and-returned-a-new-object-so-neither-1-0-nor
    Scenario: Its target left and returned: a new object, so neither -1/-0 nor the draw happens (not: same card, same target)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Fleeting Distraction and a Twilight's Call in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{B}{B}{C}{C}{C}{C}{C}{C}
      When Alice casts Fleeting Distraction targeting Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And Alice casts Twilight's Call
      And all players pass priority
      Then Walking Corpse is on the battlefield
      When all players pass priority
      Then Fleeting Distraction is in her graveyard
      And Walking Corpse is a 2/2 creature
      And Forest is in her library
