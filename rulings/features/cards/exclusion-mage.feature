@card:exclusion-mage
Feature: Exclusion Mage
  When this creature enters, return target creature an opponent controls to its owner's hand.

  @rule:603.3d
  Rule: The target is chosen as the ability goes on the stack; with none legal, it is removed from the stack
    The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.

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
    If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.

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
