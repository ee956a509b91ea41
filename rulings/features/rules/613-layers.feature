Feature: 613. Interaction of Continuous Effects: the layers
  The order in which continuous effects change a permanent's characteristics: copy effects, control, types,
  colors, abilities, then power and toughness in four sublayers. Each paragraph of CR 613 (2026-09-25) on the
  layers that the reference engine models is quoted verbatim under its number; its scenarios show it on a
  board, each against the tempting wrong reading.

  @rule:613.1
  Rule: 613.1
    The values of an object’s characteristics are determined by starting with the actual object. For a card, that means the values of the characteristics printed on that card. For a token or a copy of a spell or card, that means the values of the characteristics defined by the effect that created it. Then all applicable continuous effects are applied in a series of layers in the following order:

    @id:turn-to-frog-makes-serra-angel-a-blue-1-1-frog-with-no
    Scenario: Turn to Frog makes Serra Angel a blue 1/1 Frog with no abilities (not: only its power and toughness change)
      Given Alice controls a Serra Angel
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Serra Angel
      And all players pass priority
      Then Serra Angel is a 1/1 creature
      And Serra Angel's subtypes are Frog
      And Serra Angel's color is blue
      And Serra Angel doesn't have flying
      And Serra Angel doesn't have vigilance

    @id:at-end-of-turn-serra-angel-is-herself-again
    Scenario: In the cleanup step the effect ends: Serra Angel is a white 4/4 Angel with flying again
      Given Alice controls a Serra Angel
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      And Bob has a Forest in his library
      When Alice casts Turn to Frog targeting Serra Angel
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Serra Angel is a 4/4 creature
      And Serra Angel's subtypes are Angel
      And Serra Angel's color is white
      And Serra Angel has flying

  @rule:613.1a
  Rule: 613.1a
    Layer 1: Rules and effects that modify copiable values are applied.

    @rule:707.2
    @id:clone-copying-a-giant-grown-grizzly-bears-is-a-2-2
    Scenario: Clone copying a Grizzly Bears that has Giant Growth is a 2/2 (not: the copy takes the 5/5 it is now)
      Given Bob controls a Grizzly Bears
      And Alice has a Giant Growth and a Clone in her hand
      And Alice's mana pool holds {G}{U}{U}{U}{U}
      When Alice casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      And Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      And Clone is a 2/2 creature

  @rule:613.1b
  Rule: 613.1b
    Layer 2: Control-changing effects are applied.

    @rule:701.3a
    @id:the-ogre-takes-cobbled-wings-and-has-flying-grizzly-bears
    Scenario: Ogre Geargrabber takes Bob's Cobbled Wings: Alice controls it, the Ogre has flying and Grizzly Bears no longer does
      Given Alice controls an Ogre Geargrabber
      And Bob controls a Grizzly Bears and a Cobbled Wings attached to Grizzly Bears
      Then Grizzly Bears has flying
      When Alice attacks Bob with Ogre Geargrabber
      And all players pass priority
      Then Cobbled Wings is controlled by Alice
      And Ogre Geargrabber has flying
      And Grizzly Bears doesn't have flying

  @rule:613.1d
  Rule: 613.1d
    Layer 4: Type-changing effects are applied. These include effects that change an object’s card type, subtype, and/or supertype.

    @rule:305.7
    @id:blood-moon-makes-shivan-reef-a-mountain-that-taps-only-for
    Scenario: Blood Moon makes Shivan Reef a Mountain that could produce only red (not: a Mountain in addition, keeping its own abilities)
      Given Alice controls a Shivan Reef and a Blood Moon
      Then Shivan Reef's subtypes are Mountain
      And Shivan Reef could produce {R}

    @rule:305.7
    @id:blood-moon-leaves-basic-lands-alone
    Scenario: Blood Moon leaves a basic Forest alone (not: every land becomes a Mountain)
      Given Alice controls a Forest and a Blood Moon
      Then Forest's subtypes are Forest
      And Forest could produce {G}

  @rule:613.1e
  Rule: 613.1e
    Layer 5: Color-changing effects are applied.

    @id:turn-to-frog-makes-grizzly-bears-blue-only
    Scenario: Turn to Frog makes Grizzly Bears blue, and no longer green (not: blue in addition to green)
      Given Alice controls a Grizzly Bears
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears's color is blue

  @rule:613.1f
  Rule: 613.1f
    Layer 6: Ability-adding effects, keyword counters, ability-removing effects, and effects that say an object can’t have an ability are applied.

    @id:turn-to-frog-removes-the-flying-levitation-gives
    Scenario: Turn to Frog removes even the flying Levitation gives, which began earlier (not: only printed abilities are lost)
      Given Alice controls a Grizzly Bears and a Levitation
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      Then Grizzly Bears has flying
      When Alice casts Turn to Frog targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears doesn't have flying

  @rule:613.1g
  Rule: 613.1g
    Layer 7: Power- and/or toughness-changing effects are applied.

    @id:diminish-then-giant-growth-a-4-4
    Scenario: Diminish, then Giant Growth: a 4/4 (power and toughness are changed in layer 7)
      Given Alice controls a Grizzly Bears
      And Alice has a Diminish and a Giant Growth in her hand
      And Alice's mana pool holds {U}{G}
      When Alice casts Diminish targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 1/1 creature
      When Alice casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature

  @rule:613.2
  Rule: 613.2
    Within layer 1, apply effects in a series of sublayers in the order described below. Within each sublayer, apply effects in timestamp order (see rule 613.7). Note that dependency may alter the order in which effects are applied within a sublayer. (See rule 613.8.)

    @rule:707.2
    @id:clone-copying-serra-angel-turned-to-a-frog-is-a-4-4-flier
    Scenario: Clone copying a Serra Angel that Turn to Frog affects is a white 4/4 Angel with flying (not: the copy takes the Frog)
      Given Bob controls a Serra Angel
      And Alice has a Turn to Frog and a Clone in her hand
      And Alice's mana pool holds {U}{C}{U}{U}{U}{U}
      When Alice casts Turn to Frog targeting Serra Angel
      And all players pass priority
      And Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Serra Angel is a 1/1 creature
      And Clone is a 4/4 creature
      And Clone has flying
      And Clone's color is white
      And Clone's subtypes are Angel

  @rule:613.2a
  Rule: 613.2a
    Layer 1a: Copiable effects are applied. This includes copy effects (see rule 707, “Copying Objects”) and changes to an object’s characteristics determined by merging an object with a permanent (see rule 730, “Merging with Permanents”). “As . . . enters” and “as . . . is turned face up” abilities generate copiable effects if they set power and toughness, even if they also define other characteristics.

    @rule:707.2
    @id:clone-copying-walking-corpse-with-counters-is-a-2-2
    Scenario: Clone copying a Walking Corpse with two +1/+1 counters is a 2/2 Zombie: a copy effect takes the copiable values, not the counters (not: a 4/4)
      Given Bob controls a Walking Corpse with two +1/+1 counters
      And Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Walking Corpse is a 4/4 creature
      And Clone is a 2/2 creature
      And Clone's subtypes are Zombie

  @rule:613.2b
  Rule: 613.2b
    Layer 1b: Face-down spells and permanents have their characteristics modified as defined in rule 708.2.

    @rule:708.2a
    @id:a-face-down-creature-with-giant-growth-is-a-5-5
    Scenario: A face-down creature given Giant Growth is a 5/5: the 2/2 of layer 1b, then +3/+3 (not: its card's 0/0 under the bonus)
      Given Alice controls a face-down Hooded Hydra
      And Alice has a Giant Growth in her hand
      And Alice's mana pool holds {G}
      When Alice casts Giant Growth targeting Hooded Hydra
      And all players pass priority
      Then Hooded Hydra is a 5/5 creature

  @rule:613.2c
  Rule: 613.2c
    After all rules and effects in layer 1 have been applied, the object’s characteristics are its copiable values. (See rule 707.2.)

    @rule:707.2
    @id:clone-copying-a-diminished-grizzly-bears-is-a-2-2
    Scenario: Clone copying a Grizzly Bears that Diminish made 1/1 is a 2/2: the copiable values are layer 1's (not: the values it has after layer 7)
      Given Bob controls a Grizzly Bears
      And Alice has a Diminish and a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}{U}
      When Alice casts Diminish targeting Grizzly Bears
      And all players pass priority
      And Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Grizzly Bears is a 1/1 creature
      And Clone is a 2/2 creature

  @rule:613.3
  Rule: 613.3
    Within layers 2–6, apply effects from characteristic-defining abilities first (see rule 604.3), then all other effects in timestamp order (see rule 613.7). Note that dependency may alter the order in which effects are applied within a layer. (See rule 613.8.)

    @rule:702.114a @rule:604.3
    @id:vestige-of-emrakul-is-colorless-though-its-cost-is-red
    Scenario: Vestige of Emrakul is colorless though its mana cost is red: devoid defines its color
      Given Alice controls a Vestige of Emrakul
      Then Vestige of Emrakul's color is colorless

    @rule:702.114a
    @id:turn-to-frog-makes-vestige-of-emrakul-blue-devoid-first
    Scenario: Turn to Frog makes Vestige of Emrakul blue: devoid applies first in layer 5, then the Frog's blue (not: devoid last, leaving it colorless)
      Given Alice controls a Vestige of Emrakul
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Vestige of Emrakul
      And all players pass priority
      Then Vestige of Emrakul's color is blue
      And Vestige of Emrakul doesn't have trample

  @rule:613.4
  Rule: 613.4
    Within layer 7, apply effects in a series of sublayers in the order described below. Within each sublayer, apply effects in timestamp order. (See rule 613.7.) Note that dependency may alter the order in which effects are applied within a sublayer. (See rule 613.8.)

    @id:giant-growth-then-diminish-still-a-4-4
    Scenario: Giant Growth, then Diminish: still a 4/4 (not: the later Diminish overwrites the earlier bonus)
      Given Alice controls a Grizzly Bears
      And Alice has a Diminish and a Giant Growth in her hand
      And Alice's mana pool holds {U}{G}
      When Alice casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      When Alice casts Diminish targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature

  @rule:613.4a
  Rule: 613.4a
    Layer 7a: Effects from characteristic-defining abilities that define power and/or toughness are applied. See rule 604.3.

    @rule:604.3
    @id:nightmare-is-as-big-as-the-swamps-alice-controls
    Scenario: Nightmare is as big as the number of Swamps Alice controls, and Giant Growth adds to that
      Given Alice controls a Nightmare and three Swamps
      And Bob controls a Swamp
      And Alice has a Giant Growth in her hand
      And Alice's mana pool holds {G}
      Then Nightmare is a 3/3 creature
      When Alice casts Giant Growth targeting Nightmare
      And all players pass priority
      Then Nightmare is a 6/6 creature

    @rule:613.4b
    @id:diminish-on-nightmare-sets-it-to-1-1-over-its-cda
    Scenario: Diminish makes Nightmare a 1/1 though Alice controls three Swamps: setting comes after the defining ability (not: the ability keeps counting)
      Given Alice controls a Nightmare and three Swamps
      And Alice has a Diminish in her hand
      And Alice's mana pool holds {U}
      When Alice casts Diminish targeting Nightmare
      And all players pass priority
      Then Nightmare is a 1/1 creature

  @rule:613.4b
  Rule: 613.4b
    Layer 7b: Effects that set power and/or toughness to a specific number or value are applied. Effects that refer to the base power and/or toughness of a creature apply in this layer.

    @id:diminish-after-giant-growth-and-a-counter-3-3-plus-3-3
    Scenario: Giant Growth, then Diminish on a Walking Corpse with a +1/+1 counter: a 5/5 (not: the newest effect, Diminish, makes it 1/1)
      Given Alice controls a Walking Corpse with a +1/+1 counter
      And Alice has a Diminish and a Giant Growth in her hand
      And Alice's mana pool holds {U}{G}
      When Alice casts Giant Growth targeting Walking Corpse
      And all players pass priority
      And Alice casts Diminish targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 5/5 creature

  @rule:613.4d
  Rule: 613.4d
    Layer 7d: Effects that switch a creature’s power and toughness are applied. Such effects take the value of power and apply it to the creature’s toughness, and take the value of toughness and apply it to the creature’s power.

    @id:twisted-image-then-shivan-dragons-1-0-a-5-6
    Scenario: Twisted Image, then Shivan Dragon's +1/+0: a 5/6, the switch applied last (not: 6/5, the bonus after the switch)
      Given Alice controls a Shivan Dragon
      And Alice has a Twisted Image in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{R}
      When Alice casts Twisted Image targeting Shivan Dragon
      And all players pass priority
      Then Shivan Dragon is a 5/5 creature
      When Alice activates Shivan Dragon
      And all players pass priority
      Then Shivan Dragon is a 5/6 creature

    @id:twisted-image-on-giant-spider-after-diminish
    Scenario: Diminish, then Twisted Image on Giant Spider: a 1/1, then Giant Growth: a 4/4; the switch comes after setting and adding
      Given Alice controls a Giant Spider
      And Alice has a Twisted Image and a Giant Growth in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{G}
      When Alice casts Twisted Image targeting Giant Spider
      And all players pass priority
      Then Giant Spider is a 4/2 creature
      When Alice casts Giant Growth targeting Giant Spider
      And all players pass priority
      Then Giant Spider is a 7/5 creature

  @rule:613.5
  Rule: 613.5
    The application of continuous effects as described by the layer system is continually and automatically performed by the game. All resulting changes to an object’s characteristics are instantaneous.

    @id:nightmare-grows-the-moment-alice-plays-urborg
    Scenario: Nightmare grows the moment Alice plays Urborg, Tomb of Yawgmoth, a Swamp as it enters, and the Forest she controls becomes one (not: its size is fixed as it enters)
      Given Alice controls a Nightmare, two Swamps and a Forest
      And Alice has an Urborg, Tomb of Yawgmoth in her hand
      Then Nightmare is a 2/2 creature
      When Alice plays Urborg, Tomb of Yawgmoth
      Then Nightmare is a 4/4 creature

  @rule:613.6
  Rule: 613.6
    If an effect should be applied in different layers and/or sublayers, the parts of the effect each apply in their appropriate ones. If an effect starts to apply in one layer and/or sublayer, it will continue to be applied to the same set of objects in each other applicable layer and/or sublayer, even if the ability generating the effect is removed during this process.

    @id:giant-growth-then-turn-to-frog-a-4-4-frog
    Scenario: Giant Growth, then Turn to Frog: a blue 4/4 Frog, its base 1/1 set in layer 7b under the older +3/+3 (not: the whole later effect overwrites it)
      Given Alice controls a Grizzly Bears
      And Alice has a Giant Growth and a Turn to Frog in her hand
      And Alice's mana pool holds {G}{U}{C}
      When Alice casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      And Alice casts Turn to Frog targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Grizzly Bears's subtypes are Frog
      And Grizzly Bears's color is blue

  @rule:613.9
  Rule: 613.9
    One continuous effect can override another. Sometimes the results of one effect determine whether another effect applies or what another effect does.

    @id:turn-to-frog-overrides-jump
    Scenario: Turn to Frog overrides the flying Jump gave Grizzly Bears earlier
      Given Alice controls a Grizzly Bears
      And Alice has a Jump and a Turn to Frog in her hand
      And Alice's mana pool holds {U}{U}{C}
      When Alice casts Jump targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has flying
      When Alice casts Turn to Frog targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears doesn't have flying
