@card:hardy-veteran
Feature: Hardy Veteran
  During your turn, this creature gets +0/+2.

  @ruling:2018-01-19
  @rule:514.2
  @rule:611.3a
  Rule: The bonus lasts the whole turn: damage wears off before it does
    Hardy Veteran gets +0/+2 for the entire duration of your turn. If it’s dealt damage or gets -X/-X until end of turn, those will wear off before your turn is over.

    @id:hardy-veteran-only-in-its-controllers-turn
    Scenario: Hardy Veteran is a 2/4 in Alice's turn and a 2/2 in Bob's (not: the bonus in every turn)
      Given Alice controls a Hardy Veteran
      Then Hardy Veteran is a 2/4 creature
      When the game advances to Bob's upkeep
      Then Hardy Veteran is a 2/2 creature

    @id:hardy-veteran-damage-wears-off-first
    Scenario: Bob's Shock deals 2 damage to Hardy Veteran in Alice's turn: a 2/4, it survives, and in the cleanup step the damage is removed while the bonus still applies, so in Bob's turn it is an undamaged 2/2 (not: the bonus ends first, and 2 damage kills a 2/2)
      Given Alice controls a Hardy Veteran
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Hardy Veteran
      And all players pass priority
      Then Hardy Veteran has 2 damage marked on it
      When the game advances to Bob's upkeep
      Then Hardy Veteran is on the battlefield
      And Hardy Veteran has no damage marked on it
      And Hardy Veteran is a 2/2 creature
