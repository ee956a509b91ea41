@card:ancient-cornucopia
Feature: Ancient Cornucopia
  Whenever you cast a spell that's one or more colors, you may gain 1 life for each of that spell's colors. Do this only once each turn.
  {T}: Add one mana of any color.

  @ruling:2024-04-12
  Rule: It counts the spell's colors, not its colored mana symbols
    Ancient Cornucopia’s triggered ability counts the number of colors the spell has (from one to five), not how many colored mana symbols there are in its mana cost or how many colors of mana you spent.

    @rule:105.2 @rule:603.5
    @id:phylactery-lich-cast-for-bbb-is-one-color-alice-gains-1-life
    Scenario: Phylactery Lich, cast for {B}{B}{B}, is one color: Alice gains 1 life (not: 3, one per symbol)
      Given Alice controls an Ancient Cornucopia
      And Alice has a Phylactery Lich in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Phylactery Lich
      Then Ancient Cornucopia's ability triggered once
      When all players pass priority
      Then Alice's life total is 21
      And the top of the stack is the spell Phylactery Lich

    @rule:105.2
    @id:watchwolf-is-green-and-white-alice-gains-2-life
    Scenario: Watchwolf is green and white: Alice gains 2 life
      Given Alice controls an Ancient Cornucopia
      And Alice has a Watchwolf in her hand
      And Alice's mana pool holds {G}{W}
      When Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Watchwolf
      And all players pass priority
      Then Alice's life total is 22

  @ruling:2024-04-12
  Rule: The ability resolves before the spell, and even if the spell is countered, by its last known colors
    Ancient Cornucopia’s triggered ability resolves before the spell that caused it to trigger. The ability will resolve even if that spell is countered. If that spell is countered, use its last known information to determine what colors it was.

    @rule:603.3b @rule:608.2h
    @id:bobs-chalice-of-the-void-counters-alices-llanowar-elves
    Scenario: Bob's Chalice of the Void counters Alice's Llanowar Elves first: Ancient Cornucopia's ability still resolves and Alice gains 1 life for the green spell (not: nothing, the spell being gone)
      Given Bob controls a Chalice of the Void with 1 charge counter
      And Alice controls an Ancient Cornucopia
      And Alice has a Llanowar Elves in her hand
      And Alice's mana pool holds {G}
      When Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      Then the stack holds three objects
      And the top of the stack is an ability of Chalice of the Void
      When all players pass priority
      Then Llanowar Elves is in her graveyard
      When all players pass priority
      Then Alice's life total is 21

  @ruling:2024-04-12
  Rule: Once Alice has chosen to gain life, the ability doesn't trigger again that turn
    Once you choose to gain life using Ancient Cornucopia’s triggered ability, that ability won’t trigger again that turn.

    @rule:603.2h
    @id:alice-gains-life-for-llanowar-elves-her-grizzly-bears-then
    Scenario: Alice gains life for Llanowar Elves: her Grizzly Bears then doesn't trigger it (not: once per spell)
      Given Alice controls an Ancient Cornucopia
      And Alice has a Llanowar Elves and a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}{G}
      When Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      And all players pass priority
      And all players pass priority
      And Alice casts Grizzly Bears
      Then Ancient Cornucopia's ability triggered once
      And the top of the stack is the spell Grizzly Bears
      When all players pass priority
      Then Alice's life total is 21

    @rule:603.2h
    @id:in-bobs-turn-the-ability-triggers-again-once-each-turn-not
    Scenario: In Bob's turn, the ability triggers again: once each turn (not: once each game)
      Given Alice controls an Ancient Cornucopia and a Forest
      And Alice has a Llanowar Elves and an Ornamental Courage in her hand
      And Alice's mana pool holds {G}
      When Alice will do what Ancient Cornucopia's ability says she may do
      And Alice casts Llanowar Elves
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And Bob passes priority
      And Alice taps Forest for mana
      And Alice casts Ornamental Courage targeting Llanowar Elves
      Then Ancient Cornucopia's ability triggered twice
      When all players pass priority
      Then Alice's life total is 22
