@card:lifelink
Feature: Lifelink
  Enchant creature
  Enchanted creature has lifelink. (Damage dealt by the creature also causes its controller to gain that much life.)

  @ruling:2009-10-01 @rule:702.15b
  Rule: The enchanted creature's controller gains the life, not the Aura's
    The controller of the enchanted creature, not the controller of Lifelink, gains the life (in case they’re different players).

    @rule:120.3f
    @id:alices-lifelink-on-bobs-grizzly-bears-bob-gains-2-as-it-deals
    Scenario: Alice's Lifelink on Bob's Grizzly Bears: Bob gains 2 as it deals combat damage to Alice (not: the Aura's controller)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Lifelink attached to Bob's Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And Alice declares no blockers
      And the game advances to Bob's combat damage step
      Then Alice's life total is 18
      And Bob's life total is 22

    @rule:303.4b
    @id:cast-on-alices-grizzly-bears-it-has-lifelink-bobs-walking
    Scenario: Cast on Alice's Grizzly Bears, it has lifelink; Bob's Walking Corpse doesn't (not: every creature)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Lifelink in her hand
      And Alice's mana pool holds {W}
      When Alice casts Lifelink targeting Grizzly Bears
      And all players pass priority
      Then Lifelink is attached to Grizzly Bears
      And Grizzly Bears has lifelink
      And Walking Corpse doesn't have lifelink
