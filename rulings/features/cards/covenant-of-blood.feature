@card:covenant-of-blood
Feature: Covenant of Blood
  Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)
  Covenant of Blood deals 4 damage to any target and you gain 4 life.

  @ruling:2014-07-18 @rule:608.2b @rule:702.51a
  Rule: Its target illegal, it doesn't resolve: no life, and the creatures that convoked it stay tapped
    If the target permanent or player is an illegal target when Covenant of Blood tries to resolve, it won't resolve and none of its effects will happen. You won't gain any life. (Any creatures you tapped to cast Covenant of Blood remain tapped.)

    @id:grizzly-bears-dies-to-shock-first-no-life-for-alice-and-the
    Scenario: Grizzly Bears dies to Shock first: no life for Alice, and the Savannah Lions and Walking Corpse that convoked it stay tapped (not: a spell that didn't resolve refunds its convoke)
      Given Alice controls a Savannah Lions and a Walking Corpse
      And Bob controls a Grizzly Bears
      And Alice has a Covenant of Blood and a Shock in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{R}
      When Alice casts Covenant of Blood targeting Grizzly Bears, convoking Savannah Lions for {1} and Walking Corpse for {1}
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Covenant of Blood is in her graveyard
      And Alice's life total is 20
      And Savannah Lions is tapped
      And Walking Corpse is tapped

    @id:its-target-legal-targeting-bob-4-damage-to-him-and-4-life
    Scenario: Its target legal, targeting Bob: 4 damage to him and 4 life for Alice
      Given Alice controls a Savannah Lions
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{B}
      When Alice casts Covenant of Blood targeting Bob, convoking Savannah Lions for {1}
      And all players pass priority
      Then Bob's life total is 16
      And Alice's life total is 24

  @ruling:2024-01-12 @rule:702.51b
  Rule: Convoke isn't an alternative cost, so it combines with one
    Because convoke isn't an alternative cost, it can be used in conjunction with alternative costs.

    # Not shown: no card the reference engine models has both convoke and an alternative cost that leaves mana
    # to pay (a dash or mutate cost); that convoke is no alternative cost, leaving the mana cost and the mana
    # value as they are, is shown under the last-but-one ruling below.

  @ruling:2024-01-12 @rule:702.51a @rule:601.2g @rule:601.2h
  Rule: A creature tapped for mana while casting is tapped before the costs are paid: it can't convoke too
    If a creature you control has a mana ability with {T} in the cost, activating that ability while casting a spell with convoke will result in the creature being tapped before you pay the spell's costs. You won't be able to tap it again for convoke. Similarly, if you sacrifice a creature to activate a mana ability while casting a spell with convoke, that creature won't be on the battlefield when you pay the spell's costs, so you won't be able to tap it for convoke.

    # Its last sentence, a creature sacrificed for mana, isn't shown: no creature in the reference engine's
    # pool has a mana ability with a sacrifice in its cost.
    @id:llanowar-elves-tapped-for-g-cant-then-convoke-covenant-of
    Scenario: Llanowar Elves tapped for {G} can't then convoke Covenant of Blood for {1} (not: one creature pays both ways)
      Given Alice controls a Llanowar Elves
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{B}
      When Alice taps Llanowar Elves for mana
      And Alice tries to cast Covenant of Blood targeting Bob, convoking Llanowar Elves for {1}
      Then that is illegal
      And Covenant of Blood is in her hand

  @ruling:2024-01-12 @rule:702.51a @rule:105.2
  Rule: A multicolored creature convokes for {1} or a mana of one of its own colors, no other
    Tapping a multicolored creature using convoke will pay for {1} or one mana of your choice of any of that creature's colors.

    @id:green-and-white-watchwolf-cant-pay-covenant-of-bloods-b-not
    Scenario: Green-and-white Watchwolf can't pay Covenant of Blood's {B} (not: a multicolored creature pays any color)
      Given Alice controls a Watchwolf
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice tries to cast Covenant of Blood targeting Bob, convoking Watchwolf for {B}
      Then that is illegal
      And Watchwolf is untapped

    @id:watchwolf-convokes-its-1
    Scenario: Watchwolf convokes its {1}
      Given Alice controls a Watchwolf
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{B}
      When Alice casts Covenant of Blood targeting Bob, convoking Watchwolf for {1}
      Then Watchwolf is tapped
      And Alice's mana pool is empty

  @ruling:2024-01-12 @rule:506.4 @rule:702.51a
  Rule: Tapped to convoke, an attacking or blocking creature stays in combat
    Tapping an untapped creature that's attacking or blocking to convoke a spell won't cause that creature to stop attacking or blocking.

    @id:serra-angel-attacking-untapped-convokes-covenant-of-blood
    Scenario: Serra Angel, attacking untapped, convokes Covenant of Blood cast with Tidal Barracuda's flash: it stays attacking and deals its damage too
      Given Alice controls a Serra Angel, a Tidal Barracuda and six Swamps
      And Alice has a Covenant of Blood in her hand
      When Alice attacks Bob with Serra Angel
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Covenant of Blood targeting Bob, convoking Serra Angel for {1}
      Then Serra Angel is tapped
      And Serra Angel is attacking
      When all players pass priority
      Then Bob's life total is 16
      When the game advances to Alice's end of combat step
      Then Serra Angel dealt 4 combat damage to Bob
      And Bob's life total is 12

  @ruling:2024-01-12 @rule:702.51b @rule:202.3
  Rule: Convoke pays part of the total cost and changes neither the mana cost nor the mana value
    When calculating a spell's total cost, include any alternative costs, additional costs, or anything else that increases or reduces the cost to cast the spell. Convoke applies after the total cost is calculated. Convoke doesn't change a spell's mana cost or mana value.

    @id:convoked-by-two-creatures-covenant-of-blood-still-has-mana
    Scenario: Convoked by two creatures, Covenant of Blood still has mana value 7 on the stack
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}
      When Alice casts Covenant of Blood targeting Bob, convoking Grizzly Bears for {1} and Savannah Lions for {1}
      Then Covenant of Blood is on the stack
      And Covenant of Blood's mana value is 7

  @ruling:2024-01-12 @rule:702.51a @rule:302.6
  Rule: Any untapped creature its controller controls may convoke, summoning sick or not
    You can tap any untapped creature you control to convoke a spell, even one you haven't controlled continuously since the beginning of your most recent turn.

    @id:grizzly-bears-that-entered-this-turn-convokes-covenant-of
    Scenario: Grizzly Bears that entered this turn convokes Covenant of Blood for {1}
      Given Alice controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      And Alice has a Covenant of Blood in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{B}
      When Alice casts Covenant of Blood targeting Bob, convoking Grizzly Bears for {1}
      Then Grizzly Bears is tapped
      When all players pass priority
      Then Bob's life total is 16
