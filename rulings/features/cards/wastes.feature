@card:wastes
Feature: Wastes
  {T}: Add {C}.

  @ruling:2021-03-19
  Rule: Any number of Wastes may be in a Constructed deck
    Because Wastes is a basic land, you can include as many of them as you like in your Constructed decks.

    # Not shown fully: deck construction is outside a game, and the engine protocol starts from a board.
    # What can be shown is the ruling's premise: Wastes is a basic land.
    @id:wastes-is-a-basic-land-lavaleapers-basic-land-trigger-adds
    Scenario: Wastes is a basic land: Lavaleaper's basic-land trigger adds another colorless mana
      Given Alice controls a Wastes, another Wastes and a Lavaleaper
      When Alice taps Wastes for mana
      And Alice taps Wastes for mana
      Then Lavaleaper's ability triggered twice
      And Alice's mana pool is {C}{C}{C}{C}

  @ruling:2021-03-19
  Rule: In Limited, Wastes must come from the card pool
    In Limited events (including Sealed Deck and Booster Draft), Wastes must be in your card pool to be included in your deck. You can't add Wastes to your card pool in the same way that you can add other basic lands.

    # Not shown: card pools and deck building are outside a game, and the engine protocol starts from a board.

  @ruling:2021-03-19
  Rule: Wastes is not a land type
    Wastes is not a land type. If something asks you to name a land type, you can't choose Wastes.

    # Not shown fully: no card modelled here asks a player to name a land type. What can be shown: Wastes
    # has no basic land type, so its one mana ability is the one printed on it (CR 305.6).
    @rule:305.6
    @id:wastes-has-no-basic-land-type-so-it-taps-only-for-its
    Scenario: Wastes has no basic land type, so it taps only for its printed colorless mana
      Given Alice controls a Wastes
      Then Wastes could produce {C}
      When Alice tries to tap Wastes for {G}
      Then that is illegal
      When Alice taps Wastes for mana
      Then Alice's mana pool is {C}

    @rule:305.7
    @id:urborg-makes-wastes-a-swamp-as-well-the-only-land-type-it
    Scenario: Urborg makes Wastes a Swamp as well, the only land type it then has
      Given Alice controls a Wastes
      And Bob controls an Urborg, Tomb of Yawgmoth
      Then Wastes could produce {B} and {C}
