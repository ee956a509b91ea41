@card:exclusion-mage
Feature: Exclusion Mage
  When this creature enters, return target creature an opponent controls to its owner's hand.

  @rule:603.3d
  Rule: The target is chosen as the ability goes on the stack; with none legal, it is removed from the stack
    If no legal target can be chosen for a triggered ability as it is put on the stack, it's removed from the stack.

    @rule:608.2c
    @id:bobs-grizzly-bears-go-back-to-his-hand-not-the-ability
    Scenario: Bob's Grizzly Bears go back to his hand (not: the ability is a permanent's text the engine ignores)
      Given Bob controls a Grizzly Bears
      And Alice has an Exclusion Mage in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Exclusion Mage
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in his hand

    @id:with-only-alices-own-grizzly-bears-the-ability-is-removed-and
    Scenario: With only Alice's own Grizzly Bears, the ability is removed and her Bears stay (not: it returns a creature she controls)
      Given Alice controls a Grizzly Bears
      And Alice has an Exclusion Mage in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Exclusion Mage
      And all players pass priority
      Then the stack is empty
      And Grizzly Bears is on the battlefield
      And Exclusion Mage is on the battlefield

  @rule:608.2b
  Rule: A target gone as the ability resolves is left alone: the ability doesn't resolve
    If a triggered ability's only target is illegal as it tries to resolve, the ability doesn't resolve; a card that left the battlefield is a new object (CR 400.7).

    @rule:400.7
    @id:bobs-grizzly-bears-exiled-in-response-stay-in-exile-not-the
    Scenario: Bob's Grizzly Bears exiled in response stay in exile (not: the ability returns the card from exile to his hand)
      Given Bob controls a Grizzly Bears
      And Alice controls a Plains and a Wastes
      And Alice has an Exclusion Mage and an Otherworldly Journey in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Exclusion Mage
      And all players pass priority
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      When all players pass priority
      Then Grizzly Bears is in exile
      And the stack is empty
