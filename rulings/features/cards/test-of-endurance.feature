@card:test-of-endurance
Feature: Test of Endurance
  At the beginning of your upkeep, if you have 50 or more life, you win the game.

  @ruling:2022-12-08
  Rule: Its life total is checked as the upkeep begins: below 50 then, the ability doesn't trigger at all
    Test of Endurance’s ability will check your life total as your upkeep begins, before any player has the opportunity to take any actions. If you don’t have 50 or more life at that time, the ability won’t trigger at all. If the ability does trigger, it will check again as it tries to resolve. If your life total has fallen below 50 at that point, the ability won’t have any effect.

    @rule:603.4
    @id:at-50-life-as-her-upkeep-begins-alice-wins-the-game
    Scenario: At 50 life as her upkeep begins, Alice wins the game
      Given it is Bob's end step
      And Alice controls a Test of Endurance
      And Alice's life total is 50
      When the game advances to Alice's upkeep
      Then Test of Endurance's ability triggered once
      When all players pass priority
      Then Alice has won the game
      And Bob has lost the game

    @rule:603.4
    @id:at-49-life-as-her-upkeep-begins-it-doesnt-trigger-though-she
    Scenario: At 49 life as her upkeep begins, it doesn't trigger, though she gains life before the upkeep ends (not: checked whenever she has priority)
      Given it is Bob's end step
      And Alice controls a Test of Endurance and a Soul Warden
      And Alice's life total is 49
      And Alice controls three Forests
      And Alice has a Boon Satyr in her hand
      When the game advances to Alice's upkeep
      Then Test of Endurance's ability did not trigger
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 50
      And Alice has not won the game
      And Test of Endurance's ability did not trigger

    @rule:603.4
    @id:at-50-life-in-bobs-upkeep-it-doesnt-trigger-your-upkeep-not
    Scenario: At 50 life in Bob's upkeep, it doesn't trigger: "your upkeep" (not: each upkeep)
      Given it is Alice's end step
      And Alice controls a Test of Endurance
      And Alice's life total is 50
      When the game advances to Bob's upkeep
      Then Test of Endurance's ability did not trigger
