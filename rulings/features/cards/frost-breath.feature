@card:frost-breath
Feature: Frost Breath
  Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.

  @ruling:2020-06-23 @rule:601.2c @rule:502.3
  Rule: A tapped creature may be its target: it stays tapped and doesn't untap in its controller's next untap step
    Frost Breath can target tapped creatures. If a targeted creature is already tapped when the spell resolves, that creature just remains tapped and doesn't untap during its controller's next untap step.

    @id:both-targets-tapped-or-not-stay-tapped-through-bobs-next
    Scenario: Both targets, tapped or not, stay tapped through Bob's next untap step; another tapped creature untaps
      Given Bob controls a tapped Grizzly Bears, a Walking Corpse and a tapped Savannah Lions
      And Alice has a Frost Breath in her hand
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Frost Breath targeting Grizzly Bears and Walking Corpse
      And all players pass priority
      Then Walking Corpse is tapped
      When the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      And Walking Corpse is tapped
      And Savannah Lions is untapped
