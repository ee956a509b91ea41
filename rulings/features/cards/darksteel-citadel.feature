@card:darksteel-citadel
Feature: Darksteel Citadel
  Indestructible
  {T}: Add {C}.

  @ruling:2014-07-18 @rule:305.1 @rule:305.2 @rule:305.9
  Rule: An artifact land is played as a land, never cast
    Although Darksteel Citadel is an artifact, it can't be cast as a spell. Playing it follows the normal rules for playing a land.

    @id:alice-cant-cast-darksteel-citadel-she-plays-it-as-her-land
    Scenario: Alice can't cast Darksteel Citadel; she plays it as her land for the turn (not: an artifact, so it's cast as a spell)
      Given Alice has a Darksteel Citadel and a Forest in her hand
      When Alice tries to cast Darksteel Citadel
      Then that is illegal
      And Darksteel Citadel is in her hand
      When Alice plays Darksteel Citadel
      Then Darksteel Citadel is on the battlefield
      And the stack is empty
      When Alice tries to play Forest
      Then that is illegal

    @id:with-a-land-already-played-this-turn-alice-cant-play
    Scenario: With a land already played this turn, Alice can't play Darksteel Citadel too
      Given Alice has a Forest and a Darksteel Citadel in her hand
      When Alice plays Forest
      And Alice tries to play Darksteel Citadel
      Then that is illegal
      And Darksteel Citadel is in her hand

    @id:in-bobs-turn-alice-cant-play-it-even-holding-priority-with
    Scenario: In Bob's turn Alice can't play it, even holding priority with an empty stack
      Given it is Bob's precombat main phase
      And Alice has a Darksteel Citadel in her hand
      When Bob passes priority
      And Alice tries to play Darksteel Citadel
      Then that is illegal
