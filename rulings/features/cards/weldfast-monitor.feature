@card:weldfast-monitor
Feature: Weldfast Monitor
  {R}: This creature gains menace until end of turn.

  @ruling:2016-09-20 @rule:702.111c @rule:702.111b
  Rule: Menace twice is menace once: two blockers still suffice
    Multiple instances of menace on the same creature are redundant.

    @id:activated-twice-weldfast-monitor-is-blocked-by-walking
    Scenario: Activated twice, Weldfast Monitor is blocked by Walking Corpse and Savannah Lions (not: menace twice needs four blockers)
      Given Alice controls a Weldfast Monitor and two Mountains
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice taps Mountain for mana
      And Alice activates Weldfast Monitor
      And all players pass priority
      And Alice taps Mountain for mana
      And Alice activates Weldfast Monitor
      And all players pass priority
      And Alice attacks Bob with Weldfast Monitor
      And Bob tries to block Weldfast Monitor with Walking Corpse
      Then that is illegal
      When Bob blocks Weldfast Monitor with Walking Corpse and Savannah Lions
      Then Weldfast Monitor is blocked

  @ruling:2016-09-20 @rule:509.1h @rule:702.111b
  Rule: Menace gained once blocked by one creature unblocks nothing
    Once a creature has blocked Weldfast Monitor, gaining menace won't cause Weldfast Monitor to become unblocked.

    @id:walking-corpse-blocks-it-alone-then-alice-gives-it-menace-it
    Scenario: Walking Corpse blocks it alone, then Alice gives it menace: it stays blocked and Bob takes no damage (not: the block becomes illegal)
      Given Alice controls a Weldfast Monitor and a Mountain
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Weldfast Monitor
      And Bob blocks Weldfast Monitor with Walking Corpse
      And Alice taps Mountain for mana
      And Alice activates Weldfast Monitor
      And all players pass priority
      Then Weldfast Monitor is blocked
      And Walking Corpse is blocking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Weldfast Monitor is in her graveyard
