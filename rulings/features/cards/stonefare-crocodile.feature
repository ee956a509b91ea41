@card:stonefare-crocodile
Feature: Stonefare Crocodile
  {2}{B}: This creature gains lifelink until end of turn. (Damage dealt by this creature also causes you to gain that much life.)

  @ruling:2012-10-01 @rule:702.15f
  Rule: Lifelink twice is lifelink once
    Multiple instances of lifelink on the same creature are redundant. Activating Stonefare Crocodile's ability more than once during a single turn won't cause you to gain more life.

    @id:activated-twice-stonefare-crocodile-deals-bob-3-damage-and
    Scenario: Activated twice, Stonefare Crocodile deals Bob 3 damage and gains Alice 3 life, not 6 (not: each instance of lifelink gains the life again)
      Given Alice controls a Stonefare Crocodile
      And Alice's mana pool holds {B}{C}{C}{B}{C}{C}
      When Alice activates Stonefare Crocodile
      And all players pass priority
      And Alice activates Stonefare Crocodile
      And all players pass priority
      Then Stonefare Crocodile has lifelink
      When Alice attacks Bob with Stonefare Crocodile
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice's life total is 23
