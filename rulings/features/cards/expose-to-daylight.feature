@card:expose-to-daylight
Feature: Expose to Daylight
  Destroy target artifact or enchantment. Scry 1.

  @ruling:2019-01-25 @rule:608.2b @rule:702.12b @rule:701.22a
  Rule: Its target illegal, no scry; legal but indestructible, a scry
    If the chosen target becomes an illegal target for Expose to Daylight, the spell doesn’t resolve. You don’t scry 1. If the target is legal but not destroyed (most likely because it has indestructible), you do scry 1.

    @id:voltaic-servant-destroyed-by-disenchant-first-no-scry-so-the
    Scenario: Voltaic Servant destroyed by Disenchant first: no scry, so the Island Alice would have put on the bottom is her next draw (not: the scry doesn't need the target)
      Given Bob controls a Voltaic Servant
      And Bob has a Forest in his library
      And Alice has an Expose to Daylight and a Disenchant in her hand
      And Alice has an Island and a Forest in her library
      And Alice's mana pool holds {W}{C}{C}{W}{C}
      When Alice will scry with Expose to Daylight, putting Island on the bottom
      And Alice casts Expose to Daylight targeting Voltaic Servant
      And Alice casts Disenchant targeting Voltaic Servant
      And all players pass priority
      And all players pass priority
      Then Expose to Daylight is in her graveyard
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Island is in her hand

    @id:on-an-indestructible-darksteel-myr-it-survives-and-alice-2
    Scenario: On an indestructible Darksteel Myr: it survives, and Alice scries the Island to the bottom and draws the Forest (not: nothing destroyed, nothing else happens)
      Given Bob controls a Darksteel Myr
      And Bob has a Forest in his library
      And Alice has an Expose to Daylight in her hand
      And Alice has an Island and a Forest in her library
      And Alice's mana pool holds {W}{C}{C}
      When Alice will scry with Expose to Daylight, putting Island on the bottom
      And Alice casts Expose to Daylight targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      When the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library
