@card:time-stretch
Feature: Time Stretch
  Target player takes two extra turns after this one.

  @ruling:2022-12-08 @rule:500.7
  Rule: Extra turns are taken in the reverse of the order their effects resolved
    If multiple "extra turn" effects resolve in the same turn, take them in the reverse of the order that the effects resolved. In other words, the most recently created extra turn is taken first.

    @id:time-stretch-resolving-last-bobs-two-extra-turns-come-before
    Scenario: Time Stretch resolving after Temporal Manipulation: Bob's two extra turns come before Alice's (not: in the order they resolved)
      Given Alice has a Temporal Manipulation and a Time Stretch in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice casts Temporal Manipulation
      And all players pass priority
      And Alice casts Time Stretch targeting Bob
      And all players pass priority
      And the game advances to Bob's upkeep
      Then it is turn 2
      When the game advances to Bob's upkeep
      Then it is turn 3
      When the game advances to Alice's upkeep
      Then it is turn 4
      When the game advances to Bob's upkeep
      Then it is turn 5
