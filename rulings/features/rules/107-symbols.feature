Feature: 107. Numbers and Symbols
  The symbols the rules and the cards use. Each paragraph of CR 107 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:107.3d
  Rule: 107.3d
    If a cost associated with a special action, such as a suspend cost or a morph cost, has an {X} or an X in it, the value of X is chosen by the player taking the special action immediately before they pay that cost.

    @id:alice-suspends-fungal-behemoth-choosing-x-2-she-pays-2-g-g
    Scenario: Alice suspends Fungal Behemoth choosing X = 2: she pays {2}{G}{G} and it is exiled with two time counters (not: X is 0, as for a card that isn't on the stack)
      # The tempting wrong reading takes CR 107.3b's 0 for an X of a card outside the stack: {G}{G} paid, and
      # no time counters.
      Given Alice has a Fungal Behemoth in her hand
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice suspends Fungal Behemoth with X = 2
      Then Fungal Behemoth is in exile
      And Fungal Behemoth has 2 time counters
      And Alice's mana pool is empty
      And the stack is empty
      And Alice has priority

    @id:choosing-x-3-the-suspend-cost-is-3-g-g-alices-g-g-g-g-cant
    Scenario: Choosing X = 3, the suspend cost is {3}{G}{G}: Alice's {G}{G}{G}{G} can't pay it, and the card stays in her hand (not: X chosen after the cost is paid)
      Given Alice has a Fungal Behemoth in her hand
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice tries to suspend Fungal Behemoth with X = 3
      Then that is illegal
      And Fungal Behemoth is in her hand
      And Alice's mana pool is {G}{G}{G}{G}

    @id:fungal-behemoth-says-x-cant-be-0-alice-cant-choose-x-0-to
    Scenario: Fungal Behemoth says X can't be 0: Alice can't choose X = 0 to suspend it for {G}{G}
      Given Alice has a Fungal Behemoth in her hand
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice tries to suspend Fungal Behemoth with X = 0
      Then that is illegal
      And Fungal Behemoth is in her hand
      And Alice's mana pool is {G}{G}{G}{G}

    # Wrong reading: "X can't be 0" read as "X is more than 1".
    @id:x-1-is-the-least-x-fungal-behemoth-allows
    Scenario: X = 1 is the least X Fungal Behemoth allows: Alice suspends it for {1}{G}{G} with one time counter
      Given Alice has a Fungal Behemoth in her hand
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice suspends Fungal Behemoth with X = 1
      Then Fungal Behemoth is in her exile
      And Fungal Behemoth has one time counter
      And Alice's mana pool is {G}

    # Wrong reading: suspend at any time, since it is a special action and not a cast. CR 702.62a: only when she
    # could begin to cast the card, here a creature: at sorcery timing (CR 116.2f).
    @rule:702.62a @rule:116.2f
    @id:in-bobs-turn-alice-cant-suspend-fungal-behemoth
    Scenario: In Bob's turn Alice can't suspend Fungal Behemoth, a creature card she couldn't cast then (not: a special action any time she has priority)
      Given it is Bob's precombat main phase
      And Alice has priority
      And Alice has a Fungal Behemoth in her hand
      And Alice's mana pool holds {G}{G}{G}{G}
      When Alice tries to suspend Fungal Behemoth with X = 1
      Then that is illegal
      And Fungal Behemoth is in her hand

  @rule:107.5
  Rule: 107.5
    The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.” A permanent that’s already tapped can’t be tapped again to pay the cost. A creature’s activated ability with the tap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. See rule 302.6.

    @id:paying-t-taps-the-permanent
    Scenario: Paying {T} taps the permanent
      Given Alice controls a Forest
      When Alice taps Forest for mana
      Then Forest is tapped
      And Alice's mana pool is {G}

    @id:a-tapped-permanent-cant-be-tapped-again-to-pay-t
    Scenario: A tapped permanent can't be tapped again to pay {T}
      Given Alice controls a tapped Forest
      When Alice tries to tap Forest for mana
      Then that is illegal
      And Alice's mana pool is empty

    @id:a-land-that-entered-the-battlefield-this-turn-can-pay-t-it
    Scenario: A land that entered the battlefield this turn can pay {T}: it isn't a creature
      Given Alice controls a Forest
      And Alice's Forest entered the battlefield this turn
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}

    @id:a-noncreature-artifact-can-pay-t-for-an-ability-that-uses
    Scenario: A noncreature artifact can pay {T} for an ability that uses the stack the turn it arrives
      Given Alice controls a Thousand-Year Elixir and a tapped Llanowar Elves
      And Alice's Thousand-Year Elixir entered the battlefield this turn
      And Alice's mana pool holds {C}
      When Alice activates Thousand-Year Elixir targeting Llanowar Elves
      Then Thousand-Year Elixir is tapped
      And the stack holds one object
      When all players pass priority
      Then Llanowar Elves is untapped

    @id:a-summoning-sick-creature-cant-pay-t
    Scenario: A summoning-sick creature can't pay {T}
      Given Alice controls a summoning-sick Llanowar Elves
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
      And Llanowar Elves is untapped

    @rule:302.6
    @id:a-creature-that-came-under-alices-control-this-turn-cant-pay
    Scenario: A creature that came under Alice's control this turn can't pay {T}, though Bob had it for turns
      Given Bob controls a Llanowar Elves
      And Bob's Llanowar Elves came under Alice's control this turn
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
      And Alice's mana pool is empty

    @id:a-land-that-is-also-a-creature-is-a-creature-dryad-arbor
    Scenario: A land that is also a creature is a creature: Dryad Arbor can't pay {T} the turn it arrives
      Given Alice controls a summoning-sick Dryad Arbor
      When Alice tries to tap Dryad Arbor for mana
      Then that is illegal

    @rule:702.10c
    @id:a-summoning-sick-creature-with-haste-can-pay-t
    Scenario: A summoning-sick creature with haste can pay {T}
      Given Alice controls a summoning-sick Llanowar Elves and a Lavaleaper
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

  @rule:107.6
  Rule: 107.6
    The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this permanent.” A permanent that’s already untapped can’t be untapped again to pay the cost. A creature’s activated ability with the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. See rule 302.6.

    @id:paying-q-untaps-the-permanent-and-the-ability-then-waits-on
    Scenario: Paying {Q} untaps the permanent, and the ability then waits on the stack
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Llanowar Elves
      Then Order of Whiteclay is untapped
      And the stack holds one object
      And Alice's mana pool is empty
      When all players pass priority
      Then Llanowar Elves is on the battlefield

    @id:an-untapped-permanent-cant-be-untapped-again-to-pay-q
    Scenario: An untapped permanent can't be untapped again to pay {Q}
      Given Alice controls an untapped Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Llanowar Elves
      Then that is illegal
      And the stack is empty
      And Alice's mana pool is {W}{W}{W}

    @id:an-untapped-permanent-cant-pay-q-for-a-mana-ability-either
    Scenario: An untapped permanent can't pay {Q} for a mana ability either
      Given Alice controls a Pili-Pala
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Pili-Pala for {G}
      Then that is illegal
      And Alice's mana pool is {C}{C}

    @id:a-summoning-sick-creature-cant-pay-q
    Scenario: A summoning-sick creature can't pay {Q}
      Given Alice controls a tapped summoning-sick Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Llanowar Elves
      Then that is illegal
      And Order of Whiteclay is tapped

    @rule:302.6
    @id:a-creature-that-came-under-alices-control-this-turn-cant-pay-2
    Scenario: A creature that came under Alice's control this turn can't pay {Q}
      Given Bob controls a tapped Pili-Pala
      And Bob's Pili-Pala came under Alice's control this turn
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Pili-Pala for {G}
      Then that is illegal
      And Pili-Pala is tapped

    @rule:702.10c
    @id:a-summoning-sick-creature-with-haste-can-pay-q
    Scenario: A summoning-sick creature with haste can pay {Q}
      Given Alice controls a tapped summoning-sick Pili-Pala and a Lavaleaper
      And Alice's mana pool holds {C}{C}
      When Alice activates Pili-Pala for {G}
      Then Pili-Pala is untapped
      And Alice's mana pool is {G}

  @rule:107.3
  Rule: 107.3
    Many objects use the letter X as a placeholder for a number that needs to be determined. Some objects have abilities that define the value of X; the rest let their controller choose the value of X.

    @id:endless-ones-controller-chooses-x-and-it-enters-with-that
    Scenario: Endless One's controller chooses X, and it enters with that many counters
      Given Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Endless One with X = 3
      And all players pass priority
      Then Endless One has 3 +1/+1 counters

  @rule:107.3a
  Rule: 107.3a
    If a spell or activated ability has a mana cost, alternative cost, additional cost, and/or activation cost with an {X}, [-X], or X in it, and the value of X isn’t defined by the text of that spell or ability, the controller of that spell or ability chooses and announces the value of X as part of casting the spell or activating the ability. (See rule 601, “Casting Spells.”) While a spell is on the stack, any X in its mana cost or in any alternative cost or additional cost it has equals the announced value. While an activated ability is on the stack, any X in its activation cost equals the announced value.

    @rule:202.3e
    @id:on-the-stack-x-in-the-mana-cost-is-the-announced-value
    Scenario: On the stack, X in the mana cost is the announced value
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Chalice of the Void with X = 2
      Then Chalice of the Void's mana value is 4

    @rule:601.2b
    @id:x-is-announced-and-paid-as-the-spell-is-cast-not-as-it
    Scenario: X is announced and paid as the spell is cast, not as it resolves
      Given Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}
      When Alice casts Endless One with X = 2
      Then Alice's mana pool is empty

    @id:a-spell-with-no-x-in-its-cost-has-no-x-to-announce
    Scenario: A spell with no X in its cost has no X to announce
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}{C}{C}
      When Alice tries to cast Grizzly Bears with X = 2
      Then that is illegal
      And Alice's mana pool is {G}{C}{C}{C}

  @rule:107.3b
  Rule: 107.3b
    If a player is casting a spell that has an {X} in its mana cost, the value of X isn’t defined by the text of that spell, and an effect lets that player cast that spell while paying neither its mana cost nor an alternative cost that includes X, then the only legal choice for X is 0. This doesn’t apply to effects that only reduce a cost, even if they reduce it to zero. See rule 601, “Casting Spells.”

    @rule:118.9
    @id:cast-without-paying-its-mana-cost-chalice-of-the-voids-only
    Scenario: Cast without paying its mana cost, Chalice of the Void's only legal X is 0 (not: any X, for free)
      Given Alice controls an Omniscience
      And Alice has a Chalice of the Void in her hand
      When Alice tries to cast Chalice of the Void with X = 1 without paying its mana cost
      Then that is illegal
      And Chalice of the Void is in her hand

    @id:cast-without-paying-its-mana-cost-with-x-0-its-mana-value-on
    Scenario: Cast without paying its mana cost with X = 0, its mana value on the stack is 0
      Given Alice controls an Omniscience
      And Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0 without paying its mana cost
      Then Chalice of the Void's mana value is 0

    @id:paying-its-mana-cost-alice-may-choose-x-1-the-rule-binds
    Scenario: Paying its mana cost, Alice may choose X = 1 (the rule binds only the free cast)
      Given Alice controls an Omniscience
      And Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}
      When Alice casts Chalice of the Void with X = 1
      Then Chalice of the Void's mana value is 2

  @rule:107.3c
  Rule: 107.3c
    If a spell or activated ability has an {X}, [-X], or X in its cost and/or its text, and the value of X is defined by the text of that spell or ability, then that’s the value of X while that spell or ability is on the stack. The controller of that spell or ability doesn’t get to choose the value. Note that the value of X may change while that spell or ability is on the stack.

    @rule:608.2h
    @id:harsh-sustenances-x-is-counted-as-it-resolves-a-creature
    Scenario: Harsh Sustenance's X is counted as it resolves: a creature sacrificed in response lowers it (not: X fixed on casting)
      Given Alice controls a Chained Brute, a Grizzly Bears and a Llanowar Elves
      And Alice has a Harsh Sustenance in her hand
      And Alice's mana pool holds {W}{B}{C}{C}
      When Alice casts Harsh Sustenance targeting Bob
      And Alice activates Chained Brute, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 18
      And Alice's life total is 22

    @id:the-controller-doesnt-choose-x-harsh-sustenance-cant-be-cast
    Scenario: The controller doesn't choose X: Harsh Sustenance can't be cast with X = 5
      Given Alice controls a Grizzly Bears
      And Alice has a Harsh Sustenance in her hand
      And Alice's mana pool holds {W}{B}{C}{C}{C}{C}{C}{C}
      When Alice tries to cast Harsh Sustenance with X = 5 targeting Bob
      Then that is illegal
      And Harsh Sustenance is in her hand

    @id:x-is-what-the-text-defines-the-creatures-alice-controls-not
    Scenario: X is what the text defines: the creatures Alice controls, not Bob's
      Given Alice controls a Llanowar Elves
      And Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Harsh Sustenance in her hand
      And Alice's mana pool holds {W}{B}{C}
      When Alice casts Harsh Sustenance targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has 1 damage marked on it
      And Alice's life total is 21

  @rule:107.3e
  Rule: 107.3e
    If a spell or ability refers to the {X} or X in the mana cost, alternative cost, additional cost, or activation cost of another object, any X in that spell or ability’s text uses the value of X used by the other object.

    @rule:601.2i
    @id:geometers-arthropods-x-is-the-x-of-the-spell-alice-cast-not
    Scenario: Geometer's Arthropod's X is the X of the spell Alice cast (not: the Arthropod's own X, 0)
      Given Alice controls a Geometer's Arthropod
      And Alice has an Endless One in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {C}
      When Alice casts Endless One with X = 1
      Then Geometer's Arthropod's ability triggered once
      When all players pass priority
      Then Forest is in her hand
      And Endless One is on the stack

    @id:x-is-the-spells-x-not-its-mana-value-hangarback-walker-cast
    Scenario: X is the spell's X, not its mana value: Hangarback Walker cast with X = 1 shows one card, not two
      Given Alice controls a Geometer's Arthropod
      And Alice has a Hangarback Walker in her hand
      And Alice has a Forest and an Island in her library
      And Alice's mana pool holds {C}{C}
      When Alice will choose Island when she must choose
      And Alice casts Hangarback Walker with X = 1
      And all players pass priority
      Then Forest is in her hand
      And Island is in her library

    @id:a-spell-with-no-x-chosen-endless-one-cast-with-x-0-shows-no
    Scenario: A spell with no X chosen: Endless One cast with X = 0 shows no card
      Given Alice controls a Geometer's Arthropod
      And Alice has an Endless One in her hand
      And Alice has a Forest in her library
      When Alice casts Endless One with X = 0
      Then Geometer's Arthropod's ability triggered once
      When all players pass priority
      Then Forest is in her library

    @rule:608.2h
    @id:the-spell-countered-before-the-arthropods-ability-resolves
    Scenario: The spell countered before the Arthropod's ability resolves: its X as it last existed on the stack (not: 0 in the graveyard)
      Given Bob controls a Chalice of the Void with 1 charge counter
      And Alice controls a Geometer's Arthropod
      And Alice has an Endless One in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {C}
      When Alice casts Endless One with X = 1
      And all players pass priority
      Then Endless One is in her graveyard
      When all players pass priority
      Then Forest is in her hand

  @rule:107.3f
  Rule: 107.3f
    Sometimes X appears in the text of a spell or ability but not in a mana cost, alternative cost, additional cost, or activation cost. If the value of X isn’t defined, the controller of the spell or ability chooses the value of X at the appropriate time (either as it’s put on the stack or as it resolves).

    @rule:603.5
    @id:azors-you-may-pay-x-w-u-u-alice-chooses-x-2-as-it-resolves
    Scenario: Azor's "you may pay {X}{W}{U}{U}": Alice chooses X = 2 as it resolves, paying with mana made after it triggered (not: X undefined, so 0)
      Given Alice controls an Azor, the Lawbringer, a Plains, two Islands and two Forests
      And Alice has a Grizzly Bears and a Llanowar Elves in her library
      When Alice attacks Bob with Azor, the Lawbringer
      Then Azor, the Lawbringer's ability triggered once
      When Alice will do what Azor, the Lawbringer's ability says she may do, with X = 2
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Island for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And all players pass priority
      Then Alice's life total is 22
      And Grizzly Bears is in her hand
      And Llanowar Elves is in her hand
      And Alice's mana pool is empty

    @id:the-x-alice-chooses-is-what-she-must-pay-x-3-needs-3-w-u-u
    Scenario: The X Alice chooses is what she must pay: X = 3 needs {3}{W}{U}{U}, so with five mana nothing is paid or gained (not: as much X as she can pay)
      Given Alice controls an Azor, the Lawbringer, a Plains, two Islands and two Forests
      And Alice has a Grizzly Bears and a Llanowar Elves in her library
      When Alice attacks Bob with Azor, the Lawbringer
      And Alice will do what Azor, the Lawbringer's ability says she may do, with X = 3
      And Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice taps Island for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And all players pass priority
      Then Alice's life total is 20
      And Grizzly Bears is in her library
      And Alice's mana pool is {W}{U}{U}{G}{G}

  @rule:107.3g
  Rule: 107.3g
    If a card in any zone other than the stack has an {X} in its mana cost, the value of {X} is treated as 0, even if the value of X is defined somewhere within its text.

    @rule:202.3e
    @id:a-card-with-x-in-its-hand-or-graveyard-has-x-0
    Scenario: A card with {X} in its hand or graveyard has X = 0
      Given Alice has a Chalice of the Void in her hand
      And Alice has a Hangarback Walker in her graveyard
      Then Chalice of the Void's mana value is 0
      And Hangarback Walker's mana value is 0

    @rule:202.3e
    @id:a-spell-countered-with-x-2-has-x-0-again-in-the-graveyard
    Scenario: A spell countered with X = 2 has X = 0 again in the graveyard
      Given Bob controls a Chalice of the Void with 4 charge counters
      And Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 2
      And all players pass priority
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker's mana value is 0

  @rule:107.3h
  Rule: 107.3h
    If an effect instructs a player to pay an object’s mana cost that includes {X}, the value of X is treated as 0 unless the object is a spell on the stack. In that case, the value of X is the value chosen or determined for it as the spell was cast.

    @id:flash-puts-balduvian-hydra-x-r-r-onto-the-battlefield-x-is-0
    Scenario: Flash puts Balduvian Hydra ({X}{R}{R}) onto the battlefield: X is 0, so Alice pays {R}{R} and keeps {C}{C}{C} (not: an X she must or may pay)
      Given Alice has a Flash and a Balduvian Hydra in her hand
      And Alice's mana pool holds {U}{C}{C}{C}{C}{R}{R}
      When Alice will do what Flash's ability says she may do
      And Alice casts Flash
      And all players pass priority
      Then Balduvian Hydra is on the battlefield
      And Alice's mana pool is {C}{C}{C}
      And Balduvian Hydra has no +1/+0 counters

    @rule:601.2f
    @id:with-x-0-the-reduction-of-2-finds-no-generic-mana-r-r-is
    Scenario: With X = 0 the reduction of {2} finds no generic mana: {R}{R} is still owed, and with one {R} Balduvian Hydra is sacrificed
      Given Alice has a Flash and a Balduvian Hydra in her hand
      And Alice's mana pool holds {U}{C}{C}{C}{C}{R}
      When Alice will do what Flash's ability says she may do
      And Alice casts Flash
      And all players pass priority
      Then Balduvian Hydra is in her graveyard
      And Alice's mana pool is {C}{C}{C}{R}

  @rule:107.3i
  Rule: 107.3i
    Normally, all instances of X on an object have the same value at any given time.

    @id:both-x-in-x-x-are-the-announced-value
    Scenario: Both X in {X}{X} are the announced value
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{C}
      When Alice casts Hangarback Walker with X = 3
      Then Alice's mana pool is empty
      And Hangarback Walker's mana value is 6

  @rule:107.3j
  Rule: 107.3j
    If an object gains an ability, the value of X within that ability is the value defined by that ability, or 0 if that ability doesn’t define a value of X. This is an exception to rule 107.3i. This may occur with ability-adding effects, text-changing effects, or copy effects.

    # The copy gains "This creature enters with X +1/+1 counters on it"; Clone's spell had no X, and the ability
    # defines none: X is 0, not the X of the Endless One spell (3) nor the copied creature's counters.
    @rule:707.2
    @id:clone-copying-an-endless-one-cast-with-x-3-enters-with-no
    Scenario: Clone copying an Endless One cast with X = 3 enters with no +1/+1 counters and dies
      Given Alice has an Endless One and a Clone in her hand
      And Alice's mana pool holds {C}{C}{C}{U}{U}{U}{U}
      When Alice casts Endless One with X = 3
      And all players pass priority
      Then Endless One has three +1/+1 counters
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone entered the battlefield once
      And Clone is in her graveyard
      And Endless One has three +1/+1 counters

  @rule:107.3k
  Rule: 107.3k
    If an object’s activated ability has an {X}, [-X], or X in its activation cost, the value of X for that ability is independent of any other values of X chosen for that object or for other instances of abilities of that object. This is an exception to rule 107.3i.

    @id:blast-zones-x-is-announced-for-its-activation-x-2-costs-4
    Scenario: Blast Zone's X is announced for its activation: X = 2 costs {4} and puts 2 counters on it
      Given Alice controls a Blast Zone with 1 charge counter
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice activates Blast Zone's second ability with X = 2
      Then Alice's mana pool is empty
      When all players pass priority
      Then Blast Zone has 3 charge counters

    @id:the-abilitys-x-is-not-the-permanents-x-of-0-blast-zone-with
    Scenario: X = 2 costs {4}: three mana don't pay for it (not: the ability's X taken as 0)
      Given Alice controls a Blast Zone
      And Alice's mana pool holds {C}{C}{C}
      When Alice tries to activate Blast Zone's second ability with X = 2
      Then that is illegal
      And Alice's mana pool is {C}{C}{C}

    @id:x-0-for-an-activation-is-legal-only-t-is-paid-and-no
    Scenario: X = 0 for an activation is legal: only {T} is paid, and no counters are put
      Given Alice controls a Blast Zone
      When Alice activates Blast Zone's second ability with X = 0
      Then Blast Zone is tapped
      When all players pass priority
      Then Blast Zone has no charge counters

    @id:an-ability-with-no-x-in-its-cost-has-no-x-to-announce
    Scenario: An ability with no X in its cost has no X to announce
      Given Alice controls a Blast Zone
      And Alice's mana pool holds {C}{C}{C}{C}{C}
      When Alice tries to activate Blast Zone's third ability with X = 2
      Then that is illegal
      And Blast Zone is on the battlefield

  @rule:107.3m
  Rule: 107.3m
    If an object’s enters-the-battlefield triggered ability or replacement effect refers to X, and the spell that became that object as it resolved had a value of X chosen for any of its costs, the value of X for that ability is the same as the value of X for that spell, although the value of X for that permanent is 0. This is an exception to rule 107.3i.

    @rule:614.1c
    @id:an-enters-with-x-counters-replacement-effect-uses-the-spells
    Scenario: An "enters with X counters" replacement effect uses the spell's X
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Chalice of the Void with X = 2
      And all players pass priority
      Then Chalice of the Void has 2 charge counters

    @rule:202.3e
    @id:the-permanents-own-x-is-0-so-its-mana-value-on-the
    Scenario: The permanent's own X is 0, so its mana value on the battlefield doesn't count X
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice casts Chalice of the Void with X = 2
      And all players pass priority
      Then Chalice of the Void's mana value is 0

    @rule:603.6a
    @id:an-enters-the-battlefield-trigger-that-refers-to-x-uses-the
    Scenario: An enters-the-battlefield trigger that refers to X uses the spell's X
      Given Bob controls a Grizzly Bears
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {C}{C}{U}{U}
      When Alice casts Venarian Gold with X = 2 targeting Bob's Grizzly Bears
      And all players pass priority
      Then Venarian Gold is an Aura attached to Bob's Grizzly Bears
      And Venarian Gold's ability triggered once
      When all players pass priority
      Then Grizzly Bears is tapped
      And Grizzly Bears has 2 sleep counters

    @id:x-0-is-a-legal-choice-not-raised-to-1-chalice-of-the-void
    Scenario: X = 0 is a legal choice, not raised to 1: Chalice of the Void enters with no counters
      Given Bob controls a Walking Corpse
      And Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0
      And all players pass priority
      Then Chalice of the Void has no charge counters

    @id:with-x-0-venarian-gold-taps-the-creature-and-puts-no-sleep
    Scenario: With X = 0 Venarian Gold taps the creature and puts no sleep counters on it
      Given Bob controls a Grizzly Bears
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}
      When Alice casts Venarian Gold with X = 0 targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is tapped
      And Grizzly Bears has no sleep counters

    @rule:400.7
    @id:put-onto-the-battlefield-without-being-cast-no-x-was-chosen
    Scenario: Put onto the battlefield without being cast, no X was chosen: it enters with no counters
      Given Alice has an Endless One and a Walking Corpse in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Walking Corpse is on the battlefield
      And Endless One entered the battlefield once
      And Endless One is in her graveyard

    @rule:400.7
    @id:x-isnt-remembered-across-zones-a-countered-endless-one
    Scenario: X isn't remembered across zones: a countered Endless One returns with no counters
      Given Bob controls a Chalice of the Void with 1 charge counter
      And Alice has an Endless One and a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}{C}
      When Alice casts Endless One with X = 1
      And all players pass priority
      Then Endless One is in her graveyard
      When Alice casts Twilight's Call
      And all players pass priority
      Then Endless One entered the battlefield once
      And Endless One is in her graveyard

  @rule:107.3p
  Rule: 107.3p
    Some objects use the letter Y in addition to the letter X. Y follows the same rules as X.

    @rule:607.2a
    @id:phyrexian-ingester-exiles-chained-brute-4-3-and-gets-4-3-y
    Scenario: Phyrexian Ingester exiles Chained Brute (4/3) and gets +4/+3: Y is the card's toughness (not: Y = X, nor Y = 0)
      Given Bob controls a Chained Brute
      And Alice has a Phyrexian Ingester in her hand
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}{C}
      When Alice will choose Bob's Chained Brute when she must choose
      And Alice will do what Phyrexian Ingester's ability says she may do
      And Alice casts Phyrexian Ingester
      And all players pass priority
      And all players pass priority
      Then Chained Brute is in exile
      And Phyrexian Ingester is a 7/6 creature

    @id:y-like-x-is-defined-by-the-text-with-no-card-exiled
    Scenario: Y, like X, is defined by the text: with no card exiled, Phyrexian Ingester stays 3/3
      Given Bob controls a Chained Brute
      And Alice has a Phyrexian Ingester in her hand
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}{C}
      When Alice will choose Bob's Chained Brute when she must choose
      And Alice will not do what Phyrexian Ingester's ability says she may do
      And Alice casts Phyrexian Ingester
      And all players pass priority
      And all players pass priority
      Then Chained Brute is on the battlefield
      And Phyrexian Ingester is a 3/3 creature

    @id:y-is-read-from-the-card-in-exile-walking-corpses-1-1-counter
    Scenario: Y is read from the card in exile: Walking Corpse's +1/+1 counter doesn't count (not: its last toughness on the battlefield)
      Given Bob controls a Walking Corpse with 1 +1/+1 counter
      And Alice has a Phyrexian Ingester in her hand
      And Alice's mana pool holds {U}{C}{C}{C}{C}{C}{C}
      When Alice will choose Bob's Walking Corpse when she must choose
      And Alice will do what Phyrexian Ingester's ability says she may do
      And Alice casts Phyrexian Ingester
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in exile
      And Phyrexian Ingester is a 5/5 creature

  @rule:107.4c
  Rule: 107.4c
    The colorless mana symbol {C} is used to represent one colorless mana, and also to represent a cost that can be paid only with one colorless mana.

    @id:endbringer-c-cant-be-paid-with-green-mana
    Scenario: Endbringer's {5}{C} can't be paid with six green mana (not: {C} read as generic mana, paid with any type)
      Given Alice has an Endbringer in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      When Alice tries to cast Endbringer
      Then that is illegal
      And Endbringer is in her hand

    @id:endbringer-c-paid-with-colorless-mana
    Scenario: Endbringer's {5}{C} is paid with one colorless and five green mana (not: all six must be colorless): it is a spell on the stack, the pool spent
      Given Alice has an Endbringer in her hand
      And Alice's mana pool holds {C}{G}{G}{G}{G}{G}
      When Alice casts Endbringer
      Then Endbringer is on the stack
      And Alice's mana pool is empty
