@card:aerie-bowmasters
Feature: Aerie Bowmasters
  Reach (This creature can block creatures with flying.)
  Megamorph {5}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)

  @ruling:2015-02-25
  Rule: Megamorph is a variant of the morph ability: cast face down for {3}, a 2/2 with no counter until it is turned face up
    Megamorph is a variant of the morph ability. You can find more information on morph on cards with morph from the Khans of Tarkir set.

    @rule:702.37b @rule:702.37c
    @id:cast-face-down-for-3-the-bowmasters-is-a-2-2-with-no-counter
    Scenario: Cast face down for {3}, the Bowmasters is a 2/2 with no +1/+1 counter (not: megamorph's counter as it enters)
      Given Alice has an Aerie Bowmasters in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Aerie Bowmasters face down
      And all players pass priority
      Then Aerie Bowmasters is on the battlefield
      And Aerie Bowmasters is face down
      And Aerie Bowmasters is a 2/2 creature
      And Aerie Bowmasters has no +1/+1 counters

    @rule:702.37b
    @id:cast-face-up-for-its-mana-cost-the-bowmasters-gets-no-counter
    Scenario: Cast face up for its mana cost, the Bowmasters is a 3/4 with no +1/+1 counter (not: megamorph's counter on any Bowmasters that enters face up)
      Given Alice has an Aerie Bowmasters in her hand
      And Alice's mana pool holds {C}{C}{G}{G}
      When Alice casts Aerie Bowmasters
      And all players pass priority
      Then Aerie Bowmasters is on the battlefield
      And Aerie Bowmasters is face up
      And Aerie Bowmasters has no +1/+1 counters
      And Aerie Bowmasters is a 3/4 creature

  @ruling:2015-02-25
  Rule: Turning it face up for its megamorph cost and putting the +1/+1 counter on it is one special action, which doesn't use the stack
    Turning a face-down creature with megamorph face up and putting a +1/+1 counter on it is a special action. It doesn't use the stack and can't be responded to.

    @rule:702.37b @rule:702.37e @rule:116.2b
    @id:turned-face-up-for-its-megamorph-cost-the-bowmasters-is-a-4-5
    Scenario: Turned face up for its megamorph cost {5}{G}, the Bowmasters has one +1/+1 counter and is a 4/5, with nothing on the stack (not: a triggered ability putting the counter later)
      Given Alice controls a face-down Aerie Bowmasters
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice turns Aerie Bowmasters face up
      Then Aerie Bowmasters is face up
      And Aerie Bowmasters has one +1/+1 counter
      And Aerie Bowmasters is a 4/5 creature
      And the stack is empty
      And Alice has priority

    @rule:702.37b @rule:702.37e @rule:708.8
    @id:shock-targeting-the-face-down-bowmasters-it-survives-as-a-4-5
    Scenario: Turned face up in response to Shock, the Bowmasters survives the 2 damage as a 4/5 with its counter (not: a 2/2 that dies, nor a counter that could be responded to)
      Given it is Bob's precombat main phase
      And Alice controls a face-down Aerie Bowmasters
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Bob casts Shock targeting Aerie Bowmasters
      And Bob passes priority
      And Alice turns Aerie Bowmasters face up
      Then Aerie Bowmasters has one +1/+1 counter
      When all players pass priority
      Then Aerie Bowmasters is on the battlefield
      And Aerie Bowmasters has 2 damage marked on it
      And Aerie Bowmasters is a 4/5 creature

  @ruling:2015-02-25
  Rule: Turned face up some other way than by its megamorph cost, it gets no +1/+1 counter
    If a face-down creature with megamorph is turned face up some other way (for example, if you manifest a card with megamorph and then pay its mana cost to turn it face up), you won't put a +1/+1 counter on it.

    # Not shown: the reference engine turns a face-down permanent face up only by its morph cost (manifest,
    # CR 701.40, is not modelled); the engine puts the counter only in that special action (CR 702.37b).
