@card:seize-the-initiative
Feature: Seize the Initiative
  Target creature gets +1/+1 and gains first strike until end of turn.

  @ruling:2011-01-01 @rule:702.7c @rule:510.4
  Rule: A creature that gains first strike after the first-strike combat damage step still deals damage in the second
    A creature that gains first strike after other creatures with first strike or double strike deal combat damage in the first combat damage step will still deal damage in the second combat damage step.

    @id:seize-the-initiative-on-a-blocked-grizzly-bears-after-the
    Scenario: Seize the Initiative on a blocked Grizzly Bears after the first-strike step: it deals its 3 damage in the regular step
      Given Alice controls a Youthful Knight, a Grizzly Bears and a Plains
      And Alice has a Seize the Initiative in her hand
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Youthful Knight and Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      And Grizzly Bears has no damage marked on it
      When Alice taps Plains for mana
      And Alice casts Seize the Initiative targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Savannah Lions is in its owner's graveyard
      And Grizzly Bears dealt 3 combat damage to Savannah Lions
      And Grizzly Bears has 2 damage marked on it
      And Grizzly Bears is on the battlefield
