Feature: 405. Stack
  The stack as the reference engine keeps it. Each paragraph of CR 405 (2026-09-25) that a board can show is
  quoted verbatim under its number; its scenarios show it on a board.

  @rule:405.2
  Rule: 405.2
    The stack keeps track of the order that spells and/or abilities were added to it. Each time an object is put on the stack, it’s put on top of all objects already there.

    @id:giant-growth-cast-after-shock-resolves-first-and-saves-the-bears
    Scenario: Bob's Giant Growth, cast after Alice's Shock, is put on top of it and resolves first: his Grizzly Bears is a 5/5 when Shock's 2 damage comes (not: spells resolve in the order cast)
      Given Bob controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Giant Growth in his hand
      And Bob's mana pool holds {G}
      When Alice casts Shock targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Giant Growth targeting Grizzly Bears
      Then the top of the stack is the spell Giant Growth
      When all players pass priority
      Then Grizzly Bears is a 5/5 creature
      And the top of the stack is the spell Shock
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has 2 damage marked on it

  @rule:405.5
  Rule: 405.5
    When all players pass in succession, the top (last-added) spell or ability on the stack resolves. If the stack is empty when all players pass, the current step or phase ends and the next begins.

    @rule:117.4
    @id:all-pass-with-shock-on-the-stack-it-resolves-then-the-step-ends
    Scenario: All players pass with Shock on the stack: it resolves and Alice gets priority in the same step; when all pass again with the stack empty, the step ends (not: the step ends with a spell on the stack)
      Given it is Alice's upkeep
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Alice has a Forest in her library
      When Alice casts Shock targeting Bob
      And all players pass priority
      Then Bob's life total is 18
      And it is Alice's upkeep
      And Alice has priority
      When all players pass priority
      Then it is Alice's draw step

  @rule:405.6e
  Rule: 405.6e
    Turn-based actions don’t use the stack; they happen automatically when certain steps or phases begin. They’re dealt with before a player would receive priority (see rule 117.3a). Turn-based actions also happen automatically when each step and phase ends; no player receives priority afterward. See rule 703.

    @rule:714.3c
    @id:the-lore-counter-is-put-as-the-main-phase-begins-without-the-stack
    Scenario: The lore counter Alice's History of Benalia gets as her precombat main phase begins is a turn-based action: it is on the Saga before anyone has priority, and only the chapter ability it triggers is on the stack (not: an ability that puts the counter)
      Given Alice controls a History of Benalia with 1 lore counter
      And it is Alice's draw step
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 2 lore counters
      And the stack holds one object
      And the top of the stack is an ability of History of Benalia

  @rule:405.6g
  Rule: 405.6g
    A player may concede the game at any time. That player leaves the game immediately. See rule 104.3a.

    @rule:104.3a
    @id:bob-concedes-with-shock-on-the-stack-he-leaves-at-once
    Scenario: Bob concedes while Alice's Shock aimed at him is on the stack: he leaves the game at once and loses, before Shock resolves (not: a concession waits on the stack)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob concedes the game
      Then Bob has lost the game
