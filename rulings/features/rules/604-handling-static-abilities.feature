Feature: 604. Handling Static Abilities
  Static abilities as the reference engine has them. Each paragraph of CR 604 (2026-09-25) that a board can show
  is quoted verbatim under its number; its scenarios show it on a board.

  @rule:604.1
  Rule: 604.1
    Static abilities do something all the time rather than being activated or triggered. They are written as statements, and they’re simply true.

    @rule:611.3a
    @id:benalish-marshal-resolves-the-bears-are-3-3-at-once
    Scenario: As Benalish Marshal resolves and is on the battlefield, Alice's Grizzly Bears is a 3/3 at once, with nothing put on the stack (not: an ability that triggers as it enters)
      Given Alice controls a Grizzly Bears
      And Alice has a Benalish Marshal in her hand
      And Alice's mana pool holds {W}{W}{W}
      When Alice casts Benalish Marshal
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      And the stack is empty

  @rule:604.2
  Rule: 604.2
    Static abilities create continuous effects, some of which are prevention effects or replacement effects. These effects are active as long as the permanent with the ability remains on the battlefield and has the ability, or as long as the object with the ability remains in the appropriate zone, as described in rule 113.6.

    @id:benalish-marshal-leaves-the-bonus-ends-with-it
    Scenario: When Shock destroys Benalish Marshal, the +1/+1 it gave Alice's Grizzly Bears ends with it: the Bears are 2/2 again (not: a bonus that lasts once given, as a resolved spell's would)
      Given Alice controls a Grizzly Bears and a Benalish Marshal with 2 damage marked on it
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      Then Grizzly Bears is a 3/3 creature
      When Alice passes priority
      And Bob casts Shock targeting Benalish Marshal
      And all players pass priority
      Then Benalish Marshal is in her graveyard
      And Grizzly Bears is a 2/2 creature
