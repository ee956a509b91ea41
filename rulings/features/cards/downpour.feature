@card:downpour
Feature: Downpour
  Tap up to three target creatures.

  @ruling:2012-07-01 @rule:608.2b
  Rule: Some of its targets illegal, the remaining legal targets are still tapped
    If Downpour targets more than one creature, and some but not all of the creatures are illegal targets by the time Downpour resolves, the remaining legal targets will be tapped.

    @id:one-of-three-targets-shocked-in-response-the-other-two-are
    Scenario: One of three targets Shocked in response, the other two are tapped (not: an illegal target stops the whole spell)
      Given Bob controls a Grizzly Bears, a Walking Corpse and a Savannah Lions
      And Alice has a Downpour and a Shock in her hand
      And Alice's mana pool holds {U}{C}{R}
      When Alice casts Downpour targeting Grizzly Bears and Walking Corpse and Savannah Lions
      And Alice casts Shock targeting Savannah Lions
      And all players pass priority
      Then Savannah Lions is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Grizzly Bears is tapped
      And Walking Corpse is tapped

    @rule:601.2c
    @id:one-target-chosen-it-alone-is-tapped-not-up-to-three-means
    Scenario: One target chosen, it alone is tapped (not: "up to three" means exactly three)
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Downpour in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Downpour targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is tapped
      And Walking Corpse is untapped

    @rule:601.2c
    @id:four-targets-cant-be-chosen-not-up-to-three-is-any-number
    Scenario: Four targets can't be chosen (not: "up to three" is any number)
      Given Bob controls a Grizzly Bears, a Walking Corpse, a Savannah Lions and a Giant Spider
      And Alice has a Downpour in her hand
      And Alice's mana pool holds {U}{C}
      Then Alice may not cast Downpour targeting Grizzly Bears and Walking Corpse and Savannah Lions and Giant Spider
