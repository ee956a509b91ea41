@card:time-warp
Feature: Time Warp
  Target player takes an extra turn after this one.

  @ruling:2022-12-08 @rule:500.7
  Rule: Extra turns are taken in the reverse of the order their effects resolved
    If multiple "extra turn" effects resolve in the same turn, take them in the reverse of the order that the effects resolved. In other words, the most recently created extra turn is taken first.

    @id:time-warp-resolving-last-its-extra-turn-comes-first
    Scenario: Time Warp giving Bob an extra turn resolves after Temporal Manipulation, so Bob's extra turn comes first (not: in the order they resolved)
      Given Alice has a Temporal Manipulation and a Time Warp in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{C}{C}{C}{C}{C}{C}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Temporal Manipulation
      And all players pass priority
      And Alice casts Time Warp targeting Bob
      And all players pass priority
      And the game advances to Bob's upkeep
      Then it is turn 2
      When the game advances to Alice's upkeep
      Then it is turn 3
      When the game advances to Bob's upkeep
      Then it is turn 4
