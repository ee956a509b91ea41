@card:scroll-thief
Feature: Scroll Thief
  Whenever this creature deals combat damage to a player, draw a card.

  @ruling:2010-08-15 @rule:603.5
  Rule: The draw is mandatory: Alice draws when it resolves
    The ability is mandatory. You must draw a card when it resolves.

    @id:alices-standing-no-to-optional-choices-changes-nothing-she
    Scenario: Alice's standing "no" to optional choices changes nothing: she draws the card (not: a "may" she can decline)
      Given Alice controls a Scroll Thief
      And Alice has a Forest in her library
      When Alice will not do what Scroll Thief's ability says she may do
      And Alice attacks Bob with Scroll Thief
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 19
      And Forest is in her hand
      And Alice drew one card

  @ruling:2010-08-15 @rule:603.2c @rule:510.2
  Rule: One trigger each time it deals combat damage to a player, however much
    The ability triggers just once each time Scroll Thief deals combat damage to a player, regardless of how much damage it deals.

    @id:pumped-to-4-6-by-giant-growth-its-4-damage-to-bob-triggers
    Scenario: Pumped to 4/6 by Giant Growth, its 4 damage to Bob triggers it once: one card (not: one trigger per point of damage)
      Given Alice controls a Scroll Thief and a Forest
      And Alice has a Giant Growth in her hand
      And Alice has a Forest and an Island in her library
      When Alice attacks Bob with Scroll Thief
      And Bob declares no blockers
      And Alice taps Forest for mana
      And Alice casts Giant Growth targeting Scroll Thief
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Scroll Thief's ability triggered once
      And Alice drew one card

    @rule:702.4b
    @id:with-battle-masterys-double-strike-it-deals-combat-damage-to
    Scenario: With Battle Mastery's double strike it deals combat damage to Bob twice, in two steps: two triggers, two cards
      Given Alice controls a Scroll Thief and a Battle Mastery attached to Scroll Thief
      And Alice has a Forest and an Island in her library
      When Alice attacks Bob with Scroll Thief
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Scroll Thief's ability triggered twice
      And Alice drew two cards

    @id:blocked-by-walking-corpse-it-deals-combat-damage-to-no
    Scenario: Blocked by Walking Corpse, it deals combat damage to no player: no trigger
      Given Alice controls a Scroll Thief
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Scroll Thief
      And Bob blocks Scroll Thief with Walking Corpse
      And the game advances to Alice's end of combat step
      Then Scroll Thief's ability did not trigger
