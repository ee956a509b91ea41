@card:temporal-manipulation
Feature: Temporal Manipulation
  Take an extra turn after this one.

  @ruling:2022-12-08 @rule:500.7
  Rule: Extra turns are taken in the reverse of the order their effects resolved
    If multiple "extra turn" effects resolve in the same turn, take them in the reverse of the order that the effects resolved. In other words, the most recently created extra turn is taken first.

    @id:temporal-manipulation-resolving-last-alices-extra-turn-comes
    Scenario: Temporal Manipulation resolving after Time Warp gave Bob an extra turn: Alice's extra turn comes first (not: in the order they resolved)
      Given Alice has a Temporal Manipulation and a Time Warp in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{C}{C}{C}{C}{C}{C}
      And Alice has a Forest in her library
      When Alice casts Time Warp targeting Bob
      And all players pass priority
      And Alice casts Temporal Manipulation
      And all players pass priority
      And the game advances to Alice's upkeep
      Then it is turn 2
      When the game advances to Bob's upkeep
      Then it is turn 3
