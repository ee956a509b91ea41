Feature: 603. Handling Triggered Abilities
  Triggered abilities, as far as the cards in scope need them. Each paragraph of CR 603 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:603.3d
  Rule: 603.3d
    The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.

    @id:with-no-artifact-or-creature-an-opponent-controls-mystical
    Scenario: With no artifact or creature an opponent controls, Mystical Tether's trigger is removed from the stack
      Given Alice controls a Grizzly Bears
      And Alice has a Mystical Tether in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Mystical Tether
      And all players pass priority
      Then Mystical Tether is on the battlefield
      And the stack is empty
      And Grizzly Bears is on the battlefield

    @id:with-one-the-trigger-targets-it-and-exiles-it
    Scenario: With one, the trigger targets it and exiles it
      Given Bob controls a Grizzly Bears
      And Alice has a Mystical Tether in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Mystical Tether
      And all players pass priority
      Then the top of the stack is an ability of Mystical Tether
      When all players pass priority
      Then Grizzly Bears is in exile
