@card:cancel
Feature: Cancel
  Counter target spell.

  @rule:701.6a
  Rule: A countered spell doesn't resolve and goes to its owner's graveyard
    To counter a spell or ability means to cancel it, removing it from the stack. It doesn’t resolve and none of its effects occur. A countered spell is put into its owner’s graveyard.

    @id:cancel-counters-alices-grizzly-bears-it-goes-to-her-graveyard
    Scenario: Cancel counters Alice's Grizzly Bears: it goes to her graveyard and never enters (not: countered to its caster's hand)
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Cancel targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Grizzly Bears entered the battlefield no times
      And Cancel is in his graveyard
      And the stack is empty

    @id:cancel-counters-alices-shock-at-bob-none-of-its-effects-occur
    Scenario: Cancel counters Alice's Shock at Bob: none of its effects occur (not: "counter target spell" means creature spells)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      And Bob's life total is 20
      And the stack is empty
