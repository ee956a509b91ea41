@card:raging-regisaur
Feature: Raging Regisaur
  Whenever this creature attacks, it deals 1 damage to any target.

  @ruling:2018-01-19 @rule:120.2 @rule:510.2
  Rule: Its attack trigger's damage isn't combat damage
    Damage dealt by Raging Regisaur's triggered ability isn't combat damage.

    @id:raging-regisaurs-trigger-deals-bob-1-noncombat-damage-then
    Scenario: Raging Regisaur's trigger deals Bob 1 noncombat damage, then its combat damage is 4 (not: the trigger's damage is combat damage, as it attacks)
      Given Alice controls a Raging Regisaur
      When Alice will choose Bob when she must choose
      And Alice attacks Bob with Raging Regisaur
      And all players pass priority
      Then Raging Regisaur dealt 1 noncombat damage to Bob
      And Raging Regisaur dealt no combat damage
      And Bob's life total is 19
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Raging Regisaur dealt 4 combat damage to Bob
      And Bob's life total is 15
