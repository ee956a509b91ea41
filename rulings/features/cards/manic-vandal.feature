@card:manic-vandal
Feature: Manic Vandal
  When this creature enters, destroy target artifact.

  @ruling:2010-08-15 @rule:603.3d
  Rule: The ability must target an artifact if there is one, even its controller's own
    Manic Vandal’s ability is mandatory. If you’re the only player who controls an artifact, you must target one of them.

    @id:alices-sol-ring-the-only-artifact-manic-vandals-ability-must
    Scenario: Alice's Sol Ring the only artifact: Manic Vandal's ability must target it and destroys it (not: a player needn't target their own permanent)
      Given Alice controls a Sol Ring
      And Alice has a Manic Vandal in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Manic Vandal
      And all players pass priority
      Then the top of the stack is an ability of Manic Vandal
      When all players pass priority
      Then Sol Ring is in her graveyard

    @id:with-bobs-sol-ring-too-alice-chooses-his-it-is-destroyed-and
    Scenario: With Bob's Sol Ring too, Alice chooses his: it is destroyed and hers stays
      Given Alice controls a Sol Ring
      And Bob controls an Azorius Signet
      And Alice has a Manic Vandal in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice will choose Azorius Signet when she must choose
      And Alice casts Manic Vandal
      And all players pass priority
      And all players pass priority
      Then Azorius Signet is in his graveyard
      And Sol Ring is on the battlefield

    @id:no-artifact-on-the-battlefield-the-ability-is-removed-from
    Scenario: No artifact on the battlefield: the ability is removed from the stack and the Vandal stays
      Given Bob controls a Grizzly Bears
      And Alice has a Manic Vandal in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Manic Vandal
      And all players pass priority
      Then the stack is empty
      And Manic Vandal is on the battlefield
      And Grizzly Bears is on the battlefield
