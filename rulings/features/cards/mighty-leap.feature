@card:mighty-leap
Feature: Mighty Leap
  Target creature gets +2/+2 and gains flying until end of turn.

  @ruling:2018-07-13 @rule:509.1h
  Rule: Flying gained after it was blocked doesn't undo the block
    Giving a creature flying after it’s already been blocked won’t change or undo that block. If you want to affect what can block the creature, you must cast Mighty Leap during the declare attackers step at the latest.

    @id:cast-after-blockers-grizzly-bears-stays-blocked-and-kills
    Scenario: Cast after blockers, Grizzly Bears stays blocked and kills its blocker as a 4/4 (not: gaining flying unblocks it)
      Given Alice controls a Grizzly Bears and two Plains
      And Alice has a Mighty Leap in her hand
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Mighty Leap targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Grizzly Bears has flying
      And Grizzly Bears is blocked
      When the game advances to Alice's combat damage step
      Then Walking Corpse is in its owner's graveyard
      And Grizzly Bears has 2 damage marked on it
      And Bob's life total is 20

    @rule:509.1b @rule:702.9b
    @id:cast-in-the-declare-attackers-step-walking-corpse-cant-block
    Scenario: Cast in the declare attackers step, Walking Corpse can't block it (not: flying matters only when cast before attacking)
      Given Alice controls a Grizzly Bears and two Plains
      And Alice has a Mighty Leap in her hand
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Mighty Leap targeting Grizzly Bears
      And all players pass priority
      And Bob tries to block Grizzly Bears with Walking Corpse
      Then that is illegal
