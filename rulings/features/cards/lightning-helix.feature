@card:lightning-helix
Feature: Lightning Helix
  Lightning Helix deals 3 damage to any target and you gain 3 life.

  @ruling:2017-11-17 @rule:608.2b
  Rule: Its target illegal, it doesn't resolve: no life
    If the chosen target is illegal when Lightning Helix tries to resolve, it won't resolve and none of its effects will happen. You won't gain 3 life.

    @id:grizzly-bears-dead-to-shock-first-lightning-helix-gains
    Scenario: Grizzly Bears dead to Shock first: Lightning Helix gains Alice no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Lightning Helix and a Shock in her hand
      And Alice's mana pool holds {R}{W}{R}
      When Alice casts Lightning Helix targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Lightning Helix is in her graveyard
      And Alice's life total is 20

    @id:aimed-at-bob-a-target-still-legal-bob-is-dealt-3-damage-and
    Scenario: Aimed at Bob, a target still legal: Bob is dealt 3 damage and Alice gains 3 life
      Given Alice has a Lightning Helix in her hand
      And Alice's mana pool holds {R}{W}
      When Alice casts Lightning Helix targeting Bob
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23

  @ruling:2024-02-02
  Rule: The same ruling, dated again
    If the chosen target is illegal when Lightning Helix tries to resolve, it won't resolve and none of its effects will happen. You won't gain 3 life.

    # The ruling of 2017-11-17, restated in 2024: shown under it above.
