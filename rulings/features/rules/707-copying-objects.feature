Feature: 707. Copying Objects
  Copies as the reference engine makes them: Clone entering as a copy of a creature, and Choreographed Sparks
  copying a spell on the stack. Each paragraph of CR 707 (2026-09-25) that a board can show is quoted verbatim
  under its number; its scenarios show it on a board (more in features/cards/clone.feature and
  features/cards/choreographed-sparks.feature).

  @rule:707.1
  Rule: 707.1
    Some objects become or turn another object into a “copy” of a spell, permanent, or card. Some effects create a token that’s a copy of another object. (Certain older cards were printed with the phrase “search for a copy.” This section doesn’t cover those cards, which have received new text in the Oracle card reference.)

    @rule:707.2
    @id:clone-becomes-a-copy-of-wind-drake-a-2-2-with-flying
    Scenario: Clone becomes a copy of Bob's Wind Drake: a blue 2/2 with flying under Alice's control (not: a 0/0 Shapeshifter that merely gains flying)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Wind Drake
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 2/2 creature
      And Clone has flying
      And Clone's color is blue
      And Clone is controlled by Alice

  @rule:707.2a
  Rule: 707.2a
    A copy acquires the color of the object it’s copying because that value is derived from its mana cost or color indicator. A copy acquires the abilities of the object it’s copying because those values are derived from its rules text. A copy doesn’t wind up with two values of each ability (that is, it doesn’t copy the object’s abilities and its rules text, then have that rules text define a new set of abilities).

    @rule:702.83a
    @id:clone-copying-aven-squire-is-white-with-one-exalted
    Scenario: Clone copying Bob's Aven Squire is white and has one exalted: Grizzly Bears attacking alone gets +1/+1 once from it (not: Clone's blue, or exalted twice, from the abilities and again from the text)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Alice controls a Grizzly Bears
      And Bob controls an Aven Squire
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Aven Squire when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone's color is white
      When Alice attacks Bob with Grizzly Bears
      Then Clone's ability triggered once
      When all players pass priority
      Then Grizzly Bears is a 3/3 creature

  @rule:707.5
  Rule: 707.5
    An object that enters the battlefield “as a copy” or “that’s a copy” of another object becomes a copy as it enters the battlefield. It doesn’t enter the battlefield, and then become a copy of that permanent. If the text that’s being copied includes any abilities that replace the enters-the-battlefield event (such as “enters with” or “as [this] enters” abilities), those abilities will take effect. Also, any enters-the-battlefield triggered abilities of the copy will have a chance to trigger.

    @rule:603.6a
    @id:clone-copying-flametongue-kavu-its-enters-ability-triggers
    Scenario: Clone copying Bob's Flametongue Kavu enters as a Flametongue Kavu, so its "when this creature enters" triggers and deals 4 damage to the Kavu Bob controls (not: Clone enters, then becomes a copy too late to trigger)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Flametongue Kavu
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Flametongue Kavu when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone's ability triggered once
      When all players pass priority
      Then Flametongue Kavu is in his graveyard
      And Clone is on the battlefield

    @rule:614.1c
    @id:clone-copying-hangarback-walker-enters-with-x-counters-x-0
    Scenario: Clone copying Hangarback Walker enters with the Walker's "enters with X +1/+1 counters", X being 0 for Clone: a 0/0 that dies at once and creates no Thopter (not: the Walker's counters copied)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Hangarback Walker with 2 +1/+1 counters
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Hangarback Walker when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone is in her graveyard
      When all players pass priority
      Then Alice controls no Thopter tokens

  @rule:707.10a
  Rule: 707.10a
    If a copy of a spell is in a zone other than the stack, it ceases to exist. If a copy of a card is in any zone other than the stack or the battlefield, it ceases to exist. These are state-based actions. See rule 704.

    @rule:701.6a
    @id:the-countered-copy-of-shock-ceases-to-exist
    Scenario: The copy of Shock that Bob's Insidious Will counters ceases to exist: Alice's graveyard holds Choreographed Sparks and, once it resolves, Shock, and no third card (not: the countered copy goes to the graveyard)
      Given Alice has a Shock and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      And Bob has an Insidious Will in his hand
      And Bob's mana pool holds {U}{U}{C}{C}
      When Alice casts Shock targeting Bob
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Shock
      And all players pass priority
      And Alice passes priority
      And Bob casts Insidious Will choosing "Counter target spell." targeting the copy of Shock
      And all players pass priority
      Then Alice has one card in her graveyard
      When all players pass priority
      Then Bob's life total is 18
      And Alice has two cards in her graveyard

  @rule:707.10f
  Rule: 707.10f
    Some effects copy a permanent spell. As that copy resolves, it ceases being a copy of a spell and becomes a token permanent. (See rule 608.3f.)

    @rule:707.9a
    @id:the-copy-of-grizzly-bears-resolves-into-a-hasty-token
    Scenario: The copy of Grizzly Bears that Choreographed Sparks makes resolves into a token Grizzly Bears, which has the haste the copy gained and can attack this turn, while the card Grizzly Bears can't (not: a card, or a summoning-sick copy)
      Given Alice has a Grizzly Bears and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{R}{R}
      When Alice casts Grizzly Bears
      And Alice casts Choreographed Sparks choosing "Copy target creature spell you control" targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then the copy of Grizzly Bears is on the battlefield
      And Alice controls one Grizzly Bears token
      And the copy of Grizzly Bears has haste
      And the copy of Grizzly Bears can attack
      And Grizzly Bears can't attack
