@card:kalastria-nightwatch
Feature: Kalastria Nightwatch
  Whenever you gain life, this creature gains flying until end of turn.

  @ruling:2015-08-25 @rule:702.15e @rule:119.9 @rule:603.2c
  Rule: Each lifelink creature's combat damage is one life-gain event, however many it damages
    A creature with lifelink dealing combat damage is a single life-gaining event. For example, if two creatures you control with lifelink deal combat damage at the same time, the ability will trigger twice. However, if a single creature with lifelink deals combat damage to multiple creatures, players, and/or planeswalkers at the same time (perhaps because it has trample or was blocked by more than one creature), the ability will trigger only once.

    @id:two-daybreak-chaplains-hit-bob-at-once-two-life-gain-events
    Scenario: Two Daybreak Chaplains hit Bob at once: two life-gain events, two triggers (not: one combat damage step, one trigger)
      Given Alice controls a Kalastria Nightwatch and two Daybreak Chaplains
      When Alice attacks Bob with Daybreak Chaplain and Daybreak Chaplain
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice's life total is 22
      And Kalastria Nightwatch's ability triggered twice
      And Kalastria Nightwatch has flying

    @id:one-daybreak-chaplain-pumped-to-4-6-and-blocked-by-two
    Scenario: One Daybreak Chaplain, pumped to 4/6 and blocked by two creatures, damages both: one event, one trigger (not: one per creature damaged)
      Given Alice controls a Kalastria Nightwatch, a Daybreak Chaplain and a Forest
      And Alice has a Giant Growth in her hand
      And Bob controls a Savannah Lions and a Walking Corpse
      When Alice attacks Bob with Daybreak Chaplain
      And Bob blocks Daybreak Chaplain with Savannah Lions and Walking Corpse
      And Alice taps Forest for mana
      And Alice casts Giant Growth targeting Daybreak Chaplain
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Savannah Lions is in his graveyard
      And Walking Corpse is in his graveyard
      And Alice's life total is 24
      And Kalastria Nightwatch's ability triggered once

  @ruling:2015-08-25
  Rule: In Two-Headed Giant, a teammate's life gain doesn't trigger it
    In a Two-Headed Giant game, life gained by your teammate won’t cause the ability to trigger, even though it causes your team’s life total to increase.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed
    # Giant's shared team life total (CR 810) isn't in its setup or protocol, so there is no teammate.

  @ruling:2015-08-25 @rule:119.9 @rule:603.2c
  Rule: Once per life-gain event, whatever the amount
    The ability triggers just once for each life-gaining event, whether it’s 1 life from Drana’s Emissary or 7 life from Nissa’s Renewal.

    @id:angels-mercys-7-life-is-one-event-one-trigger-not-one-per
    Scenario: Angel's Mercy's 7 life is one event: one trigger (not: one per life gained)
      Given Alice controls a Kalastria Nightwatch
      And Alice has an Angel's Mercy in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Angel's Mercy
      And all players pass priority
      Then Alice's life total is 27
      And the top of the stack is an ability of Kalastria Nightwatch
      When all players pass priority
      Then Kalastria Nightwatch's ability triggered once
      And Kalastria Nightwatch has flying
      And the stack is empty
