@card:colossus-of-sardia
Feature: Colossus of Sardia
  Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)
  Colossus of Sardia doesn't untap during your untap step.
  {9}: Untap Colossus of Sardia. Activate only during your upkeep.

  @ruling:2008-05-01 @rule:602.5
  Rule: Its untap ability is activated, as often as you like, during your upkeep
    The ability that untaps it during your upkeep has been returned to an activated ability. There is no restriction on how many times it can be untapped during your upkeep with this ability.

    @id:in-alices-upkeep-paying-9-untaps-colossus-of-sardia
    Scenario: In Alice's upkeep, paying {9} untaps Colossus of Sardia
      Given it is Alice's upkeep
      And Alice controls a tapped Colossus of Sardia
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}
      When Alice activates Colossus of Sardia
      Then the stack holds one object
      When all players pass priority
      Then Colossus of Sardia is untapped
      And Colossus of Sardia untapped once

    @id:it-can-be-activated-again-in-the-same-upkeep
    Scenario: It can be activated again in the same upkeep
      Given it is Alice's upkeep
      And Alice controls a tapped Colossus of Sardia
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}
      When Alice activates Colossus of Sardia
      And Alice activates Colossus of Sardia
      Then the stack holds two objects
      And Alice's mana pool is empty

    @id:not-in-her-precombat-main-phase
    Scenario: Not in her precombat main phase
      Given Alice controls a tapped Colossus of Sardia
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}
      When Alice tries to activate Colossus of Sardia
      Then that is illegal
      And Colossus of Sardia is tapped

    @id:not-in-another-players-upkeep
    Scenario: Not in another player's upkeep
      Given it is Bob's upkeep
      And Alice has priority
      And Alice controls a tapped Colossus of Sardia
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}{C}{C}{C}
      When Alice tries to activate Colossus of Sardia
      Then that is illegal

    @rule:502.3
    @id:it-doesnt-untap-during-alices-untap-step
    Scenario: It doesn't untap during Alice's untap step
      Given it is Bob's end step
      And Alice controls a tapped Colossus of Sardia and a tapped Forest
      When the game advances to Alice's untap step
      Then Colossus of Sardia is tapped
      And Forest is untapped
