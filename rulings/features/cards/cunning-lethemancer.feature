@card:cunning-lethemancer
Feature: Cunning Lethemancer
  At the beginning of your upkeep, each player discards a card.

  @ruling:2008-10-01
  Rule: Each player chooses a card to discard, Alice first; then all are discarded at once
    First you choose a card to discard, then each other player in turn order chooses a card to discard, then all those cards are discarded simultaneously. No one sees what the other players are discarding before deciding which cards to discard.

    @rule:101.4 @rule:603.2b
    @id:in-alices-upkeep-alice-and-bob-each-discard-the-card-they
    Scenario: In Alice's upkeep, Alice and Bob each discard the card they chose
      Given it is Bob's end step
      And Alice controls a Cunning Lethemancer
      And Alice has a Forest and a Grizzly Bears in her hand
      And Bob has a Swamp and a Llanowar Elves in his hand
      When Alice will choose Forest when she must choose
      And Bob will choose Llanowar Elves when he must choose
      And the game advances to Alice's upkeep
      And all players pass priority
      Then Forest is in her graveyard
      And Grizzly Bears is in her hand
      And Llanowar Elves is in his graveyard
      And Swamp is in his hand

    @rule:101.4
    @id:a-player-with-an-empty-hand-discards-nothing-the-other-still
    Scenario: A player with an empty hand discards nothing; the other still discards (not: the ability does nothing)
      Given it is Bob's end step
      And Alice controls a Cunning Lethemancer
      And Bob has a Swamp in his hand
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Swamp is in his graveyard

    @id:in-bobs-upkeep-it-doesnt-trigger-your-upkeep
    Scenario: In Bob's upkeep it doesn't trigger: "your upkeep"
      Given it is Alice's end step
      And Alice controls a Cunning Lethemancer
      And Bob has a Swamp in his hand
      When the game advances to Bob's upkeep
      Then Cunning Lethemancer's ability did not trigger
      And Swamp is in his hand
