@card:grim-strider
Feature: Grim Strider
  This creature gets -1/-1 for each card in your hand.

  @ruling:2017-04-18
  Rule: Damage stays marked through the turn, so drawing cards later may make it lethal
    Because damage remains marked on a creature until it’s removed as the turn ends, the damage a Grim Strider takes during combat may become lethal if you draw cards later in the turn.

    @rule:514.2 @rule:704.5g
    @id:grim-strider-survives-4-combat-damage-as-a-5-5-and-dies-when
    Scenario: Grim Strider survives 4 combat damage as a 5/5, and dies when Alice draws two cards later that turn
      Given Alice controls a Grim Strider, two Islands and two Wastes
      And Alice has a Silver Scrutiny in her hand
      And Alice has two Forests in her library
      And Bob controls a Serra Angel
      Then Grim Strider is a 5/5 creature
      When Alice attacks Bob with Grim Strider
      And Bob blocks Grim Strider with Serra Angel
      And the game advances to Alice's postcombat main phase
      Then Grim Strider has 4 damage marked on it
      When Alice taps Island for mana
      And Alice taps Island for mana
      And Alice taps Wastes for mana
      And Alice taps Wastes for mana
      And Alice casts Silver Scrutiny with X = 2
      Then Grim Strider is a 6/6 creature
      When all players pass priority
      Then Grim Strider is in her graveyard

    @rule:514.2
    @id:not-damage-stays-the-damage-wears-off-in-the-cleanup-step-a
    Scenario: (not: damage stays) The damage wears off in the cleanup step: a card drawn next turn doesn't make it lethal
      Given Alice controls a Grim Strider
      And Alice has a Forest in her hand
      And Alice has an Island in her library
      And Bob controls a Serra Angel
      And Bob has an Island in his library
      When Alice attacks Bob with Grim Strider
      And Bob blocks Grim Strider with Serra Angel
      And the game advances to Alice's draw step
      Then Grim Strider has no damage marked on it
      And Grim Strider is a 4/4 creature
      And Grim Strider is on the battlefield

  @ruling:2017-04-18
  Rule: Toughness 0 in the middle of a resolution doesn't matter if it is 1 or more once it ends
    If a spell or ability causes you to draw cards and then has you remove some from hand (such as by discarding them or putting them on top of your library), Grim Strider may briefly have 0 toughness or less. As long as its toughness is 1 or greater again after the spell or ability is finished resolving, it will remain on the battlefield.

    # Not shown: no card in the reference engine's pool draws cards and then removes cards from its
    # controller's hand within one resolution (the Careful Study kind); Silver Scrutiny only draws. The
    # state-based action at the end of a resolution is shown above (704.5f, 704.5g).
