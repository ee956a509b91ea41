@card:grumgully-the-generous
Feature: Grumgully, the Generous
  Each other non-Human creature you control enters with an additional +1/+1 counter on it.

  @ruling:2019-10-04
  Rule: A non-Human creature you control that enters with no +1/+1 counters enters with one
    A non-Human creature you control that would enter the battlefield with no +1/+1 counters on it enters with one +1/+1 counter on it.

    @rule:614.1c
    @id:grizzly-bears-enters-with-a-1-1-counter-under-alices
    Scenario: Grizzly Bears enters with a +1/+1 counter under Alice's Grumgully (not: none, or a counter put on it after it entered)
      Given Alice controls a Grumgully, the Generous
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has one +1/+1 counter
      And Grizzly Bears is a 3/3 creature

  @ruling:2019-10-04
  Rule: Creatures entering at the same time as Grumgully get no counter from it
    Any other non-Human creatures that enter the battlefield at the same time as Grumgully won't get a +1/+1 counter.

    # Wrong reading: the creatures entering together are put onto the battlefield one by one, so a Grumgully put
    # there first already applies to the rest.
    @rule:614.12
    @id:grumgully-and-grizzly-bears-returned-together-by-twilights
    Scenario: Grumgully and Grizzly Bears returned together by Twilight's Call: the Bears get no counter
      Given Alice has a Grumgully, the Generous and a Grizzly Bears in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Grumgully, the Generous is on the battlefield
      And Grizzly Bears is on the battlefield
      And Grizzly Bears has no +1/+1 counters
      And Grumgully, the Generous has no +1/+1 counters

  @ruling:2019-10-04
  Rule: A copy of a Human gets no counter; what it enters as decides
    If a non-Human creature enters the battlefield as a copy of a Human creature, it won't get a +1/+1 counter. Similarly, if a Human enters as a non-Human creature, it will get a +1/+1 counter.

    @rule:616.1c @rule:614.12
    @id:clone-entering-as-a-copy-of-soul-warden-a-human-gets-no
    Scenario: Clone entering as a copy of Soul Warden, a Human, gets no counter (not: Clone, a Shapeshifter, as it was in the hand)
      Given Alice controls a Grumgully, the Generous and a Soul Warden
      And Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice will do what Clone's ability says she may do
      And Alice will choose Soul Warden when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 1/1 creature
      And Clone has no +1/+1 counters

    @rule:616.1c @rule:614.12
    @id:clone-entering-as-a-copy-of-grizzly-bears-a-non-human-gets
    Scenario: Clone entering as a copy of Grizzly Bears, a non-Human, gets the counter
      Given Alice controls a Grumgully, the Generous and a Grizzly Bears
      And Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice will do what Clone's ability says she may do
      And Alice will choose Grizzly Bears when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone has one +1/+1 counter
      And Clone is a 3/3 creature
