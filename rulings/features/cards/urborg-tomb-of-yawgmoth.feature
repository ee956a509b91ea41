@card:urborg-tomb-of-yawgmoth
Feature: Urborg, Tomb of Yawgmoth
  Each land is a Swamp in addition to its other land types.

  @ruling:2021-03-19 @rule:613.8a @rule:305.7
  Rule: A land-type-setting effect makes Urborg lose its ability, whatever the order
    If an effect such as that of Magus of the Moon causes Urborg to lose its abilities by setting it to a basic land type not in addition to its other types, it won't turn lands into Swamps, no matter in what order those effects started to apply.

    @id:blood-moon-then-urborg-forest-taps-only-for-green
    Scenario: Blood Moon on the battlefield, then Urborg played: the Forest could produce only green
      Given Alice controls a Forest and a Blood Moon
      And Alice has an Urborg, Tomb of Yawgmoth in her hand
      When Alice plays Urborg, Tomb of Yawgmoth
      Then Forest could produce {G}
      And Urborg, Tomb of Yawgmoth could produce {R}

    @id:urborg-then-blood-moon-forest-taps-only-for-green
    Scenario: Urborg on the battlefield, then Blood Moon cast: the Forest could produce only green (not: Urborg's older effect still makes it a Swamp)
      Given Alice controls a Forest, an Urborg, Tomb of Yawgmoth and three Mountains
      And Alice has a Blood Moon in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Blood Moon
      And all players pass priority
      Then Forest could produce {G}
      And Forest's subtypes are Forest

  @ruling:2021-03-19 @rule:611.3a
  Rule: Land cards not on the battlefield aren't Swamps
    Land cards not on the battlefield aren't Swamps while Urborg is on the battlefield.

    @id:a-forest-in-alices-hand-is-no-swamp
    Scenario: A Forest in Alice's hand is no Swamp while Urborg is on the battlefield
      Given Alice controls an Urborg, Tomb of Yawgmoth
      And Alice has a Forest in her hand
      Then Forest's subtypes are Forest

  @ruling:2021-03-19 @rule:305.7
  Rule: Each land has the land type Swamp, and nothing else about it changes
    Urborg's ability causes each land on the battlefield to have the land type Swamp. Any land that's a Swamp has the ability "{T}: Add {B}." Nothing else changes about those lands, including their names, other subtypes, other abilities, and whether they're legendary, basic, or snow.

    @id:urborg-makes-a-forest-a-forest-swamp-tapping-for-black-or-green
    Scenario: Urborg makes Bob's Forest a Forest Swamp that could produce black or green
      Given Alice controls an Urborg, Tomb of Yawgmoth
      And Bob controls a Forest
      Then Forest's subtypes are Forest and Swamp
      And Forest could produce {B} and {G}

  @ruling:2021-03-19 @rule:611.3b
  Rule: Urborg isn't a Swamp off the battlefield
    Urborg, Tomb of Yawgmoth isn't a Swamp while it's not on the battlefield.

    @id:urborg-in-alices-hand-has-no-subtypes
    Scenario: Urborg in Alice's hand has no subtypes
      Given Alice has an Urborg, Tomb of Yawgmoth in her hand
      Then Urborg, Tomb of Yawgmoth's subtypes are none
