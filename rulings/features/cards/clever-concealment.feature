@card:clever-concealment
Feature: Clever Concealment
  Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)
  Any number of target nonland permanents you control phase out. (Treat them and anything attached to them as though they don't exist until your next turn.)

  @ruling:2023-02-04
  Rule: An attacking creature that phases out is removed from combat
    An attacking or blocking creature that phases out is removed from combat.

    @rule:702.26b @rule:506.4
    @id:grizzly-bears-phased-out-after-blockers-deals-no-combat-damage
    Scenario: Grizzly Bears, phased out after no blockers were declared, deals no combat damage (not: still attacking, though treated as though it doesn't exist)
      Given Alice controls a Grizzly Bears, two Plains and two Wastes
      And Alice has a Clever Concealment in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice taps Wastes for mana
      And Alice casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is phased out
      And Grizzly Bears is not attacking
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20

    # Wrong reading: the phased-out blocker still blocks, and deals its combat damage.
    @rule:702.26b @rule:506.4 @rule:509.1h
    @id:bobs-giant-spider-phased-out-after-blocking-deals-no-damage
    Scenario: Bob's Giant Spider, phased out after blocking, deals no combat damage, and Grizzly Bears, still blocked, deals none to Bob (not: the Spider still blocking)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider, two Plains and two Wastes
      And Bob has a Clever Concealment in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Plains for mana
      And Bob taps Wastes for mana
      And Bob taps Wastes for mana
      And Bob casts Clever Concealment targeting Giant Spider
      And all players pass priority
      Then Giant Spider is phased out
      When the game advances to Alice's end of combat step
      Then Grizzly Bears has no damage marked on it
      And Grizzly Bears is on the battlefield
      And Bob's life total is 20

  @ruling:2023-02-04
  Rule: "For as long as" effects ignore phased-out objects
    Any continuous effects with a "for as long as" duration, such as that of Mind Flayer, ignore phased-out objects. If ignoring those objects causes the effect's conditions to no longer be met, the duration will expire.

    # Not shown: no card in the engine's pool has a "for as long as" effect that tracks a permanent this spell
    # could phase out while the effect lasts (Tawnos's Weaponry's tracks an artifact tapped to use it; phasing
    # it out would need Clever Concealment to target it during the same turn, which the engine doesn't yet model
    # for that duration).

  @ruling:2023-02-04
  Rule: Auras and Equipment attached to a permanent phase out and in with it
    As a permanent is phased out, Auras and Equipment attached to it also phase out at the same time. Those Auras and Equipment will phase in at the same time that permanent does, and they'll phase in still attached to that permanent.

    # Not shown: phasing out indirectly (CR 702.26g) is not modelled; the reference engine answers `unsupported`
    # when a permanent with something attached to it would phase out.

  @ruling:2023-02-04
  Rule: Choices made as a permanent entered are remembered as it phases in
    Choices made for permanents as they entered the battlefield are remembered when they phase in.

    @rule:702.26d
    @id:clone-copying-grizzly-bears-phases-in-still-a-copy
    Scenario: Clone, entered as a copy of Bob's Walking Corpse, phases in still a copy of it (not: a fresh choice, or Clone as printed)
      Given Alice has a Clone and a Clever Concealment in her hand
      And Alice controls two Plains and two Wastes
      And Alice's mana pool holds {U}{C}{C}{C}
      And Bob controls a Walking Corpse and a Serra Angel
      And Bob has a Plains in his library
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Walking Corpse when she must choose
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 2/2 creature
      When Alice will choose Bob's Serra Angel when she must choose
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice taps Wastes for mana
      And Alice casts Clever Concealment targeting Clone
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Clone is phased in
      And Clone is a 2/2 creature

  @ruling:2023-02-04
  Rule: Permanents phase in before their controller untaps, and can attack that turn, with their counters
    Permanents phase back in during their controller's untap step, immediately before that player untaps their permanents. Creatures that phase in this way are able to attack and pay a cost of {T} during that turn. If a permanent had counters on it when it phased out, it will have those counters when it phases back in.

    @rule:502.1 @rule:502.3 @rule:302.6
    @id:tapped-grizzly-bears-with-a-counter-phases-in-untaps-and-can
    Scenario: A tapped Grizzly Bears with a +1/+1 counter phases in, untaps in the same untap step, and can attack with its counter (not: phased in after untapping, or summoning-sick)
      Given Alice controls a tapped Grizzly Bears with one +1/+1 counter
      And Alice has a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is phased out
      When the game advances to Alice's upkeep
      Then Grizzly Bears is phased in
      And Grizzly Bears is untapped
      And Grizzly Bears has one +1/+1 counter
      And Grizzly Bears can attack

  @ruling:2023-02-04
  Rule: Phased-out permanents are treated as though they don't exist
    Phased out permanents are treated as though they don't exist. They can't be the target of spells or abilities, their static abilities have no effect on the game, their triggered abilities can't trigger, they can't attack or block, and so on.

    @rule:702.26b
    @id:phased-out-benalish-marshal-gives-no-bonus-and-cant-be
    Scenario: Phased out, Benalish Marshal gives Grizzly Bears no +1/+1 and can't be targeted (not: only hidden from combat)
      Given Alice controls a Benalish Marshal and a Grizzly Bears
      And Alice has a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      And Bob has a Stabbing Pain in his hand
      And Bob's mana pool holds {B}
      Then Grizzly Bears is a 3/3 creature
      When Alice casts Clever Concealment targeting Benalish Marshal
      And all players pass priority
      Then Benalish Marshal is phased out
      And Grizzly Bears is a 2/2 creature
      When Alice passes priority
      Then Bob may not cast Stabbing Pain targeting Benalish Marshal
      And Bob may cast Stabbing Pain targeting Grizzly Bears

    @rule:702.26b @rule:608.2b
    @id:grizzly-bears-phased-out-in-response-to-nightfall-predators
    Scenario: Grizzly Bears, phased out in response to Nightfall Predator's fight, isn't fought (not: dealt 4 and dealing 2 back)
      Given Alice controls a Daybreak Ranger // Nightfall Predator
      And Daybreak Ranger // Nightfall Predator has its back face up
      And Alice's mana pool holds {R}
      And Bob controls a Grizzly Bears
      And Bob has a Clever Concealment in his hand
      And Bob's mana pool holds {W}{W}{C}{C}
      When Alice activates Daybreak Ranger // Nightfall Predator targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is phased out
      When all players pass priority
      Then the stack is empty
      And Daybreak Ranger // Nightfall Predator has no damage marked on it
      And Grizzly Bears is on the battlefield

  @ruling:2023-02-04
  Rule: Phasing doesn't make a permanent leave or enter the battlefield
    Phasing out doesn't cause permanents to leave or re-enter the battlefield, so no "leaves the battlefield" or "enters the battlefield" abilities will trigger.

    @rule:702.26d
    @id:grizzly-bears-phasing-in-doesnt-trigger-soul-warden
    Scenario: Grizzly Bears phasing out and in doesn't trigger Soul Warden's "another creature enters" (not: phasing in is entering)
      Given Alice controls a Soul Warden and a Grizzly Bears
      And Alice has a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      And Bob has a Plains in his library
      When Alice casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Grizzly Bears is phased in
      And Soul Warden's ability did not trigger
      And Alice's life total is 20
