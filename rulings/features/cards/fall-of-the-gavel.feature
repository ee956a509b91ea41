@card:fall-of-the-gavel
Feature: Fall of the Gavel
  Counter target spell. You gain 5 life.

  @ruling:2012-10-01 @rule:608.2b
  Rule: Its target spell countered first by another spell: it doesn't resolve, no life
    If the target spell is an illegal target when Fall of the Gavel tries to resolve (perhaps because it’s been countered by another spell), Fall of the Gavel won’t resolve and none of its effects will happen. You won’t gain 5 life.

    @id:bobs-cancel-counters-grizzly-bears-before-his-fall-of-the
    Scenario: Bob's Cancel counters Grizzly Bears before his Fall of the Gavel resolves: Bob gains no life (not: the life gain doesn't depend on the target)
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Fall of the Gavel and a Cancel in his hand
      And Bob's mana pool holds {W}{U}{C}{C}{C}{U}{U}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Fall of the Gavel targeting Grizzly Bears
      And Bob casts Cancel targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      When all players pass priority
      Then Fall of the Gavel is in his graveyard
      And Bob's life total is 20

    @id:its-target-legal-grizzly-bears-is-countered-and-bob-gains-5
    Scenario: Its target legal: Grizzly Bears is countered and Bob gains 5 life
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Fall of the Gavel in his hand
      And Bob's mana pool holds {W}{U}{C}{C}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Fall of the Gavel targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Bob's life total is 25

  @ruling:2012-10-01 @rule:601.2c @rule:115.1
  Rule: With no spell to target, it can't be cast
    You must be able to target a spell to cast Fall of the Gavel.

    @id:the-stack-empty-bob-cant-cast-fall-of-the-gavel
    Scenario: The stack empty, Bob can't cast Fall of the Gavel
      Given Bob has a Fall of the Gavel in his hand
      And Bob's mana pool holds {W}{U}{C}{C}{C}
      When Alice passes priority
      And Bob tries to cast Fall of the Gavel
      Then that is illegal
      And Fall of the Gavel is in his hand
      And Bob's life total is 20
