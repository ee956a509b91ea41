@card:disorient
Feature: Disorient
  Target creature gets -7/-0 until end of turn.

  @ruling:2009-10-01 @rule:510.1a
  Rule: Power 0 or less assigns no combat damage, never a negative amount
    A creature with power 0 or less assigns no combat damage. (It doesn’t assign a negative amount of combat damage.)

    @id:bobs-unblocked-grizzly-bears-at-5-2-deals-alice-no-damage
    Scenario: Bob's unblocked Grizzly Bears at -5/2 deals Alice no damage: her life stays 20 (not: -5 damage gains her 5 life)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls an Island and three Mountains
      And Alice has a Disorient in her hand
      When Bob attacks Alice with Grizzly Bears
      And Alice declares no blockers
      And Bob passes priority
      And Alice taps Island for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Disorient targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a -5/2 creature
      When the game advances to Bob's end of combat step
      Then Grizzly Bears dealt no combat damage
      And Alice's life total is 20

    @rule:702.19b
    @id:colossal-dreadmaw-at-1-6-blocked-by-grizzly-bears-deals-no
    Scenario: Colossal Dreadmaw at -1/6, blocked by Grizzly Bears, deals no damage to the Bears nor trample damage to Alice; the Bears deal theirs
      Given it is Bob's precombat main phase
      And Bob controls a Colossal Dreadmaw
      And Alice controls a Grizzly Bears, an Island and three Mountains
      And Alice has a Disorient in her hand
      When Bob attacks Alice with Colossal Dreadmaw
      And Alice blocks Colossal Dreadmaw with Grizzly Bears
      And Bob passes priority
      And Alice taps Island for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Disorient targeting Colossal Dreadmaw
      And all players pass priority
      And the game advances to Bob's end of combat step
      Then Colossal Dreadmaw dealt no combat damage
      And Grizzly Bears has no damage marked on it
      And Colossal Dreadmaw has 2 damage marked on it
      And Alice's life total is 20
