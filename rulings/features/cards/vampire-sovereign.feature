@card:vampire-sovereign
Feature: Vampire Sovereign
  Flying
  When this creature enters, target opponent loses 3 life and you gain 3 life.

  @rule:119.3
  Rule: The opponent it targets loses 3 life, then its controller gains 3
    If an effect causes a player to gain life or lose life, that player’s life total is adjusted accordingly.

    @rule:608.2c
    @id:vampire-sovereign-enters-bob-loses-3-life-and-alice-gains-3
    Scenario: Vampire Sovereign enters: Bob loses 3 life and Alice gains 3 (not: the life gained by the opponent, or left out)
      Given Alice has a Vampire Sovereign in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      When Alice casts Vampire Sovereign
      And all players pass priority
      Then Vampire Sovereign's ability triggered once
      When all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23
      And the stack is empty

  @rule:603.3d
  Rule: Its target is chosen as it is put on the stack, and only an opponent may be chosen
    The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.

    @rule:102.2
    @id:alice-would-rather-target-herself-the-only-opponent-bob-is-the
    Scenario: Alice would rather target herself, but Bob, her only opponent, is its target (not: "target opponent" read as "target player")
      Given Alice has a Vampire Sovereign in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      When Alice will choose Alice when she must
      And Alice casts Vampire Sovereign
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23

    @id:of-two-opponents-alice-targets-carol-only-carol-loses-3-life
    Scenario: Of two opponents Alice targets Carol: only Carol loses 3 life (not: each opponent loses it)
      Given Alice, Bob and Carol are playing
      And Alice has a Vampire Sovereign in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}
      When Alice will choose Carol when she must
      And Alice casts Vampire Sovereign
      And all players pass priority
      And all players pass priority
      Then Carol's life total is 17
      And Bob's life total is 20
      And Alice's life total is 23
