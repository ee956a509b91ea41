@card:lavaleaper
Feature: Lavaleaper
  All creatures have haste.
  Whenever a player taps a basic land for mana, that player adds one mana of any type that land produced.

  @ruling:2025-11-17 @rule:605.1b
  Rule: Its triggered ability is a mana ability
    Lavaleaper's last ability is a mana ability. It doesn't use the stack and can't be responded to.

    @id:tapping-a-basic-land-adds-the-extra-mana-at-once-with
    Scenario: Tapping a basic land adds the extra mana at once, with nothing on the stack
      Given Alice controls a Forest and a Lavaleaper
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}
      And the stack is empty

    @id:any-players-basic-land-bobs-island-under-alices-lavaleaper
    Scenario: Any player's basic land: Bob's Island under Alice's Lavaleaper
      Given Alice controls a Lavaleaper
      And Bob controls an Island
      And Bob has priority
      When Bob taps Island for mana
      Then Bob's mana pool is {U}{U}
      And the stack is empty

    @id:a-nonbasic-land-doesnt-trigger-it
    Scenario: A nonbasic land doesn't trigger it
      Given Alice controls a Reflecting Pool, a Forest and a Lavaleaper
      When Alice taps Reflecting Pool for {G}
      Then Alice's mana pool is {G}
      And Lavaleaper's ability did not trigger

