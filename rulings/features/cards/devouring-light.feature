@card:devouring-light
Feature: Devouring Light
  Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)
  Exile target attacking or blocking creature.

  @ruling:2014-07-18 @rule:506.4 @rule:511.1
  Rule: Attacking and blocking creatures stay so through the combat damage and end of combat steps
    The declare blockers step is the last chance to cast Devouring Light before creatures deal their combat damage. However, a creature remains an attacking or blocking creature during the combat damage step and end of combat step. Devouring Light may be cast targeting such a creature during those steps, after the creature has dealt combat damage.

    @id:after-bobs-unblocked-grizzly-bears-has-dealt-its-damage
    Scenario: After Bob's unblocked Grizzly Bears has dealt its damage, Alice exiles it in the combat damage step (not: no longer attacking once its damage is dealt)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls three Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Alice declares no blockers
      And the game advances to Bob's combat damage step
      Then Alice's life total is 18
      When Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Devouring Light targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile

    @id:in-the-end-of-combat-step-it-is-still-an-attacking-creature
    Scenario: In the end of combat step it is still an attacking creature and a legal target
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls three Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Alice declares no blockers
      And the game advances to Bob's end of combat step
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Devouring Light targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile

    @id:once-combat-is-over-in-bobs-postcombat-main-phase-the-bears
    Scenario: Once combat is over, in Bob's postcombat main phase, the Bears are no attacking creature: Alice can't target them
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls three Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Alice declares no blockers
      And the game advances to Bob's postcombat main phase
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice tries to cast Devouring Light targeting Grizzly Bears
      Then that is illegal
      And Devouring Light is in her hand

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
    @id:alices-llanowar-elves-tapped-for-g-cant-then-convoke
    Scenario: Alice's Llanowar Elves, tapped for {G}, can't then convoke Devouring Light for {1} (not: one creature pays both ways)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Llanowar Elves and two Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Llanowar Elves for mana
      And Alice tries to cast Devouring Light targeting Grizzly Bears, convoking Llanowar Elves for {1}
      Then that is illegal
      And Devouring Light is in her hand

  @ruling:2024-01-12 @rule:702.51a @rule:105.2
  Rule: A multicolored creature convokes for {1} or a mana of any one of its colors
    Tapping a multicolored creature using convoke will pay for {1} or one mana of your choice of any of that creature's colors.

    @id:green-and-white-watchwolf-convokes-devouring-lights-w-not
    Scenario: Green-and-white Watchwolf convokes Devouring Light's {W} (not: only its first color, or only generic mana)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Watchwolf and two Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Devouring Light targeting Grizzly Bears, convoking Watchwolf for {W}
      Then Watchwolf is tapped
      And Alice's mana pool is empty
      When all players pass priority
      Then Grizzly Bears is in exile

  @ruling:2024-01-12 @rule:506.4 @rule:510.1
  Rule: Tapped to convoke, an attacking or blocking creature stays in combat
    Tapping an untapped creature that's attacking or blocking to convoke a spell won't cause that creature to stop attacking or blocking.

    @id:alices-walking-corpse-blocking-savannah-lions-convokes
    Scenario: Alice's Walking Corpse, blocking Savannah Lions, convokes Devouring Light: it stays blocking and kills the Lions (not: tapping it removes it from combat)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Savannah Lions
      And Alice controls a Walking Corpse and two Plains
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears and Savannah Lions
      And Alice blocks Savannah Lions with Walking Corpse
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Devouring Light targeting Grizzly Bears, convoking Walking Corpse for {1}
      Then Walking Corpse is tapped
      And Walking Corpse is blocking
      When all players pass priority
      And the game advances to Bob's end of combat step
      Then Grizzly Bears is in exile
      And Savannah Lions is in his graveyard
      And Alice's life total is 20

  @ruling:2024-01-12 @rule:702.51b @rule:601.2f @rule:202.3
  Rule: Convoke pays the total cost, after reductions, and changes neither the mana cost nor the mana value
    When calculating a spell's total cost, include any alternative costs, additional costs, or anything else that increases or reduces the cost to cast the spell. Convoke applies after the total cost is calculated. Convoke doesn't change a spell's mana cost or mana value.

    @id:with-goblin-electromancers-1-off-two-white-creatures-convoke
    Scenario: With Goblin Electromancer's {1} off, two white creatures convoke the {W}{W} left: no mana at all, and its mana value is still 3 (not: convoke changes the mana value)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Goblin Electromancer, a Savannah Lions and a Youthful Knight
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Bob passes priority
      And Alice casts Devouring Light targeting Grizzly Bears, convoking Savannah Lions for {W} and Youthful Knight for {W}
      Then Devouring Light is on the stack
      And Devouring Light's mana value is 3
      And Savannah Lions is tapped
      And Youthful Knight is tapped

  @ruling:2024-01-12 @rule:702.51a @rule:302.6
  Rule: Any untapped creature its controller controls may convoke, summoning sick or not
    You can tap any untapped creature you control to convoke a spell, even one you haven't controlled continuously since the beginning of your most recent turn.

    @id:savannah-lions-that-entered-this-turn-convokes-devouring
    Scenario: Savannah Lions that entered this turn convokes Devouring Light for {W}
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Savannah Lions and two Plains
      And Savannah Lions entered the battlefield this turn
      And Alice has a Devouring Light in her hand
      When Bob attacks Alice with Grizzly Bears
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Devouring Light targeting Grizzly Bears, convoking Savannah Lions for {W}
      Then Savannah Lions is tapped
      When all players pass priority
      Then Grizzly Bears is in exile
