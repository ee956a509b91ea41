@card:aether-adept
Feature: Aether Adept
  When this creature enters, return target creature to its owner's hand.

  @ruling:2010-08-15 @rule:603.3d
  Rule: Alone on the battlefield, Aether Adept must target itself and returns to its owner's hand
    If there are no other creatures on the battlefield when Aether Adept enters, it must target itself.

    @id:the-only-creature-aether-adept-targets-itself-and-goes-back
    Scenario: The only creature, Aether Adept targets itself and goes back to Alice's hand (not: the ability is removed for want of another target)
      Given Alice has an Aether Adept in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Aether Adept
      And all players pass priority
      Then the top of the stack is an ability of Aether Adept
      When all players pass priority
      Then Aether Adept is in her hand
      And the stack is empty

    @rule:702.11b
    @id:bobs-hexproof-sylvan-caryatid-is-no-legal-target-for-alice
    Scenario: Bob's hexproof Sylvan Caryatid is no legal target for Alice: the Adept must target itself
      Given Bob controls a Sylvan Caryatid
      And Alice has an Aether Adept in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice will choose Sylvan Caryatid when she must choose
      And Alice casts Aether Adept
      And all players pass priority
      And all players pass priority
      Then Aether Adept is in her hand
      And Sylvan Caryatid is on the battlefield

    @id:with-bobs-grizzly-bears-there-alice-chooses-the-bears-they
    Scenario: With Bob's Grizzly Bears there, Alice chooses the Bears: they go back to Bob's hand and the Adept stays
      Given Bob controls a Grizzly Bears
      And Alice has an Aether Adept in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice will choose Grizzly Bears when she must choose
      And Alice casts Aether Adept
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in his hand
      And Aether Adept is on the battlefield
