Feature: 405. Stack
  The stack as the reference engine keeps it. Each paragraph of CR 405 (2026-09-25) that a board can show is
  quoted verbatim under its number; its scenarios show it on a board.

  @rule:405.1
  Rule: 405.1
    When a spell is cast, the physical card is put on the stack (see rule 601.2a). When an ability is activated or triggers, it goes on top of the stack without any card associated with it (see rules 602.2a and 603.3).

    @rule:601.2a
    @id:shock-cast-is-on-the-stack-goblin-guides-trigger-has-no-card
    Scenario: Alice's Shock, cast, is the card itself on the stack, out of her hand; Goblin Guide's triggered ability goes on the stack with Goblin Guide still on the battlefield (not: the spell's card stays in hand, or the ability takes its source along)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      Then Shock is on the stack
      And Alice has no cards in her hand

    @rule:603.3
    @id:goblin-guides-trigger-on-the-stack-the-guide-stays-put
    Scenario: Goblin Guide's triggered ability goes on the stack as it attacks, with no card: Goblin Guide itself stays on the battlefield, attacking (not: the ability's source moves with it)
      Given Alice controls a Goblin Guide
      And Bob has a Forest in his library
      When Alice attacks Bob with Goblin Guide
      Then the top of the stack is an ability of Goblin Guide
      And Goblin Guide is on the battlefield
      And Goblin Guide is attacking

  @rule:405.3
  Rule: 405.3
    If an effect puts two or more objects on the stack at the same time, those controlled by the active player are put on lowest, followed by each other player’s objects in APNAP order (see rule 101.4). If a player controls more than one of these objects, that player chooses their relative order on the stack.

    @rule:603.3b @rule:101.4
    @id:soul-wardens-of-alice-and-bob-apnap-on-the-stack
    Scenario: A creature entering triggers Alice's and Bob's Soul Wardens at once in Alice's turn: hers is put on the stack first, lowest, and his on top, so his resolves first (not: the order the creatures entered, or the active player's last)
      Given Alice controls a Soul Warden
      And Bob controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Alice's Soul Warden, then Bob's Soul Warden
      When all players pass priority
      Then Bob's life total is 21
      And Alice's life total is 20

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

  @rule:405.6b
  Rule: 405.6b
    Static abilities continuously generate effects and don’t go on the stack. (See rule 604, “Handling Static Abilities.”) This includes characteristic-defining abilities such as “[This object] is red” (see rule 604.3).

    @rule:604.1
    @id:gaeas-anthem-resolves-no-ability-goes-on-the-stack
    Scenario: Gaea's Anthem resolves and its "Creatures you control get +1/+1" applies at once, with nothing on the stack: Grizzly Bears is a 3/3 while the stack is empty (not: an ability put on the stack that gives the bonus as it resolves)
      Given Alice controls a Grizzly Bears
      And Alice has a Gaea's Anthem in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Gaea's Anthem
      And all players pass priority
      Then the stack is empty
      And Grizzly Bears is a 3/3 creature

  @rule:405.6c
  Rule: 405.6c
    Mana abilities resolve immediately. If a mana ability both produces mana and has another effect, the mana is produced and the other effect happens immediately. If a player had priority before a mana ability was activated, that player gets priority after it resolves. (See rule 605, “Mana Abilities.”)

    @rule:605.3b
    @id:shivan-reef-tapped-with-shock-on-the-stack-mana-and-damage-at-once
    Scenario: With Shock on the stack, Alice taps Shivan Reef for {R}: the mana is in her pool and its 1 damage dealt to her at once, and the stack still holds only Shock (not: the ability waits on the stack above Shock)
      Given Alice controls a Shivan Reef
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And Alice taps Shivan Reef for {R}
      Then Alice's mana pool is {R}
      And Alice's life total is 19
      And the stack holds one object
      And the top of the stack is the spell Shock

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

  @rule:405.6f
  Rule: 405.6f
    State-based actions don’t use the stack; they happen automatically when certain conditions are met. See rule 704. They are dealt with before a player would receive priority. See rule 117.5.

    @rule:704.5f @rule:117.5
    @id:a-0-toughness-creature-dies-before-anyone-gets-priority
    Scenario: Glistener Elf blocked by Bob's Llanowar Elves puts a -1/-1 counter on it: the 0/0 Elves is put into the graveyard before Alice receives priority in the combat damage step, with nothing on the stack (not: an ability to respond to)
      Given Alice controls a Glistener Elf
      And Bob controls a Llanowar Elves
      When Alice attacks Bob with Glistener Elf
      And Bob blocks Glistener Elf with Llanowar Elves
      And the game advances to Alice's combat damage step
      Then Llanowar Elves is in its owner's graveyard
      And the stack is empty
      And Alice has priority

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
