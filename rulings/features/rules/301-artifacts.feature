Feature: 301. Artifacts
  Artifacts as the reference engine has them. Each paragraph of CR 301 (2026-09-25) that a board can show is
  quoted verbatim under its number; its scenarios show it on a board (Equipment in 702-equip).

  @rule:301.1
  Rule: 301.1
    A player who has priority may cast an artifact card from their hand during a main phase of their turn when the stack is empty. Casting an artifact as a spell uses the stack. (See rule 601, “Casting Spells.”)

    @id:sol-ring-may-not-be-cast-in-bobs-turn
    Scenario: Alice may not cast Sol Ring in Bob's main phase, though she has priority and the mana (not: artifacts cast any time, like instants)
      Given it is Bob's precombat main phase
      And Alice has a Sol Ring in her hand
      And Alice's mana pool holds {C}
      When Bob passes priority
      And Alice tries to cast Sol Ring
      Then that is illegal
      And Sol Ring is in her hand

    @id:sol-ring-may-not-be-cast-while-a-spell-is-on-the-stack
    Scenario: Alice may not cast Sol Ring in her own main phase while her Shock is on the stack (not: any time in her main phase)
      Given Alice has a Shock and a Sol Ring in her hand
      And Alice's mana pool holds {R}{C}
      When Alice casts Shock targeting Bob
      And Alice tries to cast Sol Ring
      Then that is illegal
      And Sol Ring is in her hand

  @rule:301.2
  Rule: 301.2
    When an artifact spell resolves, its controller puts it onto the battlefield under their control.

    @id:sol-ring-resolves-onto-the-battlefield-under-alices-control
    Scenario: Sol Ring is on the stack as Alice casts it, and resolves onto the battlefield under her control (not: into her graveyard, as an instant would)
      Given Alice has a Sol Ring in her hand
      And Alice's mana pool holds {C}
      When Alice casts Sol Ring
      Then Sol Ring is on the stack
      When all players pass priority
      Then Sol Ring is on the battlefield
      And Sol Ring is controlled by Alice
