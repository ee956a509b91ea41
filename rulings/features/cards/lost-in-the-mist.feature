@card:lost-in-the-mist
Feature: Lost in the Mist
  Counter target spell. Return target permanent to its owner's hand.

  @ruling:2011-09-22 @rule:608.2b
  Rule: One target illegal, the other is still affected; both illegal, it doesn't resolve
    If one of Lost in the Mist’s targets is illegal by the time it resolves, Lost in the Mist will still affect the remaining legal target. If both targets are illegal at this time, Lost in the Mist won’t resolve.

    @id:grizzly-bears-countered-first-by-cancel-lost-in-the-mist
    Scenario: Grizzly Bears countered first by Cancel: Lost in the Mist still returns Alice's Sol Ring to her hand (not: one illegal target stops the whole spell)
      Given Alice controls a Sol Ring
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Lost in the Mist and a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}{C}{C}{U}{U}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Lost in the Mist targeting Grizzly Bears and Sol Ring
      And Bob casts Cancel targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      When all players pass priority
      Then Sol Ring is in her hand
      And Lost in the Mist is in his graveyard

    @id:both-targets-legal-grizzly-bears-is-countered-and-sol-ring
    Scenario: Both targets legal: Grizzly Bears is countered and Sol Ring returned to Alice's hand
      Given Alice controls a Sol Ring
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Lost in the Mist in his hand
      And Bob's mana pool holds {U}{U}{C}{C}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Lost in the Mist targeting Grizzly Bears and Sol Ring
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Sol Ring is in her hand

  @ruling:2011-09-22 @rule:601.2c @rule:115.1
  Rule: Casting it takes both targets: a spell and a permanent
    Lost in the Mist targets both the spell and the permanent. You can only cast it if you can choose legal targets for both parts.

    @id:with-no-spell-on-the-stack-bob-cant-cast-it-at-sol-ring
    Scenario: With no spell on the stack, Bob can't cast it at Sol Ring alone
      Given Alice controls a Sol Ring
      And Bob has a Lost in the Mist in his hand
      And Bob's mana pool holds {U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob tries to cast Lost in the Mist targeting Sol Ring
      Then that is illegal
      And Sol Ring is on the battlefield
