@card:abzan-guide
Feature: Abzan Guide
  Lifelink (Damage dealt by this creature also causes you to gain that much life.)
  Morph {2}{W}{B}{G} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)

  @ruling:2014-09-20
  Rule: Morph lets Alice cast Abzan Guide face down for {3} and turn it face up for its morph cost
    Morph lets you cast a card face down by paying {3}, and lets you turn the face-down permanent face up any time you have priority by paying its morph cost.

    @rule:702.37a @rule:702.37c
    @id:cast-face-down-for-3-abzan-guide-is-a-2-2-without-lifelink
    Scenario: Cast face down, Abzan Guide costs {3}, and resolves as a face-down 2/2 without lifelink (not: its mana cost, nor its own characteristics)
      Given Alice has an Abzan Guide in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Abzan Guide face down
      Then Alice's mana pool is empty
      When all players pass priority
      Then Abzan Guide is on the battlefield
      And Abzan Guide is face down
      And Abzan Guide is a 2/2 creature
      And Abzan Guide doesn't have lifelink

    @rule:702.37a @rule:702.37e
    @id:turned-face-up-for-its-morph-cost-abzan-guide-is-a-4-4
    Scenario: Turned face up for its morph cost {2}{W}{B}{G}, Abzan Guide is a 4/4 with lifelink and no +1/+1 counter (not: megamorph's counter on a morph)
      Given Alice controls a face-down Abzan Guide
      And Alice's mana pool holds {C}{C}{W}{B}{G}
      When Alice turns Abzan Guide face up
      Then Abzan Guide is face up
      And Abzan Guide is a 4/4 creature
      And Abzan Guide has lifelink
      And Abzan Guide has no +1/+1 counters
      And Alice's mana pool is empty

  @ruling:2014-09-20
  Rule: Only a face-down permanent can be turned face up for its morph cost, not a face-down spell
    Any time you have priority, you may turn the face-down creature face up by revealing what its morph cost is and paying that cost. This is a special action. It doesn't use the stack and can't be responded to. Only a face-down permanent can be turned face up this way; a face-down spell cannot.

    @rule:708.7 @rule:702.37e
    @id:the-face-down-abzan-guide-spell-cant-be-turned-face-up
    Scenario: The face-down Abzan Guide spell on the stack can't be turned face up (not: any face-down object)
      Given Alice has an Abzan Guide in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{W}{B}{G}
      When Alice casts Abzan Guide face down
      And Alice tries to turn Abzan Guide face up
      Then that is illegal
      And Abzan Guide is on the stack
      And Abzan Guide is face down
