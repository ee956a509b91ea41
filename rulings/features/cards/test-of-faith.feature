@card:test-of-faith
Feature: Test of Faith
  Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.

  @ruling:2004-12-01 @rule:615.5
  Rule: The counters come as the damage is prevented: a 1/1 dealt 6 ends a 4/4 with 3 damage
    The +1/+1 counters are put onto the creature at the same time the damage is prevented. If a 1/1 creature would be dealt 6 damage, 3 damage is prevented and three +1/+1 counters are put on the creature. The creature ends up as a 4/4 creature with 3 damage marked on it.

    @rule:510.2
    @id:raging-goblin-dealt-6-ends-a-4-4-with-3-damage
    Scenario: Alice's 1/1 Raging Goblin blocked by a 6/5 Shivan Dragon survives as a 4/4 with 3 damage marked (not: the counters come too late, after it died)
      Given Alice controls a Raging Goblin
      And Alice has a Test of Faith in her hand
      And Alice's mana pool holds {W}{C}
      And Bob controls a Shivan Dragon
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob activates Shivan Dragon
      And all players pass priority
      And Alice casts Test of Faith targeting Raging Goblin
      And all players pass priority
      And Alice attacks Bob with Raging Goblin
      And Bob blocks Raging Goblin with Shivan Dragon
      And the game advances to Alice's end of combat step
      Then Raging Goblin is on the battlefield
      And Raging Goblin has three +1/+1 counters
      And Raging Goblin has 3 damage marked on it
      And Raging Goblin has power and toughness 4/4
