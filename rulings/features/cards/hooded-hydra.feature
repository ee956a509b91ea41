@card:hooded-hydra
Feature: Hooded Hydra
  This creature enters with X +1/+1 counters on it.
  When this creature dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.
  Morph {3}{G}{G}
  As this creature is turned face up, put five +1/+1 counters on it.

  @ruling:2014-09-20
  Rule: The face-down Hydra turned face up is the same permanent: spells targeting it and Auras on it aren't affected
    A permanent that turns face up or face down changes characteristics but is otherwise the same permanent. Spells and abilities that were targeting that permanent, as well as Auras and Equipment that were attached to the permanent, aren't affected.


    @rule:708.8 @rule:702.37e @rule:614.1e
    @id:forked-bolt-targeting-the-face-down-hydra-still-deals-its-2
    Scenario: Forked Bolt targeting the face-down Hydra still deals its 2 damage after Alice turns it face up in response, and it survives as a 5/5 (not: a new object, which Forked Bolt no longer targets; nor a 0/0 when the damage comes)
      Given it is Bob's precombat main phase
      And Alice controls a face-down Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      And Bob has a Forked Bolt in his hand
      And Bob's mana pool holds {R}
      When Bob casts Forked Bolt targeting Hooded Hydra
      And Bob passes priority
      And Alice turns Hooded Hydra face up
      Then Hooded Hydra has 5 +1/+1 counters
      When all players pass priority
      Then Hooded Hydra is on the battlefield
      And Hooded Hydra has 2 damage marked on it
      And Hooded Hydra is a 5/5 creature

    @rule:708.8 @rule:303.4
    @id:bobs-narcolepsy-attached-to-the-face-down-hydra-stays
    Scenario: Bob's Narcolepsy attached to the face-down Hydra stays attached as it turns face up (not: a new object, leaving the Aura attached to nothing)
      Given Alice controls a face-down Hooded Hydra
      And Bob controls a Narcolepsy attached to Alice's Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice turns Hooded Hydra face up
      Then Narcolepsy is an Aura attached to Hooded Hydra
      And Hooded Hydra is face up

  @ruling:2014-09-20
  Rule: Turning it face up is a special action of a player with priority; a face-down spell can't be turned face up
    Any time you have priority, you may turn the face-down creature face up by revealing what its morph cost is and paying that cost. This is a special action. It doesn't use the stack and can't be responded to. Only a face-down permanent can be turned face up this way; a face-down spell cannot.


    @rule:702.37e @rule:116.2b @rule:116.3
    @id:turned-face-up-in-response-to-forked-bolt-nothing-goes-on
    Scenario: Turned face up in response to Forked Bolt, nothing goes on the stack above the Bolt and Alice keeps priority (not: an ability Bob could respond to)
      Given it is Bob's precombat main phase
      And Alice controls a face-down Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      And Bob has a Forked Bolt in his hand
      And Bob's mana pool holds {R}
      When Bob casts Forked Bolt targeting Hooded Hydra
      And Bob passes priority
      And Alice turns Hooded Hydra face up
      Then the stack holds one object
      And the top of the stack is the spell Forked Bolt
      And Alice has priority
      And Hooded Hydra is face up

    @rule:116.2b
    @id:alice-cant-turn-the-hydra-face-up-while-bob-has-priority-not
    Scenario: Alice can't turn the Hydra face up while Bob has priority (not: any time at all)
      Given Alice controls a face-down Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      And Bob has priority
      When Alice tries to turn Hooded Hydra face up
      Then that is illegal
      And Hooded Hydra is face down
      And Alice's mana pool is {G}{G}{G}{G}{G}

    @rule:708.7 @rule:702.37e
    @id:the-face-down-hydra-spell-on-the-stack-cant-be-turned-face
    Scenario: The face-down Hydra spell on the stack can't be turned face up (not: any face-down object)
      Given Alice has a Hooded Hydra in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}{G}{G}
      When Alice casts Hooded Hydra face down
      And Alice tries to turn Hooded Hydra face up
      Then that is illegal
      And Hooded Hydra is on the stack
      And Hooded Hydra is face down
      And Alice's mana pool is {G}{G}{G}{G}{G}

  @ruling:2014-09-20
  Rule: A player may look at the face-down spells and permanents they control, and no others
    At any time, you can look at a face-down spell or permanent you control. You can't look at face-down spells or permanents you don't control unless an effect instructs you to do so.


    # Not shown: hidden information. The protocol has no player's view of the game: its `object` query names the
    # card of a face-down object to the test, which set the board up.

  @ruling:2014-09-20
  Rule: Turning it face up isn't entering the battlefield: nothing triggers on entering, and no enters-with ability applies again
    Because the permanent is on the battlefield both before and after it's turned face up, turning a permanent face up doesn't cause any enters-the-battlefield abilities to trigger.


    @rule:708.8
    @id:turned-face-up-the-hydra-doesnt-enter-soul-warden-doesnt
    Scenario: Turned face up, the Hydra doesn't enter: Soul Warden doesn't trigger, and it has five counters, not five and X (not: it enters the battlefield again)
      Given Alice controls a face-down Hooded Hydra and a Soul Warden
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice turns Hooded Hydra face up
      Then Soul Warden's ability triggered no times
      And Alice's life total is 20
      And Hooded Hydra entered the battlefield no times
      And Hooded Hydra has 5 +1/+1 counters

  @ruling:2014-09-20
  Rule: Its last ability is a replacement effect: the five counters come as it turns face up, and no one can respond
    Hooded Hydra's last ability isn't a triggered ability. It's a replacement ability that modifies how Hooded Hydra is turned face up. Players can't respond to Hooded Hydra being turned face up and having five +1/+1 counters put on it.


    @rule:614.1e @rule:708.11 @rule:702.37e
    @id:cast-face-down-resolved-then-turned-face-up-a-5-5-at-once
    Scenario: Cast face down, resolved, then turned face up: a 5/5 at once, with nothing on the stack (not: a 0/0 waiting for a triggered ability, dying first)
      Given Alice has a Hooded Hydra in her hand
      And Alice's mana pool holds {C}{C}{C}{G}{G}{G}{G}{G}
      When Alice casts Hooded Hydra face down
      And all players pass priority
      Then Hooded Hydra is a 2/2 creature
      When Alice turns Hooded Hydra face up
      Then Hooded Hydra is on the battlefield
      And Hooded Hydra is a 5/5 creature
      And the stack is empty
      And Hooded Hydra's ability triggered no times

  @ruling:2014-09-20
  Rule: Turned face up another way, its last ability still applies
    If Hooded Hydra is face down and it's turned face up some other way than by having its morph cost paid, the last ability will still apply.


    # Not shown: no card the reference engine models turns a face-down permanent face up other than by its morph
    # cost.

  @ruling:2014-09-20
  Rule: A face-down permanent that leaves the battlefield is revealed
    If a face-down permanent leaves the battlefield, you must reveal it. You must also reveal all face-down spells and permanents you control if you leave the game or if the game ends.


    @rule:708.9 @rule:603.10a
    @id:forked-bolt-kills-the-face-down-hydra-it-is-revealed-in-the
    Scenario: Forked Bolt kills the face-down Hydra: it is revealed in the graveyard, and its dies ability, which the face-down creature didn't have, doesn't trigger (not: it triggers as the card is revealed)
      Given it is Bob's precombat main phase
      And Alice controls a face-down Hooded Hydra
      And Bob has a Forked Bolt in his hand
      And Bob's mana pool holds {R}
      When Bob casts Forked Bolt targeting Hooded Hydra
      And all players pass priority
      Then Hooded Hydra is in her graveyard
      And Hooded Hydra is face up
      And Hooded Hydra's ability triggered no times
      And Alice controls no Snake tokens

    # Not shown: leaving the game or the game ending, which the reference engine doesn't model for face-down
    # objects.

  @ruling:2014-09-20
  Rule: Morph: cast face down for {3}, turned face up for its morph cost
    Morph lets you cast a card face down by paying {3}, and lets you turn the face-down permanent face up any time you have priority by paying its morph cost.


    @rule:702.37a @rule:118.9
    @id:cast-face-down-the-hydra-costs-3-alices-c-c-c-pay-for-it-not
    Scenario: Cast face down, the Hydra costs {3}: Alice's {C}{C}{C} pay for it (not: its mana cost {X}{G}{G})
      Given Alice has a Hooded Hydra in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Hooded Hydra face down
      Then Hooded Hydra is on the stack
      And Hooded Hydra is face down
      And Alice's mana pool is empty

    @rule:702.37e
    @id:turning-it-face-up-costs-3-g-g-alices-g-g-g-g-arent-enough
    Scenario: Turning it face up costs {3}{G}{G}: Alice's {G}{G}{G}{G} aren't enough (not: free, or {3})
      Given Alice controls a face-down Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice tries to turn Hooded Hydra face up
      Then that is illegal
      And Hooded Hydra is face down
      And Alice's mana pool is {G}{G}{G}{G}

  @ruling:2014-09-20
  Rule: The face-down spell has no mana cost and a mana value of 0
    The face-down spell has no mana cost and has a mana value of 0. When you cast a face-down spell, put it on the stack face down so no other player knows what it is, and pay {3}. This is an alternative cost.


    @rule:708.4 @rule:202.3
    @id:bobs-chalice-of-the-void-with-no-charge-counters-counters
    Scenario: Bob's Chalice of the Void with no charge counters counters the face-down Hydra spell, whose mana value is 0 (not: 2, its card's)
      Given Bob controls a Chalice of the Void
      And Alice has a Hooded Hydra in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Hooded Hydra face down
      Then Hooded Hydra's mana value is 0
      And Chalice of the Void's ability triggered once
      When all players pass priority
      Then Hooded Hydra is in her graveyard
      And Hooded Hydra is face up

  @ruling:2014-09-20
  Rule: Its dies ability counts the +1/+1 counters it had as it last existed on the battlefield
    Use the number of +1/+1 counters that were on Hooded Hydra the last time it was on the battlefield to determine how many Snake tokens to create.


    @rule:603.10a @rule:704.5f
    @id:five-1-1-counters-and-six-1-1-counters-put-on-at-once-it
    Scenario: Five +1/+1 counters and six -1/-1 counters put on at once: it dies, and makes five Snakes
      Given Alice controls a Hooded Hydra with 5 +1/+1 counters
      And six -1/-1 counters were just put on Hooded Hydra at once
      When Alice passes priority
      Then Hooded Hydra is in her graveyard
      And Hooded Hydra's ability triggered once
      When all players pass priority
      Then Alice controls five Snake tokens

  @ruling:2014-09-20
  Rule: Face down, it enters as a colorless 2/2 with no name, mana cost, creature types or abilities
    When the spell resolves, it enters the battlefield as a 2/2 creature with no name, mana cost, creature types, or abilities. It's colorless and has a mana value of 0. Other effects that apply to the creature can still grant it any of these characteristics.


    @rule:708.2a @rule:708.3
    @id:cast-face-down-it-enters-as-a-colorless-2-2-with-no-subtypes
    Scenario: Cast face down, it enters as a colorless 2/2 with no subtypes, no counters and mana value 0 (not: with X +1/+1 counters, a 0/0 that dies)
      Given Alice has a Hooded Hydra in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Hooded Hydra face down
      And all players pass priority
      Then Hooded Hydra is on the battlefield
      And Hooded Hydra is face down
      And Hooded Hydra is a 2/2 creature
      And Hooded Hydra's colors are colorless
      And Hooded Hydra's subtypes are none
      And Hooded Hydra's mana value is 0
      And Hooded Hydra has no +1/+1 counters

  @ruling:2014-09-20
  Rule: Face-down spells and permanents must be told apart
    You must ensure that your face-down spells and permanents can easily be differentiated from each other. You're not allowed to mix up the cards that represent them on the battlefield in order to confuse other players. The order they entered the battlefield should remain clear. Common methods for doing this include using markers or dice, or simply placing them in order on the battlefield.


    # Not shown: a duty of the players (CR 708.6); each object of the protocol has its own id.
