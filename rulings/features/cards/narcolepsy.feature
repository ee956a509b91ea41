@card:narcolepsy
Feature: Narcolepsy
  Enchant creature
  At the beginning of each upkeep, if enchanted creature is untapped, tap it.

  @ruling:2010-06-15
  Rule: The creature untaps as normal, then is tapped as the upkeep trigger resolves; it may be tapped in response
    Narcolepsy doesn’t keep the enchanted creature continually tapped. The creature untaps during its controller’s untap step as normal, then is tapped when Narcolepsy’s ability resolves during that upkeep. The creature may be tapped in response (for example, if it has an activated ability with {T} in its cost).

    @rule:603.2b @rule:503.1a
    @id:bobs-llanowar-elves-untaps-in-his-untap-step-and-is-tapped
    Scenario: Bob's Llanowar Elves untaps in his untap step and is tapped again as Narcolepsy's ability resolves in his upkeep
      Given it is Alice's end step
      And Bob controls a tapped Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Bob's upkeep
      Then Llanowar Elves is untapped
      And the top of the stack is an ability of Narcolepsy
      When all players pass priority
      Then Llanowar Elves is tapped

    @rule:603.4
    @id:bob-taps-llanowar-elves-for-mana-in-response-the-ability
    Scenario: Bob taps Llanowar Elves for mana in response: the ability then does nothing (not: it taps the creature again)
      Given it is Alice's end step
      And Bob controls a tapped Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Bob's upkeep
      And Bob taps Llanowar Elves for mana
      And all players pass priority
      Then Llanowar Elves is tapped
      And Llanowar Elves became tapped once
      And the stack is empty

  @ruling:2010-06-15
  Rule: Intervening "if": it triggers only if the creature is untapped as an upkeep begins, and does nothing if it is tapped on resolution
    Narcolepsy’s triggered ability has an “intervening ‘if’ clause.” That means (1) the ability triggers only if the enchanted creature is untapped as any player’s upkeep begins, and (2) the ability does nothing if the enchanted creature is already tapped by the time it resolves.

    @rule:603.4
    @id:bobs-llanowar-elves-stays-tapped-through-alices-untap-step
    Scenario: Bob's Llanowar Elves stays tapped through Alice's untap step: in Alice's upkeep the ability doesn't trigger (not: it triggers and fails on resolution)
      Given it is Bob's end step
      And Bob controls a tapped Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Alice's upkeep
      Then Narcolepsy's ability did not trigger
      And the stack is empty

    @rule:603.4
    @id:bobs-untapped-llanowar-elves-is-tapped-in-alices-upkeep-too
    Scenario: Bob's untapped Llanowar Elves is tapped in Alice's upkeep too: "each upkeep" (not: only its controller's)
      Given it is Bob's end step
      And Bob controls a Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Alice's upkeep
      Then Narcolepsy's ability triggered once
      When all players pass priority
      Then Llanowar Elves is tapped
