Feature: 601. Casting Spells
  How a spell is cast: the card moves to the stack, its choices are announced, its total cost is paid,
  and it becomes cast. Before any of that, a rule or effect must allow the player to cast it, from where
  it is and at that time. Each paragraph of CR 601.2 and 601.3 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:601.2
  Rule: 601.2
    To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs, so that it will eventually resolve and have its effect. Casting a spell includes proposal of the spell (rules 601.2a–d) and determination and payment of costs (rules 601.2f–h). To cast a spell, a player follows the steps listed below, in order. A player must be legally allowed to cast the spell to begin this process (see rule 601.3). If a player is unable to comply with the requirements of a step listed below while performing that step, the casting of the spell is illegal; the game returns to the moment before the casting of that spell was proposed (see rule 733, “Handling Illegal Actions”).

    @id:casting-a-spell-puts-it-on-the-stack-and-pays-its-cost
    Scenario: Casting a spell puts it on the stack and pays its cost
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      Then Grizzly Bears is on the stack
      And the stack holds one object
      And Alice's mana pool is empty

    @id:the-spell-resolves-once-all-players-pass-and-becomes-a
    Scenario: The spell resolves once all players pass, and becomes a permanent
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And the stack is empty

    @id:a-spell-whose-cost-cant-be-paid-isnt-cast-and-the-game-goes
    Scenario: A spell whose cost can't be paid isn't cast, and the game goes back to before
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}
      When Alice tries to cast Grizzly Bears
      Then that is illegal
      And Grizzly Bears is in her hand
      And Alice's mana pool is {G}

  @rule:601.2a
  Rule: 601.2a
    To propose the casting of a spell, a player first moves that card (or that copy of a card) from where it is to the stack. It becomes the topmost object on the stack. It has all the characteristics of the card (or the copy of a card) associated with it, and that player becomes its controller. Any continuous effects that modify the characteristics of the spell as you start casting it begin as it is put on the stack (see rule 611.2f). Any one-shot effects that cause the spell to gain abilities as you cast it apply as it is put on the stack (see rule 610.5). The spell remains on the stack until it resolves, it’s countered, or a rule or effect moves it elsewhere.

    @id:the-spell-cast-last-is-the-topmost-object-and-resolves-first
    Scenario: The spell cast last is the topmost object and resolves first
      Given Alice has a Grizzly Bears and a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice casts Grizzly Bears
      And Alice casts Boon Satyr
      Then the stack holds two objects
      When all players pass priority
      Then Boon Satyr is on the battlefield
      And Grizzly Bears is on the stack

    @rule:400.7
    @id:a-card-cast-from-the-graveyard-leaves-the-graveyard-for-the
    Scenario: A card cast from the graveyard leaves the graveyard for the stack
      Given Alice controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      When Alice casts Gravecrawler from her graveyard
      Then Gravecrawler is on the stack

  @rule:601.2b
  Rule: 601.2b
    If the spell is modal, the player announces the mode choice (see rule 700.2). If the player wishes to splice any cards onto the spell (see rule 702.47), they reveal those cards in their hand. If the spell has alternative or additional costs that will be paid as it’s being cast such as buyback or kicker costs (see rules 118.8 and 118.9), the player announces their intentions to pay any or all of those costs (see rule 601.2f). A player can’t apply two alternative methods of casting or two alternative costs to a single spell. If the spell has a variable cost that will be paid as it’s being cast (such as an {X} in its mana cost; see rule 107.3), the player announces the value of that variable. If the value of that variable is defined in the text of the spell by a choice that player would make later in the announcement or resolution of the spell, that player makes that choice at this time instead of that later time. If a cost that will be paid as the spell is being cast includes hybrid mana symbols, the player announces the nonhybrid equivalent cost they intend to pay. If a cost that will be paid as the spell is being cast includes Phyrexian mana symbols, the player announces whether they intend to pay 2 life or a corresponding colored mana cost for each of those symbols. Previously made choices (such as choosing to cast a spell with flashback from a graveyard or choosing to cast a creature with morph face down) may restrict the player’s options when making these choices.

    @rule:700.2a @rule:707.10
    @id:both-modes-of-choreographed-sparks-announced-it-copies
    Scenario: Both modes of Choreographed Sparks announced: it copies Stabbing Pain, then Grizzly Bears, the creature spell's copy on top
      Given Bob controls a Llanowar Elves
      And Alice has a Grizzly Bears, a Stabbing Pain and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{B}{R}{R}
      When Alice casts Grizzly Bears
      And Alice casts Stabbing Pain targeting Llanowar Elves
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" and "Copy target creature spell you control" targeting Stabbing Pain and Grizzly Bears
      And all players pass priority
      Then the stack holds four objects
      And the top of the stack is the spell the copy of Grizzly Bears

    # Not: the engine picking a mode for the player.
    @rule:700.2a
    @id:choreographed-sparks-cast-with-no-mode-announced-is-illegal
    Scenario: Choreographed Sparks cast with no mode announced is illegal
      Given Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice tries to cast Choreographed Sparks targeting Forked Bolt
      Then that is illegal

    @rule:700.2a @rule:601.2c
    @id:a-mode-without-a-legal-target-cant-be-chosen-choreographed
    Scenario: A mode without a legal target can't be chosen: Choreographed Sparks may be cast with a creature spell to copy, not with none (not: a mode chosen without its target)
      Given Alice has a Grizzly Bears and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{R}{R}
      Then Alice may not cast Choreographed Sparks
      When Alice casts Grizzly Bears
      Then Alice may cast Choreographed Sparks
      But Alice may not cast Choreographed Sparks choosing "Copy target instant or sorcery spell you control"

    @rule:107.3a
    @id:the-announced-x-is-part-of-the-spells-cost
    Scenario: The announced X is part of the spell's cost
      Given Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Endless One with X = 3
      Then Alice's mana pool is empty
      And Endless One's mana value is 3

    @rule:107.3a
    @id:x-may-be-announced-as-0-and-then-the-x-part-of-the-cost-is
    Scenario: X may be announced as 0, and then the X part of the cost is nothing
      Given Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0
      Then Chalice of the Void is on the stack
      And Chalice of the Void's mana value is 0

    @id:an-x-the-mana-pool-cant-pay-for-cant-be-announced-and-paid
    Scenario: An X the mana pool can't pay for can't be announced and paid
      Given Alice has a Chalice of the Void in her hand
      And Alice's mana pool holds {C}{C}{C}
      Then Alice may cast Chalice of the Void with X = 1
      But Alice may not cast Chalice of the Void with X = 2

    @rule:702.103a
    @id:a-spell-cast-bestowed-pays-its-bestow-cost-not-its-mana-cost
    Scenario: A spell cast bestowed pays its bestow cost, not its mana cost as well
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      Then Alice's mana pool is empty

    @rule:702.103a
    @id:a-card-that-isnt-a-creature-card-cant-be-announced-as-cast
    Scenario: A card that isn't a creature card can't be announced as cast as a creature
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice tries to cast Take into Custody as a creature targeting Bob's Grizzly Bears
      Then that is illegal
      And Take into Custody is in her hand

  @rule:601.2c
  Rule: 601.2c
    The player announces their choice of an appropriate object or player for each target the spell requires. A spell may require some targets only if an alternative or additional cost (such as a kicker cost) or a particular mode was chosen for it; otherwise, the spell is cast as though it did not require those targets. Similarly, a spell may require alternative targets only if an alternative or additional cost was chosen for it. If the spell has a variable number of targets, the player announces how many targets they will choose before they announce those targets. In some cases, the number of targets will be defined by the spell’s text. Once the number of targets the spell has is determined, that number doesn’t change, even if the information used to determine the number of targets does. The same target can’t be chosen multiple times for any one instance of the word “target” on the spell. However, if the spell uses the word “target” in multiple places, the same object or player can be chosen once for each instance of the word “target” (as long as it fits the targeting criteria). If any effects say that an object or player must be chosen as a target, the player chooses targets so that they obey the maximum possible number of such effects without violating any rules or effects that say that an object or player can’t be chosen as a target. The chosen objects and/or players each become a target of that spell. (Any abilities that trigger when those objects and/or players become the target of a spell trigger at this point; they’ll wait to be put on the stack until the spell has finished being cast.)

    @rule:303.4a
    @id:an-aura-spell-needs-a-creature-to-target
    Scenario: An Aura spell needs a creature to target
      Given Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}
      Then Alice may not cast Venarian Gold with X = 0
      When Alice tries to cast Venarian Gold with X = 0
      Then that is illegal

    @rule:303.4a
    @id:an-aura-with-enchant-creature-cant-target-a-land
    Scenario: An Aura with enchant creature can't target a land
      Given Alice controls a Forest
      And Bob controls a Grizzly Bears
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}
      When Alice tries to cast Venarian Gold with X = 0 targeting her Forest
      Then that is illegal
      When Alice casts Venarian Gold with X = 0 targeting Bob's Grizzly Bears
      Then Venarian Gold is on the stack

    @id:an-instants-target-is-chosen-as-it-is-cast-and-affected-as
    Scenario: An instant's target is chosen as it is cast and affected as it resolves
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice casts Take into Custody targeting Bob's Grizzly Bears
      Then Grizzly Bears is untapped
      When all players pass priority
      Then Grizzly Bears is tapped
      And Take into Custody is in her graveyard

    @id:a-spell-without-targets-cant-be-announced-with-one
    Scenario: A spell without targets can't be announced with one
      Given Bob controls a Walking Corpse
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      When Alice tries to cast Grizzly Bears targeting Bob's Walking Corpse
      Then that is illegal
      And Grizzly Bears is in her hand

    @id:a-spell-that-targets-cant-be-cast-without-announcing-its
    Scenario: A spell that targets can't be cast without announcing its target
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice tries to cast Take into Custody
      Then that is illegal
      And Take into Custody is in her hand

    @rule:602.2b
    @id:order-of-whiteclays-ability-cant-be-activated-without
    Scenario: Order of Whiteclay's ability can't be activated without announcing its target
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay
      Then that is illegal
      And Order of Whiteclay is tapped

    @rule:602.2b
    @id:order-of-whiteclay-may-target-a-creature-card-with-mana
    Scenario: Order of Whiteclay may target a creature card with mana value exactly 3
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Boon Satyr in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Boon Satyr
      And all players pass priority
      Then Boon Satyr is on the battlefield

    @rule:602.2b
    @id:order-of-whiteclay-cant-target-a-creature-card-with-mana
    Scenario: Order of Whiteclay can't target a creature card with mana value 4
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Giant Spider in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Giant Spider
      Then that is illegal
      And Giant Spider is in her graveyard

    @rule:602.2b
    @id:order-of-whiteclay-cant-target-a-creature-card-in-another
    Scenario: Order of Whiteclay can't target a creature card in another player's graveyard
      Given Alice controls a tapped Order of Whiteclay
      And Bob has a Grizzly Bears in his graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Bob's Grizzly Bears
      Then that is illegal

    @rule:602.2b
    @id:order-of-whiteclay-cant-target-a-card-that-isnt-a-creature
    Scenario: Order of Whiteclay can't target a card that isn't a creature card
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Forest in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Forest
      Then that is illegal

  @rule:601.2d
  Rule: 601.2d
    If the spell requires the player to divide or distribute an effect (such as damage or counters) among one or more targets, the player announces the division. Each of these targets must receive at least one of whatever is being divided.

    @id:forked-bolts-2-damage-divided-1-and-1-between-a-creature-and
    Scenario: Forked Bolt's 2 damage divided 1 and 1 between a creature and a player
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {R}
      When Alice casts Forked Bolt targeting Bob's Grizzly Bears and Bob, dividing the damage 1 and 1
      And all players pass priority
      Then Forked Bolt dealt 1 noncombat damage to Grizzly Bears
      And Forked Bolt dealt 1 noncombat damage to Bob
      And Grizzly Bears is on the battlefield

    @id:each-target-must-receive-at-least-1-arc-lightnings-3-cant-go
    Scenario: Each target must receive at least 1: Arc Lightning's 3 can't go 3, 0 and 0 (not: a target left out)
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice tries to cast Arc Lightning targeting Bob's Grizzly Bears and Bob's Walking Corpse and Bob, dividing the damage 3, 0 and 0
      Then that is illegal
      And Arc Lightning is in her hand
      And Alice's mana pool is {R}{C}{C}

    @id:the-division-is-the-casters-arc-lightnings-3-as-2-and-1-not
    Scenario: The division is the caster's: Arc Lightning's 3 as 2 and 1, not split evenly
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has an Arc Lightning in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Arc Lightning targeting Bob's Grizzly Bears and Bob's Walking Corpse, dividing the damage 2 and 1
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Walking Corpse has 1 damage marked on it

    @id:a-spell-that-divides-nothing-takes-no-division
    Scenario: A spell that divides nothing takes no division
      Given Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      When Alice tries to cast Take into Custody targeting Bob's Grizzly Bears, dividing the damage 1
      Then that is illegal
      And Take into Custody is in her hand

  @rule:601.2e
  Rule: 601.2e
    The game checks to see if the proposed spell can legally be cast. If the proposed spell is illegal, the game returns to the moment before the casting of that spell was proposed (see rule 733, “Handling Illegal Actions”).

    @id:a-proposed-spell-found-illegal-is-undone-the-card-and-the
    Scenario: A proposed spell found illegal is undone: the card and the mana stay where they were
      Given Alice controls a Forest
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}
      When Alice tries to cast Venarian Gold with X = 0 targeting her Forest
      Then that is illegal
      And Venarian Gold is in her hand
      And Alice's mana pool is {U}{U}
      And the stack is empty

  @rule:601.2f
  Rule: 601.2f
    The player determines the total cost of the spell. Usually this is just the mana cost. Some spells have additional or alternative costs. Some effects may increase or reduce the cost to pay, or may provide other alternative costs. Costs may include paying mana, tapping permanents, sacrificing permanents, discarding cards, and so on. The total cost is the mana cost or alternative cost (as determined in rule 601.2b), plus all additional costs and cost increases, and minus all cost reductions. If multiple cost reductions apply, the player may apply them in any order. If the mana component of the total cost is reduced to nothing by cost reduction effects, it is considered to be {0}. It can’t be reduced to less than {0}. Once the total cost is determined, any effects that directly affect the total cost are applied. Then the resulting total cost becomes “locked in.” If effects would change the total cost after this time, they have no effect.

    @rule:702.103a
    @id:the-bestow-cost-replaces-the-mana-cost-in-the-total-cost
    Scenario: The bestow cost replaces the mana cost in the total cost
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}
      Then Alice may cast Hopeful Eidolon as a creature
      But Alice may not cast Hopeful Eidolon as an Aura targeting her Walking Corpse

    @rule:601.3c
    @id:an-additional-cost-is-added-to-the-mana-cost
    Scenario: An additional cost is added to the mana cost
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      Then Alice's mana pool is empty

  @rule:601.2g
  Rule: 601.2g
    If the total cost includes a mana payment, the player then has a chance to activate mana abilities (see rule 605, “Mana Abilities”). Mana abilities must be activated before costs are paid.

    @rule:605.3b
    @id:mana-from-mana-abilities-activated-first-pays-the-cost
    Scenario: Mana from mana abilities activated first pays the cost
      Given Alice controls two Forests
      And Alice has a Grizzly Bears in her hand
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Grizzly Bears
      Then Alice's mana pool is empty
      And Grizzly Bears is on the stack

  @rule:601.2h
  Rule: 601.2h
    The player pays the total cost. First, they pay all costs that don’t involve random elements or moving objects from the library to a public zone, in any order. Then they pay all remaining costs in any order. Partial payments are not allowed. Unpayable costs can’t be paid.

    @rule:107.3i
    @id:partial-payment-isnt-allowed-the-pool-stays-as-it-was
    Scenario: Partial payment isn't allowed: the pool stays as it was
      Given Alice has a Hangarback Walker in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice tries to cast Hangarback Walker with X = 2
      Then that is illegal
      And Alice's mana pool is {C}{C}{C}
      And Hangarback Walker is in her hand

  @rule:601.2i
  Rule: 601.2i
    Once the steps described in 601.2a–h are completed, effects that modify the characteristics of the spell as it’s cast are applied, then the spell becomes cast. Any abilities that trigger when a spell is cast or put onto the stack trigger at this time. If the spell’s controller had priority before casting it, they get priority.

    @id:a-spell-cast-triggers-abilities-as-it-becomes-cast
    Scenario: A spell cast triggers abilities as it becomes cast
      Given Bob controls a Chalice of the Void with 1 charge counter
      And Alice has a Gravecrawler in her hand
      And Alice's mana pool holds {B}
      When Alice casts Gravecrawler
      Then Chalice of the Void's ability triggered once
      And the stack holds two objects

    @id:the-caster-keeps-priority-after-casting-so-may-cast-again
    Scenario: The caster keeps priority after casting, so may cast again before anyone else acts
      Given Alice has a Grizzly Bears and a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice casts Grizzly Bears
      Then Alice may cast Boon Satyr

  @rule:601.3
  Rule: 601.3
    A player can begin to cast a spell only if a rule or effect allows that player to cast it and no rule or effect prohibits that player from casting it.

    @id:no-rule-lets-a-player-cast-a-card-from-their-graveyard
    Scenario: No rule lets a player cast a card from their graveyard
      Given Alice has a Walking Corpse in her graveyard
      And Alice's mana pool holds {B}{B}
      Then Alice may not cast Walking Corpse from her graveyard

    @id:an-effect-lets-a-player-cast-a-card-from-their-graveyard
    Scenario: An effect lets a player cast a card from their graveyard
      Given Alice controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may cast Gravecrawler from her graveyard

    @id:a-player-cant-cast-a-card-in-another-players-hand
    Scenario: A player can't cast a card in another player's hand
      Given Bob has a Grizzly Bears in his hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Bob's Grizzly Bears

    @rule:305.9
    @id:a-land-card-is-played-never-cast
    Scenario: A land card is played, never cast
      Given Alice has a Dryad Arbor in her hand
      Then Alice may not cast Dryad Arbor
      When Alice plays Dryad Arbor
      Then Dryad Arbor is on the battlefield

    @rule:101.2
    @id:an-opponents-prohibition-beats-a-flash-permission
    Scenario: An opponent's prohibition beats a flash permission
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Bob controls a Teferi, Time Raveler
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @id:the-prohibition-stops-even-an-instant-outside-sorcery-timing
    Scenario: The prohibition stops even an instant outside sorcery timing
      Given it is Bob's end step
      And Alice has priority
      And Bob controls a Teferi, Time Raveler and a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      Then Alice may not cast Take into Custody targeting Bob's Grizzly Bears

    @id:the-prohibition-leaves-sorcery-timing-alone-and-its
    Scenario: The prohibition leaves sorcery timing alone, and its controller unaffected
      Given Bob controls a Teferi, Time Raveler
      And Alice controls a Grizzly Bears
      And Alice has a Walking Corpse in her hand
      And Bob has a Take into Custody in his hand
      And Alice's mana pool holds {B}{B}
      And Bob's mana pool holds {U}
      Then Alice may cast Walking Corpse
      When Alice passes priority
      Then Bob may cast Take into Custody targeting Alice's Grizzly Bears

    @id:a-prohibition-overrules-a-permission-from-the-same-permanent
    Scenario: A prohibition overrules a permission from the same permanent
      Given it is Bob's end step
      And Alice has priority
      And Bob controls a Tidal Barracuda
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @id:a-card-announced-as-cast-from-the-graveyard-must-be-there
    Scenario: A card announced as cast from the graveyard must be there
      Given Alice has a Gravecrawler in her hand
      And Alice controls a Walking Corpse
      And Alice's mana pool holds {B}
      When Alice tries to cast Gravecrawler from her graveyard
      Then that is illegal
      And Gravecrawler is in her hand

  @rule:601.3a
  Rule: 601.3a
    If an effect prohibits a player from casting a spell with certain qualities, that player may consider any choices to be made during that spell’s proposal that may cause those qualities to change. If any such choices could cause that effect to no longer prohibit that player from casting that spell, the player may begin to cast the spell, ignoring the effect.

    @rule:702.103d
    @id:you-cant-cast-noncreature-spells-lets-a-bestow-card-be-cast
    Scenario: "You can't cast noncreature spells" lets a bestow card be cast as a creature, not as an Aura
      Given Alice controls a Nikya of the Old Ways
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may cast Hopeful Eidolon as a creature
      But Alice may not cast Hopeful Eidolon as an Aura targeting her Nikya of the Old Ways

    @id:it-stops-an-instant-which-is-a-noncreature-spell
    Scenario: It stops an instant, which is a noncreature spell
      Given Alice controls a Nikya of the Old Ways
      And Bob controls a Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      Then Alice may not cast Take into Custody targeting Bob's Grizzly Bears

    @id:it-binds-only-its-controller
    Scenario: It binds only its controller
      Given Bob controls a Nikya of the Old Ways
      And Alice has a Chalice of the Void in her hand
      Then Alice may cast Chalice of the Void with X = 0

  @rule:601.3b
  Rule: 601.3b
    If an effect allows a player to cast a spell with certain qualities as though it had flash, that player may consider any choices to be made during that spell’s proposal that may cause that spell’s qualities to change. If any such choices could cause that effect to apply, that player may begin to cast that spell as though it had flash.

    @id:sigardas-aid-lets-a-bestow-card-cast-as-an-aura-be-cast-as
    Scenario: Sigarda's Aid lets a bestow card cast as an Aura be cast as though it had flash
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Sigarda's Aid and a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Hopeful Eidolon is an Aura attached to her Walking Corpse

    @id:sigardas-aid-doesnt-give-flash-to-the-same-card-cast-as-a
    Scenario: Sigarda's Aid doesn't give flash to the same card cast as a creature
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Sigarda's Aid and a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may not cast Hopeful Eidolon as a creature

    @id:prophet-of-kruphix-gives-flash-to-the-bestow-card-cast-as-a
    Scenario: Prophet of Kruphix gives flash to the bestow card cast as a creature, not as an Aura
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may cast Hopeful Eidolon as a creature
      But Alice may not cast Hopeful Eidolon as an Aura targeting her Prophet of Kruphix

    @id:with-both-permissions-the-card-may-be-cast-either-way
    Scenario: With both permissions, the card may be cast either way
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix and a Sigarda's Aid
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may cast Hopeful Eidolon as a creature
      And Alice may cast Hopeful Eidolon as an Aura targeting her Prophet of Kruphix

    @id:an-opponents-sigardas-aid-gives-its-controller-flash-not-the
    Scenario: An opponent's Sigarda's Aid gives its controller flash, not the opponent
      Given it is Bob's end step
      And Alice has priority
      And Bob controls a Sigarda's Aid
      And Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may not cast Hopeful Eidolon as an Aura targeting her Walking Corpse

    @id:any-player-may-cast-spells-as-though-they-had-flash-reaches
    Scenario: "Any player may cast spells as though they had flash" reaches the opponents of its controller
      Given it is Alice's beginning of combat step
      And Bob controls a Tidal Barracuda
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may cast Grizzly Bears

    @id:its-controller-casts-any-spell-at-instant-speed-in-his-own
    Scenario: Its controller casts any spell at instant speed in his own turn
      Given it is Bob's end step
      And Bob controls a Tidal Barracuda
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{G}
      Then Bob may cast Grizzly Bears

  @rule:601.3c
  Rule: 601.3c
    If an effect allows a player to cast a spell as though it had flash only if an alternative or additional cost is paid, that player may begin to cast that spell as though it had flash.

    @id:paying-the-additional-cost-a-sorcery-is-cast-in-an-opponents
    Scenario: Paying the additional cost, a sorcery is cast in an opponent's end step
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      Then Twilight's Call is on the stack
      And Alice's mana pool is empty

    @id:without-mana-for-the-additional-cost-it-cant-be-cast-as
    Scenario: Without mana for the additional cost, it can't be cast as though it had flash
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      Then Alice may not cast Twilight's Call

    @rule:117.1a
    @id:at-sorcery-timing-no-additional-cost-is-needed
    Scenario: At sorcery timing no additional cost is needed
      Given Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      Then Alice's mana pool is empty

  @rule:601.3d
  Rule: 601.3d
    If a spell would have flash only if certain conditions are met, its controller may begin to cast that spell as though it had flash if those conditions are met.

    @rule:601.4
    @id:with-x-3-silver-scrutiny-may-be-cast-in-an-opponents-end
    Scenario: With X = 3, Silver Scrutiny may be cast in an opponent's end step
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Silver Scrutiny in her hand
      And Alice has a Grizzly Bears, a Walking Corpse and a Forest in her library
      And Alice's mana pool holds {U}{U}{C}{C}{C}
      When Alice casts Silver Scrutiny with X = 3
      And all players pass priority
      Then Grizzly Bears is in her hand
      And Walking Corpse is in her hand
      And Forest is in her hand

    @id:with-x-4-the-condition-isnt-met-so-it-has-no-flash
    Scenario: With X = 4 the condition isn't met, so it has no flash
      Given it is Bob's end step
      And Alice has priority
      And Alice has a Silver Scrutiny in her hand
      And Alice's mana pool holds {U}{U}{C}{C}{C}{C}
      Then Alice may not cast Silver Scrutiny with X = 4
      But Alice may cast Silver Scrutiny with X = 3

    @rule:117.1a
    @id:at-sorcery-timing-the-condition-doesnt-matter
    Scenario: At sorcery timing the condition doesn't matter
      Given Alice has a Silver Scrutiny in her hand
      And Alice's mana pool holds {U}{U}{C}{C}{C}{C}
      Then Alice may cast Silver Scrutiny with X = 4

  @rule:601.3e
  Rule: 601.3e
    Some rules and effects state that an alternative set of characteristics or a subset of characteristics are considered to determine if a card or copy of a card is legal to cast. These alternative characteristics replace the object’s characteristics for this determination. Continuous effects that would apply to that object once it has those characteristics are also considered.

    # CR example: Garruk’s Horde says, in part, “You may cast creature spells from the top of your library.” If you control Garruk’s Horde and the top card of your library is a noncreature card with morph, you may cast it using its morph ability.
    # CR example: Melek, Izzet Paragon says, in part, “You may cast instant and sorcery spells from the top of your library.” If you control Melek, Izzet Paragon and the top card of your library is Giant Killer, an adventurer creature card whose Adventure is an instant named Chop Down, you may cast Chop Down but not Giant Killer. If instead you control Garruk’s Horde and the top card of your library is Giant Killer, you may cast Giant Killer but not Chop Down.

    # Wrong reading: the card's own characteristics (a creature) decide whether its Adventure can be cast.
    @id:in-her-upkeep-alice-may-cast-murderous-rider-swift-end-as
    Scenario: In her upkeep Alice may cast Murderous Rider // Swift End as its Adventure, an instant, but not as the creature card it is
      Given it is Alice's upkeep
      And Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may cast Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      But Alice may not cast Murderous Rider // Swift End
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      Then Murderous Rider // Swift End is on the stack
      And Murderous Rider // Swift End's subtypes are Adventure

    # Wrong reading: any card may be cast "as its Adventure", with its own characteristics.
    @rule:715.3
    @id:a-card-with-no-adventure-cant-be-cast-as-one
    Scenario: A card with no Adventure can't be cast as one, in her main phase or her upkeep (not: cast with its own characteristics)
      Given Alice has a Grizzly Bears and a Stabbing Pain in her hand
      And Bob controls a Walking Corpse
      And Alice's mana pool holds {B}{G}{C}
      Then Alice may not cast Grizzly Bears as its Adventure
      And Alice may not cast Stabbing Pain as its Adventure targeting Walking Corpse
      But Alice may cast Grizzly Bears
      And Alice may cast Stabbing Pain targeting Walking Corpse

    # Wrong reading: the continuous effects that would apply to an instant are left out (Goblin Electromancer's
    # reduction), or applied to the creature spell too.
    @id:goblin-electromancers-reduction-of-instant-spells-applies-to
    Scenario: Goblin Electromancer's reduction of instant spells applies to Swift End, so {B}{B} casts it, but not to Murderous Rider
      Given Alice controls a Goblin Electromancer
      And Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}
      Then Alice may not cast Murderous Rider // Swift End
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      Then Alice's mana pool is empty
      When all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Alice's life total is 18

    @id:under-nikya-of-the-old-ways-you-cant-cast-noncreature-spells
    Scenario: Under Nikya of the Old Ways ("You can't cast noncreature spells") Alice may cast Murderous Rider, but not its Adventure instant
      Given Alice controls a Nikya of the Old Ways
      And Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may cast Murderous Rider // Swift End
      But Alice may not cast Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
