@card:stasis
Feature: Stasis
  Players skip their untap steps.
  At the beginning of your upkeep, sacrifice Stasis unless you pay {U}.

  @ruling:2004-10-04 @rule:614.10 @rule:502.1
  Rule: With no untap step, nothing in it happens
    Since there is no untap step, Phasing in/out won’t happen.

    @id:bobs-turn-goes-on-to-his-upkeep-with-nothing-untapped
    Scenario: Bob's turn goes on to his upkeep with nothing untapped
      Given Alice controls a Stasis
      And Bob controls a tapped Island and a tapped Llanowar Elves
      When the game advances to Bob's upkeep
      Then Island is tapped
      And Llanowar Elves is tapped

    @id:the-game-cant-stop-in-a-skipped-untap-step
    Scenario: The game can't stop in a skipped untap step
      Given Alice controls a Stasis
      And Bob controls a tapped Island
      When Bob tries to keep Island tapped during Bob's untap step
      Then that is illegal

    @id:the-game-cant-be-advanced-to-a-skipped-untap-step
    Scenario: The game can't be advanced to a skipped untap step
      Given Alice controls a Stasis
      And Bob controls a tapped Island
      When the game tries to advance to Bob's untap step
      Then that is illegal

    @rule:502.4
    @id:a-tapped-hollowsage-doesnt-become-untapped-so-its-ability
    Scenario: A tapped Hollowsage doesn't become untapped, so its ability doesn't trigger
      Given it is Bob's end step
      And Bob controls a Stasis
      And Alice controls a tapped Hollowsage
      When the game advances to Alice's upkeep
      Then Hollowsage is tapped
      And Hollowsage's ability did not trigger

    @id:skipping-the-untap-step-doesnt-skip-the-turn-summoning
    Scenario: Skipping the untap step doesn't skip the turn: summoning sickness still ends
      Given it is Bob's end step
      And Bob controls a Stasis
      And Alice controls a summoning-sick Llanowar Elves
      When the game advances to Alice's upkeep
      And Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

  @ruling:2004-10-04
  Rule: Permanents can still be untapped outside the untap step
    Does not prevent cards from being untapped outside the untap step.

    @rule:107.6
    @id:pili-palas-q-untaps-it
    Scenario: Pili-Pala's {Q} untaps it
      Given Alice controls a tapped Pili-Pala and a Stasis
      And Alice's mana pool holds {C}{C}
      When Alice activates Pili-Pala for {G}
      Then Pili-Pala is untapped

    @id:thousand-year-elixir-untaps-a-creature
    Scenario: Thousand-Year Elixir untaps a creature
      Given Alice controls a Thousand-Year Elixir and a tapped Llanowar Elves
      And Bob controls a Stasis
      And Alice's mana pool holds {C}
      When Alice activates Thousand-Year Elixir targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is untapped
