@card:steppe-lynx
Feature: Steppe Lynx
  Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.

  @ruling:2024-11-08 @rule:603.6a
  Rule: Landfall triggers whenever a land its controller controls enters
    A landfall ability triggers whenever a land you control enters for any reason. It triggers whenever you play a land, as well as whenever a spell or ability puts a land onto the battlefield under your control.

    @rule:207.2c
    @id:alice-plays-a-plains-steppe-lynxs-landfall-ability-triggers
    Scenario: Alice plays a Plains: Steppe Lynx's landfall ability triggers and makes it a 2/3 (not: the ability word is a rule the engine skips)
      Given Alice controls a Steppe Lynx
      And Alice has a Plains in her hand
      When Alice plays Plains
      Then the top of the stack is an ability of Steppe Lynx
      When all players pass priority
      Then Steppe Lynx is a 2/3 creature

    @rule:514.2
    @id:the-bonus-ends-with-the-turn-a-0-1-again-in-bobs-upkeep-not
    Scenario: The bonus ends with the turn: a 0/1 again in Bob's upkeep (not: a lasting +2/+2)
      Given Alice controls a Steppe Lynx
      And Alice has a Plains in her hand
      When Alice plays Plains
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Steppe Lynx is a 0/1 creature

    @id:bob-playing-a-forest-doesnt-trigger-alices-steppe-lynx-not
    Scenario: Bob playing a Forest doesn't trigger Alice's Steppe Lynx (not: any land entering)
      Given it is Bob's precombat main phase
      And Alice controls a Steppe Lynx
      And Bob has a Forest in his hand
      When Bob plays Forest
      Then the stack is empty
      And Steppe Lynx is a 0/1 creature

  @ruling:2024-11-08 @rule:603.3b
  Rule: Each landfall ability of Alice's permanents triggers, and she orders them on the stack
    Whenever a land you control enters, each landfall ability of the permanents you control will trigger. You can put them   on the stack in any order. The last ability you put on the stack will be the first one to resolve (As a result, you can have those abilities resolve in the order of your choosing.).

    @id:with-steppe-lynx-and-scythe-leopard-one-plains-triggers-both
    Scenario: With Steppe Lynx and Scythe Leopard, one Plains triggers both, on the stack in the order Alice chooses (not: one landfall for all)
      Given Alice controls a Steppe Lynx and a Scythe Leopard
      And Alice has a Plains in her hand
      When Alice will put her triggered abilities on the stack in the order Steppe Lynx, then Scythe Leopard
      And Alice plays Plains
      Then the stack holds, from the bottom, abilities of Steppe Lynx, then Scythe Leopard
      When all players pass priority
      Then Scythe Leopard is a 2/2 creature
      And Steppe Lynx is a 0/1 creature
      When all players pass priority
      Then Steppe Lynx is a 2/3 creature
