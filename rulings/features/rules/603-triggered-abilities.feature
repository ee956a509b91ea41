Feature: 603. Handling Triggered Abilities
  Triggered abilities, as far as the cards in scope need them. Each paragraph of CR 603 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:603.1
  Rule: 603.1
    Triggered abilities have a trigger condition and an effect. They are written as “[When/Whenever/At] [trigger condition or event], [effect]. [Instructions (if any).]”

    @id:soul-wardens-trigger-condition-is-another-creature-entering
    Scenario: Soul Warden's trigger condition is another creature entering; its effect, 1 life, comes as it resolves
      Given Alice controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      Then Soul Warden's ability did not trigger
      When all players pass priority
      Then Soul Warden's ability triggered once
      And Alice's life total is 20
      When all players pass priority
      Then Alice's life total is 21

  @rule:603.1a
  Rule: 603.1a
    A triggered ability may include instructions after its effects that limit what the ability may target or state that it can’t be countered. This text is not part of the ability’s effect. It functions while the ability is on the stack.

  @rule:603.1b
  Rule: 603.1b
    A triggered ability may have more than one trigger condition, and an instruction that refers to whether “all” of those conditions have happened during a particular period. This refers to whether or not all of those conditions have occurred during that period, regardless of whether that ability has triggered based on those conditions.

    @id:grave-titans-one-ability-triggers-as-it-enters
    Scenario: Grave Titan's one ability has two trigger conditions: entering triggers it (not: it waits for both, entering and attacking)
      Given Alice has a Grave Titan in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Grave Titan
      And all players pass priority
      Then Grave Titan's ability triggered once
      When all players pass priority
      Then Alice controls two Zombie tokens

    @id:grave-titan-attacking-triggers-the-same-ability-again
    Scenario: Grave Titan, on the battlefield since before the turn, attacks: the same ability triggers on its other condition
      Given Alice controls a Grave Titan
      When Alice attacks Bob with Grave Titan
      Then Grave Titan's ability triggered once
      When all players pass priority
      Then Alice controls two Zombie tokens

    @rule:603.2d
    @id:with-panharmonicon-grave-titan-triggers-twice-as-it-enters
    Scenario: With Panharmonicon, Grave Titan's ability triggers twice as the Titan enters: a creature entering caused it
      Given Alice controls a Panharmonicon
      And Alice has a Grave Titan in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Grave Titan
      And all players pass priority
      Then Grave Titan's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then Alice controls four Zombie tokens

    @rule:603.2d
    @id:with-panharmonicon-grave-titan-triggers-once-as-it-attacks
    Scenario: With Panharmonicon, Grave Titan's same ability triggers once as the Titan attacks (not: the ability triggers an additional time whatever the event)
      Given Alice controls a Panharmonicon and a Grave Titan
      When Alice attacks Bob with Grave Titan
      Then Grave Titan's ability triggered once
      When all players pass priority
      Then Alice controls two Zombie tokens

  @rule:603.2
  Rule: 603.2
    Whenever a game event or game state matches a triggered ability’s trigger event, that ability automatically triggers. The ability doesn’t do anything at this point.

    @id:soul-warden-triggers-as-the-creature-enters-and-does-nothing
    Scenario: Soul Warden triggers as the creature enters, and does nothing yet (not: the life is gained at once)
      Given Alice controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Soul Warden's ability triggered once
      And the top of the stack is an ability of Soul Warden
      And Alice's life total is 20

  @rule:603.2a
  Rule: 603.2a
    Because they aren’t cast or activated, triggered abilities can trigger even when it isn’t legal to cast spells and activate abilities. Effects that preclude abilities from being activated don’t affect them.

    @id:bobs-soul-warden-triggers-in-alices-turn-when-bob-couldnt
    Scenario: Bob's Soul Warden triggers in Alice's turn, when Bob couldn't cast his Grizzly Bears
      Given Bob controls a Soul Warden
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{G}
      And Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice casts Llanowar Elves
      And all players pass priority
      Then Soul Warden's ability triggered once
      And Bob may not cast Grizzly Bears
      When all players pass priority
      Then Bob's life total is 21

  @rule:603.2b
  Rule: 603.2b
    When a phase or step begins, all abilities that trigger “at the beginning of” that phase or step trigger.

    @id:ball-lightnings-at-the-beginning-of-the-end-step-triggers-as
    Scenario: Ball Lightning's "at the beginning of the end step" triggers as Alice's end step begins
      Given Alice controls a Ball Lightning
      When the game advances to Alice's end step
      Then Ball Lightning's ability triggered once
      And the top of the stack is an ability of Ball Lightning

    @id:in-bobs-upkeep-near-death-experiences-at-the-beginning-of
    Scenario: In Bob's upkeep, Near-Death Experience's "at the beginning of your upkeep" doesn't trigger for Alice (not: any upkeep)
      Given it is Alice's end step
      And Alice controls a Near-Death Experience
      And Alice's life total is 1
      When the game advances to Bob's upkeep
      Then Near-Death Experience's ability did not trigger

  @rule:603.2c
  Rule: 603.2c
    An ability triggers only once each time its trigger event occurs. However, it can trigger repeatedly if one event contains multiple occurrences.

    @id:two-creatures-entering-at-once-are-two-occurrences-soul
    Scenario: Two creatures entering at once are two occurrences: Soul Warden triggers twice
      Given Alice controls a Soul Warden
      And Bob has a Grizzly Bears and a Llanowar Elves in his graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Soul Warden's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then Alice's life total is 22

    @id:each-life-gaining-event-triggers-ajanis-pridemate-once-two
    Scenario: Each life-gaining event triggers Ajani's Pridemate once: two Soul Warden triggers, two counters
      Given Alice controls a Soul Warden and an Ajani's Pridemate
      And Bob has a Grizzly Bears and a Llanowar Elves in his graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      And all players pass priority
      Then Ajani's Pridemate's ability triggered once
      When all players pass priority
      And all players pass priority
      And all players pass priority
      Then Ajani's Pridemate's ability triggered twice
      And Ajani's Pridemate has two +1/+1 counters

  @rule:603.2d
  Rule: 603.2d
    An ability may state that a triggered ability triggers additional times. In this case, rather than simply determining that such an ability has triggered, determine how many times it should trigger, then that ability triggers that many times. An effect that states that an ability triggers additional times doesn’t invoke itself repeatedly and doesn’t apply to other effects that affect how many times an ability triggers. An effect that states a triggered ability of an object triggers additional times refers only to triggered abilities that object has, not to any delayed or reflexive triggered abilities (see rule 603.7 and rule 603.12) that may be created by abilities the object has.

    @id:panharmonicon-soul-warden-triggers-twice-for-one-creature
    Scenario: With Panharmonicon, Soul Warden triggers twice for one creature entering: two abilities on the stack, each gaining 1 life (not: one ability gaining 2)
      Given Alice controls a Soul Warden and a Panharmonicon
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Soul Warden's ability triggered twice
      And the stack holds two objects
      And the top of the stack is an ability of Soul Warden
      When all players pass priority
      Then Alice's life total is 21
      And the stack holds one object
      When all players pass priority
      Then Alice's life total is 22

    @id:two-panharmonicons-soul-warden-triggers-three-times-not-four
    Scenario: With two Panharmonicons, Soul Warden triggers three times, not four (not: the second doubles the first's additional trigger)
      Given Alice controls a Soul Warden and two Panharmonicons
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Soul Warden's ability triggered 3 times
      And the stack holds three objects

    @id:bobs-panharmonicon-doesnt-make-alices-soul-warden-trigger-again
    Scenario: Bob's Panharmonicon doesn't make Alice's Soul Warden trigger an additional time (not: any Panharmonicon on the battlefield)
      Given Alice controls a Soul Warden
      And Bob controls a Panharmonicon
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Soul Warden's ability triggered once

  @rule:603.2e
  Rule: 603.2e
    Some trigger events use the word “becomes” (for example, “becomes attached” or “becomes blocked”). These trigger only at the time the named event happens—they don’t trigger if that state already exists or retrigger if it persists. An ability that triggers when a permanent “becomes tapped” or “becomes untapped” doesn’t trigger if the permanent enters the battlefield in that state.

    @id:arrogant-bloodlord-becomes-blocked-once-its-ability-doesnt
    Scenario: Arrogant Bloodlord "becomes blocked" once: its ability doesn't trigger again while it stays blocked (not: each step it is blocked)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves and a Grizzly Bears
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves
      Then Arrogant Bloodlord's ability triggered once
      When all players pass priority
      And the game advances to Alice's combat damage step
      Then Arrogant Bloodlord is blocked
      And Arrogant Bloodlord's ability triggered once

  @rule:603.2f
  Rule: 603.2f
    If a triggered ability’s trigger condition is met, but the object with that triggered ability is at no time visible to all players, the ability does not trigger.

  @rule:603.2g
  Rule: 603.2g
    An ability triggers only if its trigger event actually occurs. An event that’s prevented or replaced won’t trigger anything.

    # CR example: An ability that triggers on damage being dealt won’t trigger if all the damage is prevented.

    @id:fleshbag-marauder-makes-bob-sacrifice-his-hangarback-walker
    Scenario: Fleshbag Marauder makes Bob sacrifice his Hangarback Walker: Misery's Shadow exiles it instead, and its dies ability doesn't trigger (not: the replaced event still triggers)
      Given Alice controls a Misery's Shadow
      And Bob controls a Hangarback Walker with 2 +1/+1 counters
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will choose Fleshbag Marauder when she must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Hangarback Walker is in exile
      And Hangarback Walker's ability did not trigger
      And Bob controls no Thopter tokens
      And Fleshbag Marauder is in her graveyard

  @rule:603.2h
  Rule: 603.2h
    A triggered ability may have an instruction followed by “Do this only once each turn.” This ability triggers only if its source’s controller has not yet taken the indicated action that turn.

    @id:alice-declines-ancient-cornucopias-life-for-llanowar-elves
    Scenario: Alice declines Ancient Cornucopia's life for Llanowar Elves: it triggers again for her Grizzly Bears (not: once each turn whatever she chose)
      Given Alice controls an Ancient Cornucopia
      And Alice has a Llanowar Elves and a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}{G}
      When Alice will not do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      And all players pass priority
      Then Alice's life total is 20
      When all players pass priority
      And Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Grizzly Bears
      Then Ancient Cornucopia's ability triggered twice
      When all players pass priority
      Then Alice's life total is 21

  @rule:603.3
  Rule: 603.3
    Once an ability has triggered, its controller puts it on the stack as an object that’s not a card the next time a player would receive priority. See rule 117, “Timing and Priority.” The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics. It remains on the stack until it’s countered, it resolves, a rule causes it to be removed from the stack, or an effect moves it elsewhere.

    @id:soul-wardens-ability-goes-on-the-stack-after-the-creature
    Scenario: Soul Warden's ability goes on the stack after the creature spell finishes resolving, on top
      Given Alice controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And the stack holds one object
      And the top of the stack is an ability of Soul Warden
      And Alice has priority

    @id:narcolepsys-upkeep-trigger-waits-for-the-upkeep-where-it-is
    Scenario: Narcolepsy's upkeep trigger waits for the upkeep, where it is on the stack before Bob can act
      Given it is Alice's end step
      And Bob controls a tapped Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Bob's upkeep
      Then the top of the stack is an ability of Narcolepsy
      And Bob has priority

  @rule:603.3a
  Rule: 603.3a
    A triggered ability is controlled by the player who controlled its source at the time it triggered, unless it’s a delayed triggered ability. To determine the controller of a delayed triggered ability, see rules 603.7d–f.

    @id:alices-narcolepsy-on-bobs-creature-triggers-in-bobs-upkeep
    Scenario: Alice's Narcolepsy on Bob's creature triggers in Bob's upkeep: Alice controls the ability (not: the player whose upkeep it is)
      Given it is Alice's end step
      And Bob controls a Llanowar Elves
      And Alice controls a Narcolepsy attached to Bob's Llanowar Elves
      When the game advances to Bob's upkeep
      Then the ability of Narcolepsy on the stack is controlled by Alice

    @id:bobs-ball-lightning-triggers-in-alices-end-step-bob-controls
    Scenario: Bob's Ball Lightning triggers in Alice's end step: Bob controls the ability
      Given Bob controls a Ball Lightning
      When the game advances to Alice's end step
      Then the ability of Ball Lightning on the stack is controlled by Bob

  @rule:603.3b
  Rule: 603.3b
    If multiple abilities have triggered since the last time a player received priority, the abilities are placed on the stack in a two-part process. First, each player, in APNAP order, puts each triggered ability they control with a trigger condition that isn’t another ability triggering on the stack in any order they choose. (See rule 101.4.) Second, each player, in APNAP order, puts all remaining triggered abilities they control on the stack in any order they choose. Then the game once again checks for and performs state-based actions until none are performed, then abilities that triggered during this process go on the stack. This process repeats until no new state-based actions are performed and no abilities trigger. Then the appropriate player gets priority.

    @id:alices-and-bobs-soul-wardens-trigger-at-once-the-active
    Scenario: Alice's and Bob's Soul Wardens trigger at once: the active player's goes on the stack first, so Bob's resolves first (not: in the order the cards were set up)
      Given Bob controls a Soul Warden
      And Alice controls a Soul Warden
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Alice's Soul Warden, then Bob's Soul Warden
      When all players pass priority
      Then Bob's life total is 21
      And Alice's life total is 20

    @id:on-bobs-turn-bobs-trigger-goes-on-the-stack-first-and-alices
    Scenario: On Bob's turn, Bob's trigger goes on the stack first and Alice's resolves first (not: Alice's always first)
      Given it is Bob's precombat main phase
      And Alice controls a Soul Warden
      And Bob controls a Soul Warden
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{G}
      When Bob casts Grizzly Bears
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Bob's Soul Warden, then Alice's Soul Warden
      When all players pass priority
      Then Alice's life total is 21
      And Bob's life total is 20

    @id:alice-puts-her-own-two-triggered-abilities-on-the-stack-in
    Scenario: Alice puts her own two triggered abilities on the stack in the order she chooses
      Given Alice controls a Soul Warden and a Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      When Alice will put her triggered abilities on the stack in the order Soul Warden, then Dwynen's Elite
      And Alice casts Dwynen's Elite
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Soul Warden, then Dwynen's Elite

    @id:in-the-other-order-she-chooses-the-other-one-resolves-first
    Scenario: In the other order she chooses, the other one resolves first (not: an order fixed by the engine)
      Given Alice controls a Soul Warden and a Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      When Alice will put her triggered abilities on the stack in the order Dwynen's Elite, then Soul Warden
      And Alice casts Dwynen's Elite
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Dwynen's Elite, then Soul Warden
      When all players pass priority
      Then Alice's life total is 21
      And the stack holds, from the bottom, abilities of Dwynen's Elite

  @rule:603.3c
  Rule: 603.3c
    If a triggered ability is modal, its controller announces the mode choice when putting the ability on the stack. If one of the modes would be illegal (due to an inability to choose legal targets, for example), that mode can’t be chosen. If no mode is chosen, the ability is removed from the stack. (See rule 700.2.)

    @id:alice-chooses-defiant-ogres-mode-destroy-target-artifact-and
    Scenario: Alice chooses Defiant Ogre's mode "Destroy target artifact." and its target as the ability goes on the stack: Bob's Fellwar Stone is destroyed, and the Ogre gets no counter (not: both modes)
      Given Bob controls a Fellwar Stone
      And Alice has a Defiant Ogre in her hand
      And Alice's mana pool holds {R}{C}{C}{C}{C}{C}
      When Alice will choose the mode "Destroy target artifact." for Defiant Ogre's ability
      And Alice casts Defiant Ogre
      And all players pass priority
      And all players pass priority
      Then Fellwar Stone is in his graveyard
      And Defiant Ogre has no +1/+1 counters

  @rule:603.3d
  Rule: 603.3d
    The remainder of the process for putting a triggered ability on the stack is identical to the process for casting a spell listed in rules 601.2c–d. If a choice is required when the triggered ability goes on the stack but no legal choices can be made for it, or if a rule or a continuous effect otherwise makes the ability illegal, the ability is simply removed from the stack.

    @id:with-no-artifact-or-creature-an-opponent-controls-mystical
    Scenario: With no artifact or creature an opponent controls, Mystical Tether's trigger is removed from the stack
      Given Alice controls a Grizzly Bears
      And Alice has a Mystical Tether in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Mystical Tether
      And all players pass priority
      Then Mystical Tether is on the battlefield
      And the stack is empty
      And Grizzly Bears is on the battlefield

    @id:with-one-the-trigger-targets-it-and-exiles-it
    Scenario: With one, the trigger targets it and exiles it
      Given Bob controls a Grizzly Bears
      And Alice has a Mystical Tether in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Mystical Tether
      And all players pass priority
      Then the top of the stack is an ability of Mystical Tether
      When all players pass priority
      Then Grizzly Bears is in exile

  @rule:603.4
  Rule: 603.4
    A triggered ability may read “When/Whenever/At [trigger event], if [condition], [effect].” When the trigger event occurs, the ability checks whether the stated condition is true. The ability triggers only if it is; otherwise it does nothing. If the ability triggers, it checks the stated condition again as it resolves. If the condition isn’t true at that time, the ability is removed from the stack and does nothing. Note that this mirrors the check for legal targets. This rule is referred to as the “intervening ‘if’ clause” rule. (The word “if” has only its normal English meaning anywhere else in the text of a card; this rule only applies to an “if” that immediately follows a trigger condition.)

    @id:near-death-experience-at-exactly-1-life-as-her-upkeep-begins
    Scenario: Near-Death Experience: at exactly 1 life as her upkeep begins and as it resolves, Alice wins the game
      Given it is Bob's end step
      And Alice controls a Near-Death Experience
      And Alice's life total is 1
      When the game advances to Alice's upkeep
      Then Near-Death Experience's ability triggered once
      When all players pass priority
      Then Alice has won the game
      And Bob has lost the game

    @id:at-2-life-as-her-upkeep-begins-it-doesnt-trigger-at-all-not
    Scenario: At 2 life as her upkeep begins, it doesn't trigger at all (not: it triggers and checks only on resolution)
      Given it is Bob's end step
      And Alice controls a Near-Death Experience
      And Alice's life total is 2
      When the game advances to Alice's upkeep
      Then Near-Death Experience's ability did not trigger
      And the stack is empty
      And Alice has not won the game

  @rule:603.5
  Rule: 603.5
    Some triggered abilities’ effects are optional (they contain “may,” as in “At the beginning of your upkeep, you may draw a card”). These abilities go on the stack when they trigger, regardless of whether their controller intends to exercise the ability’s option or not. The choice is made when the ability resolves. Likewise, triggered abilities that have an effect “unless” something is true or a player chooses to do something will go on the stack normally; the “unless” part of the ability is dealt with when the ability resolves.

    @id:alice-wont-gain-the-life-ancient-cornucopias-ability-still
    Scenario: Alice won't gain the life: Ancient Cornucopia's ability still goes on the stack, and does nothing as it resolves (not: it isn't put on the stack)
      Given Alice controls an Ancient Cornucopia
      And Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice will not do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      Then the top of the stack is an ability of Ancient Cornucopia
      When all players pass priority
      Then Alice's life total is 20
      And the top of the stack is the spell Llanowar Elves

    @id:alice-changes-her-mind-while-the-ability-is-on-the-stack-she
    Scenario: Alice changes her mind while the ability is on the stack: she chooses as it resolves, and gains the life (not: the choice is made as it triggers)
      Given Alice controls an Ancient Cornucopia
      And Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice will not do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      And Alice will do what Ancient Cornucopia's ability says she may do
      And all players pass priority
      Then Alice's life total is 21

  @rule:603.6
  Rule: 603.6
    Trigger events that involve objects changing zones are called “zone-change triggers.” Many abilities with zone-change triggers attempt to do something to that object after it changes zones. During resolution, these abilities look for the object in the zone that it moved to. If the object is unable to be found in the zone it went to, the part of the ability attempting to do something to the object will fail to do anything. The ability could be unable to find the object because the object never entered the specified zone, because it left the zone before the ability resolved, or because it is in a zone that is hidden from a player, such as a library or an opponent’s hand. (This rule applies even if the object leaves the zone and returns again before the ability resolves.) The most common zone-change triggers are enters-the-battlefield triggers and leaves-the-battlefield triggers.

  @rule:603.6a
  Rule: 603.6a
    Enters-the-battlefield abilities trigger when a permanent enters the battlefield. These are written, “When [this object] enters, . . . “ or “Whenever a [type] enters, . . .” Each time an event puts one or more permanents onto the battlefield, all permanents on the battlefield (including the newcomers) are checked for any enters-the-battlefield triggers that match the event.

  @rule:603.6b
  Rule: 603.6b
    Continuous effects that modify characteristics of a permanent do so the moment the permanent is on the battlefield (and not before then). The permanent is never on the battlefield with its unmodified characteristics. Continuous effects don’t apply before the permanent is on the battlefield, however (see rule 603.6d).

    # CR example: If an effect reads “All lands are creatures” and a land card is played, the effect makes the land card into a creature the moment it enters the battlefield, so it would trigger abilities that trigger when a creature enters the battlefield. Conversely, if an effect reads “All creatures lose all abilities” and a creature card with an enters-the-battlefield triggered ability enters the battlefield, that effect will cause it to lose its abilities the moment it enters the battlefield, so the enters-the-battlefield ability won’t trigger.

    @id:with-benalish-marshal-grizzly-bears-enters-as-a-3-3
    Scenario: With Benalish Marshal, Grizzly Bears enters as a 3/3: Irreverent Gremlin's "power 2 or less" ability doesn't trigger (not: its printed 2/2)
      Given Alice controls an Irreverent Gremlin and a Benalish Marshal
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      And Irreverent Gremlin's ability did not trigger

    @id:with-benalish-marshal-llanowar-elves-enters-as-a-2-2-the
    Scenario: With Benalish Marshal, Llanowar Elves enters as a 2/2: the ability triggers
      Given Alice controls an Irreverent Gremlin and a Benalish Marshal
      And Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice casts Llanowar Elves
      And all players pass priority
      Then Irreverent Gremlin's ability triggered once

  @rule:603.6c
  Rule: 603.6c
    Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone, or when a phased-in permanent leaves the game because its owner leaves the game. These are written as, but aren’t limited to, “When [this object] leaves the battlefield, . . .” or “Whenever [something] is put into a graveyard from the battlefield, . . . .” (See also rule 603.10.) An ability that attempts to do something to the card that left the battlefield checks for it only in the first zone that it went to. An ability that triggers when a card is put into a certain zone “from anywhere” is never treated as a leaves-the-battlefield ability, even if an object is put into that zone from the battlefield.

    @rule:603.3b @rule:603.10a
    @id:fleshbag-marauder-makes-each-player-sacrifice-a-hangarback
    Scenario: Fleshbag Marauder makes each player sacrifice a Hangarback Walker: both dies abilities trigger, and go on the stack in APNAP order
      Given Alice controls a Hangarback Walker with 2 +1/+1 counters
      And Bob controls a Hangarback Walker with 1 +1/+1 counter
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Alice's Hangarback Walker when she must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Alice's Hangarback Walker is in her graveyard
      And Bob's Hangarback Walker is in his graveyard
      And the stack holds, from the bottom, abilities of Alice's Hangarback Walker, then Bob's Hangarback Walker
      When all players pass priority
      Then Bob controls one Thopter token
      And Alice controls no Thopter tokens
      When all players pass priority
      Then Alice controls two Thopter tokens

  @rule:603.6d
  Rule: 603.6d
    Some permanents have text that reads “[This permanent] enters with . . . ,” “As [this permanent] enters . . . ,” “[This permanent] enters as . . . ,” or “[This permanent] enters tapped.” Such text is a static ability—not a triggered ability—whose effect occurs as part of the event that puts the permanent onto the battlefield.

    @id:endless-one-enters-with-its-counters-as-part-of-entering-no
    Scenario: Endless One enters with its counters as part of entering: no ability triggers, nothing waits on the stack (not: a trigger one could respond to)
      Given Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Endless One with X = 3
      And all players pass priority
      Then Endless One has three +1/+1 counters
      And Endless One's ability did not trigger
      And the stack is empty

  @rule:603.6e
  Rule: 603.6e
    Some Auras have triggered abilities that trigger on the enchanted permanent leaving the battlefield. These triggered abilities can find the new object that permanent card became in the zone it moved to; they can also find the new object the Aura card became in its owner’s graveyard after state-based actions have been checked. See rule 400.7.

    @rule:603.10a
    @id:stabbing-pain-kills-bobs-llanowar-elves-alices-unhallowed
    Scenario: Stabbing Pain kills Bob's Llanowar Elves: Alice's Unhallowed Pact, put into the graveyard by state-based actions too, still triggers and returns the card under Alice's control (not: the Aura is gone, so nothing triggers)
      Given Bob controls a Llanowar Elves
      And Alice controls an Unhallowed Pact attached to Bob's Llanowar Elves
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Llanowar Elves
      And all players pass priority
      Then Unhallowed Pact is in her graveyard
      And Unhallowed Pact's ability triggered once
      When all players pass priority
      Then Llanowar Elves is on the battlefield
      And Llanowar Elves is controlled by Alice
      And Llanowar Elves is a 1/1 creature

  @rule:603.7
  Rule: 603.7
    An effect may create a delayed triggered ability that can do something at a later time. A delayed triggered ability will contain “when,” “whenever,” or “at,” although that word won’t usually begin the ability.

    @id:arrogant-bloodlords-trigger-creates-an-ability-that-destroys
    Scenario: Arrogant Bloodlord's trigger creates an ability that destroys it at end of combat, not at once
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves
      And all players pass priority
      Then Arrogant Bloodlord is on the battlefield
      And the stack is empty
      When the game advances to Alice's end of combat step
      Then Arrogant Bloodlord's ability triggered twice
      When all players pass priority
      Then Arrogant Bloodlord is in her graveyard

  @rule:603.7a
  Rule: 603.7a
    Delayed triggered abilities are created during the resolution of spells or abilities, as the result of a replacement effect being applied, or as a result of a static ability that allows a player to take an action. A delayed triggered ability won’t trigger until it has actually been created, even if its trigger event occurred just beforehand. Other events that happen earlier may make the trigger event impossible.

    # CR example: Part of an effect reads “When this creature leaves the battlefield,” but the creature in question leaves the battlefield before the spell or ability creating the effect resolves. In this case, the delayed ability never triggers.
    # CR example: If an effect reads “When this creature becomes untapped” and the named creature becomes untapped before the effect resolves, the ability waits for the next time that creature untaps.

    @id:otherworldly-journey-cast-in-bobs-end-step-its-delayed
    Scenario: Otherworldly Journey cast in Bob's end step: its delayed ability waits for Alice's end step (not: triggered by the end step that began before it existed)
      Given it is Bob's end step
      And Bob controls a Grizzly Bears
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      And Alice has priority
      And Alice has a Forest in her library
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      When the game advances to Alice's precombat main phase
      Then Otherworldly Journey's ability did not trigger
      And Grizzly Bears is in exile
      When the game advances to Alice's end step
      Then Otherworldly Journey's ability triggered once

  @rule:603.7b
  Rule: 603.7b
    A delayed triggered ability will trigger only once—the next time its trigger event occurs—unless it has a stated duration, such as “this turn.” If its trigger event occurs more than once simultaneously and the ability doesn’t have a stated duration, the controller of the delayed triggered ability chooses which event causes the ability to trigger.

    @id:the-delayed-ability-triggers-at-the-next-end-of-combat-only
    Scenario: The delayed ability triggers at the next end of combat only: not again in the turns after (not: at every end of combat)
      Given Alice controls an Arrogant Bloodlord and 8 Swamps
      And Alice has a Twilight's Call in her hand
      And Bob controls a Llanowar Elves, a Grizzly Bears and a Grizzly Bears
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Grizzly Bears and Grizzly Bears
      Then Arrogant Bloodlord's ability triggered once
      When all players pass priority
      And the game advances to Alice's combat damage step
      Then Arrogant Bloodlord is in her graveyard
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Twilight's Call
      And all players pass priority
      Then Arrogant Bloodlord is on the battlefield
      When the game advances to Alice's end of combat step
      Then Arrogant Bloodlord's ability triggered twice
      When all players pass priority
      Then Arrogant Bloodlord is on the battlefield
      When the game advances to Alice's end of combat step
      Then Arrogant Bloodlord's ability triggered twice
      And Arrogant Bloodlord is on the battlefield

  @rule:603.7c
  Rule: 603.7c
    A delayed triggered ability that refers to a particular object still affects it even if the object changes characteristics. However, if that object is no longer in the zone it’s expected to be in at the time the delayed triggered ability resolves, the ability won’t affect it. (Note that if that object left that zone and then returned, it’s a new object and thus won’t be affected. See rule 400.7.)

    @id:arrogant-bloodlord-dies-in-combat-and-twilights-call-returns
    Scenario: Arrogant Bloodlord dies in combat and Twilight's Call returns it: the delayed ability doesn't destroy the new object (not: it follows the card)
      Given Alice controls an Arrogant Bloodlord and 8 Swamps
      And Alice has a Twilight's Call in her hand
      And Bob controls a Llanowar Elves, a Grizzly Bears and a Grizzly Bears
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Grizzly Bears and Grizzly Bears
      Then Arrogant Bloodlord's ability triggered once
      When all players pass priority
      And the game advances to Alice's combat damage step
      Then Arrogant Bloodlord is in her graveyard
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Twilight's Call
      And all players pass priority
      Then Arrogant Bloodlord is on the battlefield
      When the game advances to Alice's end of combat step
      Then Arrogant Bloodlord's ability triggered twice
      When all players pass priority
      Then Arrogant Bloodlord is on the battlefield

  @rule:603.7d
  Rule: 603.7d
    If a spell creates a delayed triggered ability, the source of that delayed triggered ability is that spell. The controller of that delayed triggered ability is the player who controlled that spell as it resolved.

    @id:alices-otherworldly-journey-exiles-bobs-grizzly-bears-the
    Scenario: Alice's Otherworldly Journey exiles Bob's Grizzly Bears: the delayed ability's source is the spell and Alice controls it (not: the returning card's owner)
      Given Bob controls a Grizzly Bears
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end step
      Then the top of the stack is an ability of Otherworldly Journey
      And the ability of Otherworldly Journey on the stack is controlled by Alice

  @rule:603.7e
  Rule: 603.7e
    If an activated or triggered ability creates a delayed triggered ability, the source of that delayed triggered ability is the same as the source of that other ability. The controller of that delayed triggered ability is the player who controlled that other ability as it resolved.

    @id:the-delayed-abilitys-source-is-arrogant-bloodlord-and-bob
    Scenario: The delayed ability's source is Arrogant Bloodlord, and Bob controls it as Bob controlled the ability that created it
      Given it is Bob's precombat main phase
      And Alice controls a Llanowar Elves
      And Bob controls an Arrogant Bloodlord
      When Bob attacks Alice with Arrogant Bloodlord
      And Alice blocks Arrogant Bloodlord with Llanowar Elves
      And all players pass priority
      And the game advances to Bob's end of combat step
      Then the top of the stack is an ability of Arrogant Bloodlord
      And the ability of Arrogant Bloodlord on the stack is controlled by Bob

  @rule:603.7f
  Rule: 603.7f
    If a static ability generates a replacement effect which causes a delayed triggered ability to be created, the source of that delayed triggered ability is the object with that static ability. The controller of that delayed triggered ability is the same as the controller of that object at the time the replacement effect was applied.

  @rule:603.7g
  Rule: 603.7g
    If a static ability allows a player to take an action and creates a delayed triggered ability if that player does so, the source of that delayed triggered ability is the object with that static ability. The controller of that delayed triggered ability is the same as the controller of that object at the time the action was taken.

    @id:alice-casts-parapet-in-bobs-upkeep-its-delayed-ability
    Scenario: Alice casts Parapet in Bob's upkeep: the delayed ability its static ability created triggers in Bob's cleanup step, Parapet's and controlled by Alice (not: the active player's)
      Given it is Bob's upkeep
      And Alice has priority
      And Alice has a Parapet in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Forest in his library
      When Alice casts Parapet
      And all players pass priority
      Then Parapet is on the battlefield
      When the game advances to Bob's cleanup step
      Then Parapet's ability triggered once
      And the top of the stack is an ability of Parapet
      And the ability of Parapet on the stack is controlled by Alice
      When all players pass priority
      Then Parapet is in its owner's graveyard

    @id:alice-casts-parapet-in-her-main-phase-no-delayed-ability
    Scenario: Alice casts Parapet in her own main phase, as a sorcery could be: no delayed ability is created, and Parapet stays
      Given Alice has a Parapet in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Parapet
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Parapet's ability did not trigger
      And Parapet is on the battlefield

    @id:alice-casts-parapet-with-tidal-barracudas-permission-it
    Scenario: Alice casts Parapet in Bob's upkeep with her Tidal Barracuda's permission, not its own: it isn't sacrificed, as its ruling says (not: any cast when a sorcery couldn't be)
      Given it is Bob's upkeep
      And Alice has priority
      And Alice controls a Tidal Barracuda
      And Alice has a Parapet in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Forest in his library
      When Alice casts Parapet
      And all players pass priority
      And the game advances to Alice's upkeep
      Then Parapet's ability did not trigger
      And Parapet is on the battlefield

  @rule:603.7h
  Rule: 603.7h
    An activated or triggered ability may create a delayed triggered ability that triggers when the ability that created it has resolved a certain number of times in a turn. In that case, that delayed triggered ability is created only once, during the appropriate resolution of that ability.

  @rule:603.8
  Rule: 603.8
    Some triggered abilities trigger when a game state (such as a player controlling no permanents of a particular card type) is true, rather than triggering when an event occurs. These abilities trigger as soon as the game state matches the condition. They’ll go onto the stack at the next available opportunity. These are called state triggers. (Note that state triggers aren’t the same as state-based actions.) A state-triggered ability doesn’t trigger again until the ability has resolved, has been countered, or has otherwise left the stack. Then, if the object with the ability is still in the same zone and the game state still matches its trigger condition, the ability will trigger again.

    # CR example: A permanent’s ability reads, “Whenever you have no cards in hand, draw a card.” If its controller plays the last card from their hand, the ability will trigger once and won’t trigger again until it has left the stack. If its controller casts a spell that reads “Discard your hand, then draw that many cards,” the ability will trigger during the spell’s resolution because the player’s hand was momentarily empty.

  @rule:603.9
  Rule: 603.9
    Some triggered abilities trigger specifically when a player loses the game. These abilities trigger when a player loses or leaves the game, regardless of the reason, unless that player leaves the game as the result of a draw. See rule 104.3.

    @id:bob-concedes-alices-blood-tyrant-triggers
    Scenario: Bob concedes a game of three: Alice's Blood Tyrant triggers, whatever the reason he lost (not: only a loss by a state-based action)
      Given Alice, Bob and Carol are playing
      And Alice controls a Blood Tyrant
      When Bob concedes the game
      Then Blood Tyrant's ability triggered once
      When all players pass priority
      Then Blood Tyrant has five +1/+1 counters

    @id:blood-tyrants-upkeep-life-loss-takes-bob-to-0-he-loses
    Scenario: Blood Tyrant's upkeep ability takes Bob to 0 life: he loses the game by a state-based action, and its other ability triggers
      Given Alice, Bob and Carol are playing
      And it is Carol's end step
      And Alice controls a Blood Tyrant
      And Bob's life total is 1
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Bob has lost the game
      And Blood Tyrant's ability triggered twice
      And Blood Tyrant has three +1/+1 counters
      When all players pass priority
      Then Blood Tyrant has 8 +1/+1 counters
      And Alice's life total is 19

  @rule:603.10
  Rule: 603.10
    Normally, objects that exist immediately after an event are checked to see if the event matched any trigger conditions, and continuous effects that exist at that time are used to determine what the trigger conditions are and what the objects involved in the event look like. However, some triggered abilities are exceptions to this rule; the game “looks back in time” to determine if those abilities trigger, using the existence of those abilities and the appearance of objects immediately prior to the event. The list of exceptions is as follows:

    @rule:603.6a @rule:603.4
    @id:dwynens-elite-returns-with-a-llanowar-elves-at-once-the-elf
    Scenario: Dwynen's Elite returns with a Llanowar Elves at once: the Elf is there just after the event, so the ability triggers (not: checked before it)
      Given Alice has a Dwynen's Elite and a Llanowar Elves in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Dwynen's Elite's ability triggered once
      When all players pass priority
      Then Alice controls one Elf Warrior token

    @rule:603.6a
    @id:endless-one-cast-with-x-0-enters-and-dies-at-once-soul
    Scenario: Endless One cast with X = 0 enters and dies at once: Soul Warden still triggers for it (not: checked after state-based actions took it away)
      Given Alice controls a Soul Warden
      And Alice has an Endless One in her hand
      When Alice casts Endless One with X = 0
      And all players pass priority
      Then Endless One is in her graveyard
      And Soul Warden's ability triggered once
      When all players pass priority
      Then Alice's life total is 21

  @rule:603.10a
  Rule: 603.10a
    Some zone-change triggers look back in time. These are leaves-the-battlefield abilities, abilities that trigger when a player sacrifices a permanent, abilities that trigger when a card leaves a graveyard, and abilities that trigger when an object that all players can see is put into a hand or library.

    # CR example: Two creatures are on the battlefield along with an artifact that has the ability “Whenever a creature dies, you gain 1 life.” Someone casts a spell that destroys all artifacts, creatures, and enchantments. The artifact’s ability triggers twice, even though the artifact goes to its owner’s graveyard at the same time as the creatures.

  @rule:603.10b
  Rule: 603.10b
    Abilities that trigger when a permanent phases out look back in time.

    # Wrong reading: the phases-out ability doesn't trigger, since the Imp is phased out, treated as though it
    # doesn't exist, by the time the event is looked at.
    @id:teferis-imp-phases-out-in-alices-untap-step-and-its-ability
    Scenario: Teferi's Imp phases out in Alice's untap step and its ability triggers all the same: Alice discards her Forest
      Given it is Bob's precombat main phase
      And Alice controls a Teferi's Imp
      And Alice has a Forest in her hand
      When the game advances to Alice's upkeep
      Then Teferi's Imp is phased out
      And Teferi's Imp's ability triggered once
      When all players pass priority
      Then Alice discarded one card
      And Forest is in her graveyard
      And the stack is empty

    @id:phased-out-teferis-imp-cant-attack-in-alices-next-untap-step
    Scenario: Phased out, Teferi's Imp can't attack; in Alice's next untap step it phases in, and its phases-in ability draws her a card
      Given it is Bob's precombat main phase
      And Alice controls a Teferi's Imp
      And Alice has a Forest in her hand
      And Alice has an Island and a Swamp in her library
      And Bob has a Plains in his library
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Forest is in her graveyard
      When the game advances to Alice's precombat main phase
      Then Island is in her hand
      And Teferi's Imp can't attack
      When the game advances to Alice's upkeep
      Then Teferi's Imp is phased in
      And Teferi's Imp's ability triggered twice
      When all players pass priority
      Then Swamp is in her hand
      And Island is in her hand
      And Alice discarded one card

  @rule:603.10c
  Rule: 603.10c
    Abilities that trigger specifically when an object becomes unattached look back in time.

    @id:disenchant-destroys-stitchers-graft-it-becomes-unattached
    Scenario: Disenchant destroys Stitcher's Graft: it becomes unattached as it leaves, its ability triggers all the same, and Alice sacrifices Grizzly Bears (not: an Equipment gone has no ability to trigger)
      Given Alice controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      And Bob controls two Plains
      And Bob has a Disenchant in his hand
      When Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Plains for mana
      And Bob casts Disenchant targeting Stitcher's Graft
      And all players pass priority
      Then Stitcher's Graft is in its owner's graveyard
      And Stitcher's Graft's ability triggered once
      When all players pass priority
      Then Grizzly Bears is in its owner's graveyard

  @rule:603.10d
  Rule: 603.10d
    Abilities that trigger when a player loses control of an object or when a player’s opponent gains control of an object from that player look back in time.

    # Wrong reading: the trigger event checked against the game after it, when Bob controls the Graft again and
    # Alice controls nothing of it: she wouldn't be seen losing control, and the Graft would stay on the Ogre.
    @rule:613.1b @rule:514.2
    @id:ogre-geargrabbers-when-you-lose-control-of-that-equipment
    Scenario: Ogre Geargrabber's "when you lose control of that Equipment" triggers as its control effect ends in the cleanup step, for Alice, who no longer controls the Graft (not: checked after the event)
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Stitcher's Graft attached to Grizzly Bears
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      And all players pass priority
      And the game advances to Alice's cleanup step
      Then Stitcher's Graft is controlled by Bob
      And Ogre Geargrabber's ability triggered twice
      And the ability of Ogre Geargrabber on the stack is controlled by Alice
      When all players pass priority
      Then Stitcher's Graft is attached to nothing

  @rule:603.10e
  Rule: 603.10e
    Abilities that trigger when a spell is countered look back in time.

    @rule:701.6a
    @id:alices-cancel-counters-bobs-shock-lullmage-mentor-triggers
    Scenario: Alice's Cancel counters Bob's Shock: Lullmage Mentor's "a spell or ability you control counters a spell" triggers, though Cancel has left the stack by then, looking back to when it was Alice's spell (not: Cancel is a card in her graveyard now, no spell she controls)
      Given Alice controls a Lullmage Mentor
      And Alice has a Cancel in her hand
      And Alice's mana pool holds {U}{U}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Alice
      And Bob passes priority
      And Alice will do what Lullmage Mentor's ability says she may do
      And Alice casts Cancel targeting Shock
      And all players pass priority
      Then Cancel is in her graveyard
      And Lullmage Mentor's ability triggered once
      When all players pass priority
      Then Alice controls one Merfolk token
      And Alice's life total is 20

    @id:bobs-cancel-counters-alices-spell-her-mentor-doesnt-trigger
    Scenario: Bob's Cancel counters Alice's Shock: her Lullmage Mentor doesn't trigger, the countering spell being Bob's (not: any spell countered)
      Given Alice controls a Lullmage Mentor
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      And Lullmage Mentor's ability did not trigger
      And Bob's life total is 20

  @rule:603.10f
  Rule: 603.10f
    Abilities that trigger when a player loses the game look back in time.

    @rule:702.19b @rule:704.3
    @id:blood-tyrant-dies-as-bob-loses-its-ability-still-triggers
    Scenario: Blood Tyrant dies in the same state-based check that makes Bob lose: its ability triggers, looking back (not: it is gone when the loss is checked)
      Given Alice, Bob and Carol are playing
      And Alice controls a Blood Tyrant
      And Bob controls a Dragon Sniper
      And Bob's life total is 4
      When Alice attacks Bob with Blood Tyrant
      And Bob blocks Blood Tyrant with Dragon Sniper
      And Blood Tyrant assigns 1 damage to Dragon Sniper and 4 damage to Bob as the game advances to Alice's combat damage step
      Then Bob has lost the game
      And Blood Tyrant is in its owner's graveyard
      And Blood Tyrant's ability triggered once
      And the top of the stack is an ability of Blood Tyrant

    @rule:104.3a
    @id:bob-concedes-his-own-blood-tyrant-triggers-looking-back
    Scenario: Bob concedes while he controls Blood Tyrant: its ability triggers, looking back, but he has left the game, so it never goes on the stack (not: it doesn't trigger; not: Bob's ability resolves after he left)
      Given Alice, Bob and Carol are playing
      And Bob controls a Blood Tyrant
      When Bob concedes the game
      Then Blood Tyrant's ability triggered once
      And the stack is empty

  @rule:603.10g
  Rule: 603.10g
    Abilities that trigger when a player planeswalks away from a plane look back in time.

  @rule:603.11
  Rule: 603.11
    Some objects have a static ability that’s linked to one or more triggered abilities. (See rule 607, “Linked Abilities.”) These objects combine the abilities into one paragraph, with the static ability first, followed by each triggered ability that’s linked to it. A very few objects have triggered abilities which are written with the trigger condition in the middle of the ability, rather than at the beginning.

    # CR example: An ability that reads “Reveal the first card you draw each turn. Whenever you reveal a basic land card this way, draw a card” is a static ability linked to a triggered ability.

    @rule:701.43d
    @id:glorybringers-exert-permission-is-linked-to-a-when-you-do
    Scenario: Glorybringer's exert permission is linked to a "when you do" triggered ability: exerting it triggers an ability that uses the stack (not: the paragraph is one static ability dealing its damage as it attacks)
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer, exerting it
      Then Glorybringer's ability triggered once
      And the top of the stack is an ability of Glorybringer
      And Grizzly Bears has no damage marked on it
      When all players pass priority
      Then Grizzly Bears is in its owner's graveyard

    @rule:701.43d
    @id:glorybringer-attacking-without-being-exerted-the-linked
    Scenario: Glorybringer attacking without being exerted: the linked ability doesn't trigger (not: it triggers whenever Glorybringer attacks)
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer
      Then Glorybringer's ability did not trigger
      And the stack is empty

  @rule:603.12
  Rule: 603.12
    A resolving spell or ability may allow or instruct a player to take an action and create a triggered ability that triggers “when [a player] [does or doesn’t]” take that action or “when [something happens] this way.” These reflexive triggered abilities follow the rules for delayed triggered abilities (see rule 603.7), except that they’re checked immediately after being created and trigger based on whether the trigger event or events occurred earlier during the resolution of the spell or ability that created them.

    # CR example: Heart-Piercer Manticore has an ability that reads “When this creature enters, you may sacrifice another creature. When you do, this creature deals damage equal to that creature’s power to any target.” The reflexive triggered ability triggers only when you sacrifice another creature due to the original triggered ability, and not if you sacrifice a creature for any other reason.

    @id:alice-wont-pay-the-2-life-for-ambulatory-edifice-its
    Scenario: Alice won't pay the 2 life for Ambulatory Edifice: its reflexive ability doesn't trigger (not: it triggers and finds nothing to do)
      Given Bob controls a Llanowar Elves
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will not do what Ambulatory Edifice's ability says she may do
      And Alice casts Ambulatory Edifice
      And all players pass priority
      And all players pass priority
      Then Ambulatory Edifice's ability triggered once
      And the stack is empty
      And Alice's life total is 20
      And Llanowar Elves is on the battlefield

    @rule:119.4
    @id:at-1-life-alice-cant-pay-2-life-so-the-reflexive-ability
    Scenario: At 1 life Alice can't pay 2 life, so the reflexive ability doesn't trigger though she would pay (not: the choice alone makes it trigger)
      Given Alice's life total is 1
      And Bob controls a Llanowar Elves
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will do what Ambulatory Edifice's ability says she may do
      And Alice casts Ambulatory Edifice
      And all players pass priority
      And all players pass priority
      Then Ambulatory Edifice's ability triggered once
      And the stack is empty
      And Alice's life total is 1

  @rule:603.12a
  Rule: 603.12a
    Normally, if the trigger event or events occur multiple times during the resolution of the spell or ability that created it, the reflexive triggered ability will trigger once for each of those times. However, if a resolving spell or ability includes a choice to pay a cost multiple times and creates a triggered ability that triggers when that payment is made, paying that cost one or more times causes the reflexive triggered ability to trigger only once.

    @id:alice-pays-bloodthirsty-adversarys-cost-twice-the-reflexive
    Scenario: Alice pays Bloodthirsty Adversary's {2}{R} twice: its reflexive ability triggers once, with two +1/+1 counters (not: once for each payment)
      Given Alice has a Bloodthirsty Adversary in her hand
      And Alice's mana pool holds {R}{R}{R}{R}{R}{R}{R}{R}
      When Alice will pay the cost of Bloodthirsty Adversary's ability twice
      And Alice casts Bloodthirsty Adversary
      And all players pass priority
      And all players pass priority
      Then Alice's mana pool is empty
      And Bloodthirsty Adversary's ability triggered twice
      And the stack holds one object
      When all players pass priority
      Then Bloodthirsty Adversary has two +1/+1 counters
      And the stack is empty

    @id:alice-pays-bloodthirsty-adversarys-cost-no-times-the
    Scenario: Alice pays Bloodthirsty Adversary's cost no times: the reflexive ability doesn't trigger (not: it triggers with "that many" 0)
      Given Alice has a Bloodthirsty Adversary in her hand
      And Alice's mana pool holds {R}{R}{R}{R}{R}{R}{R}{R}
      When Alice will pay the cost of Bloodthirsty Adversary's ability no times
      And Alice casts Bloodthirsty Adversary
      And all players pass priority
      And all players pass priority
      Then Bloodthirsty Adversary's ability triggered once
      And the stack is empty
      And Alice's mana pool is {R}{R}{R}{R}{R}{R}
      And Bloodthirsty Adversary has no +1/+1 counters
