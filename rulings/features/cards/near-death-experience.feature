@card:near-death-experience
Feature: Near-Death Experience
  At the beginning of your upkeep, if you have exactly 1 life, you win the game.

  @ruling:2010-06-15
  Rule: In a Two-Headed Giant game, anything that cares about your life total checks your team’s…
    In a Two-Headed Giant game, anything that cares about your life total checks your team’s life total. You’ll win the game if your team has exactly 1 life.

  @ruling:2010-06-15
  Rule: Intervening "if": it triggers only at exactly 1 life as the upkeep begins, and does nothing at another life total on resolution
    This ability has an “intervening ‘if’ clause.” That means (1) the ability triggers only if you have exactly 1 life as your upkeep begins, and (2) the ability does nothing if your life total is anything other than 1 by the time it resolves.

    @rule:603.4
    @id:at-exactly-1-life-as-her-upkeep-begins-and-as-it-resolves
    Scenario: At exactly 1 life as her upkeep begins and as it resolves, Alice wins
      Given it is Bob's end step
      And Alice controls a Near-Death Experience
      And Alice's life total is 1
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Alice has won the game
      And Bob has lost the game

    @rule:603.4
    @id:at-3-life-as-her-upkeep-begins-it-doesnt-trigger-not-exactly
    Scenario: At 3 life as her upkeep begins, it doesn't trigger (not: "exactly 1" read as "at most")
      Given it is Bob's end step
      And Alice controls a Near-Death Experience
      And Alice's life total is 3
      When the game advances to Alice's upkeep
      Then Near-Death Experience's ability did not trigger
      And Alice has not won the game

    @rule:603.4
    @id:alice-gains-1-life-in-response-at-2-life-as-it-resolves-it
    Scenario: Alice gains 1 life in response: at 2 life as it resolves, it does nothing (not: checked only as it triggered)
      Given it is Bob's end step
      And Alice controls a Near-Death Experience and a Soul Warden
      And Alice's life total is 1
      And Alice controls three Forests
      And Alice has a Boon Satyr in her hand
      When the game advances to Alice's upkeep
      Then Near-Death Experience's ability triggered once
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 2
      And the top of the stack is an ability of Near-Death Experience
      When all players pass priority
      Then Alice has not won the game
      And Bob has not lost the game
