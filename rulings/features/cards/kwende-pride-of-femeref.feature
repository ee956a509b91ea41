@card:kwende-pride-of-femeref
Feature: Kwende, Pride of Femeref
  Double strike
  Creatures you control with first strike have double strike.

  @ruling:2018-04-27 @rule:702.4b @rule:510.4
  Rule: A creature with first strike and double strike deals damage as with double strike: twice, not three times
    A creature with first strike and double strike deals combat damage the same as a creature with double strike. It doesn't deal damage three times or before other creatures with first strike.

    @id:youthful-knight-with-kwende-deals-its-damage-twice
    Scenario: Youthful Knight with Kwende deals its damage twice
      Given Alice controls a Kwende, Pride of Femeref and a Youthful Knight
      When Alice attacks Bob with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 4 combat damage
      And Bob's life total is 16

  @ruling:2018-04-27 @rule:702.4c @rule:510.4
  Rule: A creature that loses double strike after first-strike damage deals no regular combat damage
    If a creature loses double strike after first strike damage is dealt, it won't deal normal combat damage.

    @id:kwende-dies-in-the-first-combat-damage-step-and-youthful
    Scenario: Kwende dies in the first combat damage step, and Youthful Knight deals no regular damage
      Given Alice controls a Kwende, Pride of Femeref and a Youthful Knight
      And Bob controls a Youthful Knight
      When Alice attacks Bob with Kwende, Pride of Femeref and Youthful Knight
      And Bob blocks Kwende, Pride of Femeref with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Kwende, Pride of Femeref is in its owner's graveyard
      And Alice's Youthful Knight dealt 2 combat damage
      And Bob's life total is 18

  @ruling:2018-04-27 @rule:611.3a @rule:702.4b
  Rule: A creature that has first strike while Kwende is on the battlefield has double strike, even one arriving later
    If a creature you control gains first strike after Kwende has entered the battlefield, that creature also gains double strike.

    @id:a-first-striker-that-entered-after-kwende-has-double-strike
    Scenario: A first striker that entered after Kwende has double strike too, in Alice's next turn
      Given Alice controls a Kwende, Pride of Femeref and a Youthful Knight
      And Youthful Knight entered the battlefield this turn
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When the game advances to Alice's precombat main phase
      And Alice attacks Bob with Youthful Knight
      And the game advances to Alice's end of combat step
      Then Youthful Knight dealt 4 combat damage
