@card:siege-wurm
Feature: Siege Wurm
  Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)
  Trample

  @ruling:2024-01-12 @rule:702.51b
  Rule: Convoke isn't an alternative cost, so it combines with one
    Because convoke isn't an alternative cost, it can be used in conjunction with alternative costs.

    # Not shown: no card the reference engine models has both convoke and an alternative cost that leaves mana
    # to pay (a dash or mutate cost), and Omniscience's "without paying its mana cost" leaves no mana for
    # convoke to pay. That convoke is no alternative cost is shown under the last-but-one ruling below: it
    # pays part of the mana cost and leaves that cost, and the mana value, as they are.

  @ruling:2024-01-12 @rule:702.51a @rule:601.2g @rule:601.2h
  Rule: A creature tapped for mana while casting is tapped before the costs are paid: it can't convoke too
    If a creature you control has a mana ability with {T} in the cost, activating that ability while casting a spell with convoke will result in the creature being tapped before you pay the spell's costs. You won't be able to tap it again for convoke. Similarly, if you sacrifice a creature to activate a mana ability while casting a spell with convoke, that creature won't be on the battlefield when you pay the spell's costs, so you won't be able to tap it for convoke.

    # Its last sentence, a creature sacrificed for mana, isn't shown: no creature in the reference engine's
    # pool has a mana ability with a sacrifice in its cost.

    @id:llanowar-elves-tapped-for-g-cant-then-convoke-siege-wurm-for
    Scenario: Llanowar Elves tapped for {G} can't then convoke Siege Wurm for {1} (not: one creature pays with both its mana ability and convoke)
      Given Alice controls a Llanowar Elves
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice taps Llanowar Elves for mana
      And Alice tries to cast Siege Wurm, convoking Llanowar Elves for {1}
      Then that is illegal
      And Siege Wurm is in her hand

    @id:untapped-llanowar-elves-convokes-for-g-instead-of-making-it
    Scenario: Untapped, Llanowar Elves convokes for {G} instead of making it
      Given Alice controls a Llanowar Elves
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Llanowar Elves for {G}
      Then Siege Wurm is on the stack
      And Llanowar Elves is tapped
      And Alice's mana pool is empty

  @ruling:2024-01-12 @rule:702.51a @rule:105.2
  Rule: A multicolored creature convokes for {1} or a mana of any one of its colors
    Tapping a multicolored creature using convoke will pay for {1} or one mana of your choice of any of that creature's colors.

    @id:green-and-white-watchwolf-convokes-siege-wurms-g-not-a
    Scenario: Green-and-white Watchwolf convokes Siege Wurm's {G} (not: a multicolored creature pays only generic mana)
      Given Alice controls a Watchwolf
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Watchwolf for {G}
      Then Siege Wurm is on the stack
      And Watchwolf is tapped
      And Alice's mana pool is empty

    @id:watchwolf-convokes-for-1-just-as-well
    Scenario: Watchwolf convokes for {1} just as well
      Given Alice controls a Watchwolf
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{G}{G}
      When Alice casts Siege Wurm, convoking Watchwolf for {1}
      Then Siege Wurm is on the stack
      And Watchwolf is tapped
      And Alice's mana pool is empty

  @ruling:2024-01-12 @rule:506.4 @rule:702.51a
  Rule: Tapped to convoke, an attacking or blocking creature stays in combat
    Tapping an untapped creature that's attacking or blocking to convoke a spell won't cause that creature to stop attacking or blocking.

    @id:serra-angel-attacking-untapped-thanks-to-vigilance-convokes
    Scenario: Serra Angel, attacking untapped thanks to vigilance, convokes Siege Wurm cast with Tidal Barracuda's flash: it stays attacking and deals its damage (not: tapping removes it from combat)
      Given Alice controls a Serra Angel, a Tidal Barracuda and six Forests
      And Alice has a Siege Wurm in her hand
      When Alice attacks Bob with Serra Angel
      And Bob declares no blockers
      Then Serra Angel is untapped
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Siege Wurm, convoking Serra Angel for {1}
      Then Serra Angel is tapped
      And Serra Angel is attacking
      And Alice's mana pool is empty
      When all players pass priority
      And the game advances to Alice's end of combat step
      Then Serra Angel dealt 4 combat damage to Bob
      And Bob's life total is 16

  @ruling:2024-01-12 @rule:702.51b @rule:202.3
  Rule: Convoke applies to the total cost, after it is determined, and changes neither the mana cost nor the mana value
    When calculating a spell's total cost, include any alternative costs, additional costs, or anything else that increases or reduces the cost to cast the spell. Convoke applies after the total cost is calculated. Convoke doesn't change a spell's mana cost or mana value.

    @id:convoked-by-two-creatures-siege-wurm-still-has-mana-value-7
    Scenario: Convoked by two creatures, Siege Wurm still has mana value 7, on the stack and on the battlefield (not: the creatures' mana comes off its mana value)
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G} and Savannah Lions for {1}
      Then Siege Wurm's mana value is 7
      When all players pass priority
      Then Siege Wurm is on the battlefield
      And Siege Wurm's mana value is 7

  @ruling:2024-01-12 @rule:702.51a @rule:302.6
  Rule: Any untapped creature its controller controls may convoke, summoning sick or not
    You can tap any untapped creature you control to convoke a spell, even one you haven't controlled continuously since the beginning of your most recent turn.

    @id:grizzly-bears-that-entered-this-turn-convokes-siege-wurm-for
    Scenario: Grizzly Bears that entered this turn convokes Siege Wurm for {G} (not: tapping it is a {T} cost that summoning sickness forbids)
      Given Alice controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      Then Grizzly Bears can't attack
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G}
      Then Siege Wurm is on the stack
      And Grizzly Bears is tapped
