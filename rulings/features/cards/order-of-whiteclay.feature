@card:order-of-whiteclay
Feature: Order of Whiteclay
  {1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield. ({Q} is the untap symbol.)

  @ruling:2008-05-01 @rule:107.6
  Rule: An untapped Order of Whiteclay can't pay {Q}
    If the permanent is already untapped, you can’t activate its {Q} ability. That’s because you can’t pay the “Untap this permanent” cost.

    @id:the-q-ability-of-an-untapped-order-of-whiteclay-cant-be
    Scenario: The {Q} ability of an untapped Order of Whiteclay can't be activated
      Given Alice controls an Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Grizzly Bears
      Then that is illegal
      And Grizzly Bears is in her graveyard

    @id:tapped-it-can
    Scenario: Tapped, it can
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield

  @ruling:2008-05-01 @rule:302.6
  Rule: Summoning sickness applies to {Q}, haste aside
    If a creature with an {Q} ability hasn’t been under your control since your most recent turn began, you can’t activate that ability, unless the creature has haste.

    @id:a-summoning-sick-order-of-whiteclay-cant-use-its-q-ability
    Scenario: A summoning-sick Order of Whiteclay can't use its {Q} ability
      Given Alice controls a tapped summoning-sick Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Grizzly Bears
      Then that is illegal

    @rule:702.10c
    @id:with-haste-it-can
    Scenario: With haste it can
      Given Alice controls a tapped summoning-sick Order of Whiteclay and a Lavaleaper
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      Then Order of Whiteclay is untapped

    @id:bobs-order-of-whiteclay-that-came-under-alices-control-this
    Scenario: Bob's Order of Whiteclay that came under Alice's control this turn can't use it
      Given Bob controls a tapped Order of Whiteclay
      And Bob's Order of Whiteclay came under Alice's control this turn
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Grizzly Bears
      Then that is illegal

  @ruling:2008-05-01 @rule:602.2
  Rule: The untap is a cost, paid at once; the ability itself waits on the stack
    When you activate an {Q} ability, you untap the creature with that ability as a cost. The untap can’t be responded to. (The actual ability can be responded to, of course.)

    @id:order-of-whiteclay-is-untapped-as-the-ability-goes-on-the
    Scenario: Order of Whiteclay is untapped as the ability goes on the stack, before it resolves
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      Then Order of Whiteclay is untapped
      And the stack holds one object
      And Grizzly Bears is in her graveyard

    @id:the-ability-can-be-responded-to-bob-may-act-before-it
    Scenario: The ability can be responded to: Bob may act before it resolves
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      And Bob controls a Forest
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      And Alice passes priority
      And Bob taps Forest for mana
      Then the stack holds one object
      When all players pass priority
      Then Grizzly Bears is on the battlefield

    @rule:113.7a
    @id:once-activated-the-ability-resolves-even-if-order-of
    Scenario: Once activated, the ability resolves even if Order of Whiteclay is gone
      Given Alice controls a tapped Order of Whiteclay and a Grimgrin, Corpse-Born
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      And Alice activates Grimgrin, Corpse-Born, sacrificing Order of Whiteclay
      And all players pass priority
      Then Order of Whiteclay is in her graveyard
      When all players pass priority
      Then Grizzly Bears is on the battlefield
