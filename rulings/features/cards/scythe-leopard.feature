@card:scythe-leopard
Feature: Scythe Leopard
  Landfall — Whenever a land you control enters, this creature gets +1/+1 until end of turn.

  @ruling:2024-11-08 @rule:603.6a
  Rule: A permanent already on the battlefield becoming a land doesn't trigger landfall
    A landfall ability doesn't trigger if a permanent already on the battlefield becomes a land.

    # No vendored card the engine models turns a permanent already on the battlefield into a land
    # (Badgermole Cub's earthbend and Frostwalk Bastion go the other way, and are unmodelled), so
    # this ruling has no board to show; the scenario below shows the trigger needs an entering land.
    @id:a-land-already-on-the-battlefield-doesnt-trigger-it-when
    Scenario: A Forest already on the battlefield as the turn goes on doesn't trigger it (not: landfall counts the lands Alice controls)
      Given Alice controls a Scythe Leopard and a Forest
      When the game advances to Alice's end step
      Then Scythe Leopard's ability did not trigger
      And Scythe Leopard is a 1/1 creature

  @ruling:2024-11-08 @rule:603.6a @rule:305.1
  Rule: Landfall triggers whenever a land Alice controls enters, played or put there
    A landfall ability triggers whenever a land you control enters for any reason. It triggers whenever you play a land, as well as whenever a spell or ability puts a land onto the battlefield under your control.

    # No modelled vendored spell or ability puts a land onto the battlefield, so only the played land is shown.
    @id:alice-plays-a-forest-scythe-leopard-is-2-2-until-end-of-turn
    Scenario: Alice plays a Forest: Scythe Leopard is 2/2 until end of turn, then 1/1 again (not: the bonus lasts)
      Given Alice controls a Scythe Leopard
      And Alice has a Forest in her hand
      When Alice plays Forest
      Then Scythe Leopard's ability triggered once
      When all players pass priority
      Then Scythe Leopard is a 2/2 creature
      When the game advances to Bob's upkeep
      Then Scythe Leopard is a 1/1 creature

    @id:bobs-land-entering-doesnt-trigger-alices-scythe-leopard
    Scenario: Bob playing a land doesn't trigger Alice's Scythe Leopard (not: any land entering)
      Given it is Bob's precombat main phase
      And Alice controls a Scythe Leopard
      And Bob has an Island in his hand
      When Bob plays Island
      Then Scythe Leopard's ability did not trigger
      And Scythe Leopard is a 1/1 creature

  @ruling:2024-11-08 @rule:603.3b
  Rule: Each landfall ability triggers, and Alice puts them on the stack in the order she chooses
    Whenever a land you control enters, each landfall ability of the permanents you control will trigger. You can put them   on the stack in any order. The last ability you put on the stack will be the first one to resolve (As a result, you can have those abilities resolve in the order of your choosing.).

    @id:scythe-leopard-and-steppe-lynx-both-trigger-in-alices-order
    Scenario: One Forest triggers both Scythe Leopard and Steppe Lynx, stacked in Alice's order (not: one landfall trigger per land, or a fixed order)
      Given Alice controls a Scythe Leopard and a Steppe Lynx
      And Alice has a Forest in her hand
      When Alice will put her triggered abilities on the stack in the order Scythe Leopard, then Steppe Lynx
      And Alice plays Forest
      Then the stack holds, from the bottom, abilities of Scythe Leopard, then Steppe Lynx
      When all players pass priority
      Then Steppe Lynx is a 2/3 creature
      And Scythe Leopard is a 1/1 creature
      When all players pass priority
      Then Scythe Leopard is a 2/2 creature
