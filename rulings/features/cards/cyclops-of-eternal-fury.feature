@card:cyclops-of-eternal-fury
Feature: Cyclops of Eternal Fury
  Creatures you control have haste.

  @ruling:2014-04-26 @rule:302.6 @rule:702.10b
  Rule: "Creatures you control have haste" includes the Cyclops itself
    Cyclops of Eternal Fury's ability gives itself haste.

    @id:cast-this-turn-cyclops-of-eternal-fury-has-haste-and-attacks
    Scenario: Cast this turn, Cyclops of Eternal Fury has haste and attacks Bob for 5 (not: "creatures you control" means the others, and it is summoning sick)
      Given Alice has a Cyclops of Eternal Fury in her hand
      And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
      When Alice casts Cyclops of Eternal Fury
      And all players pass priority
      Then Cyclops of Eternal Fury has haste
      And Cyclops of Eternal Fury can attack
      When Alice attacks Bob with Cyclops of Eternal Fury
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15
