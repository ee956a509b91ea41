@card:vine-snare
Feature: Vine Snare
  Prevent all combat damage that would be dealt this turn by creatures with power 4 or less.

  @ruling:2015-06-22 @rule:615.1
  Rule: Each creature's power is checked as it would deal combat damage, not as Vine Snare resolves
    Check the power of each creature as it would deal combat damage to determine if that damage is prevented. It doesn’t matter what any creature’s power is as Vine Snare resolves.

    @id:raging-goblin-grown-to-4-4-is-still-snared
    Scenario: Raging Goblin given +3/+3 after Vine Snare resolved attacks with power 4, still 4 or less: its damage is prevented (not: only power less than 4)
      Given it is Bob's precombat main phase
      And Bob controls a Raging Goblin
      And Bob has a Giant Growth in his hand
      And Bob's mana pool holds {G}
      And Alice has a Vine Snare in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Bob passes priority
      And Alice casts Vine Snare
      And all players pass priority
      And Bob casts Giant Growth targeting Raging Goblin
      And all players pass priority
      And Bob attacks Alice with Raging Goblin
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20
      And Raging Goblin dealt no combat damage
