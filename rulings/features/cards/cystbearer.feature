@card:cystbearer
Feature: Cystbearer
  Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)

  @ruling:2011-01-01 @rule:704.5c @rule:702.90b
  Rule: Ten or more poison counters lose the game, as a state-based action
    A player who has ten or more poison counters loses the game. This is a state-based action.

    @id:bob-at-9-poison-counters-is-dealt-2-by-cystbearer-and-loses
    Scenario: Bob, at 9 poison counters, is dealt 2 combat damage by Cystbearer and loses at 11, his life still 20 (not: infect lowers life, or only exactly 10 loses)
      Given Bob has 9 poison counters
      And Alice controls a Cystbearer
      When Alice attacks Bob with Cystbearer
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has 11 poison counters
      And Bob's life total is 20
      And Bob has lost the game

  @ruling:2011-01-01 @rule:120.3b
  Rule: Planeswalkers are dealt infect damage normally
    Damage from a source with infect affects planeswalkers normally.

    # No planeswalker the engine models is vendored (Nissa, Who Shakes the World is unmodelled), so
    # Cystbearer has no planeswalker to attack; this ruling has no board to show.

  @ruling:2011-01-01 @rule:702.15b @rule:120.3f
  Rule: Infect damage is damage in all respects: lifelink still gains the life
    Damage from a source with infect is damage in all respects. If the source with infect also has lifelink, damage dealt by that source also causes its controller to gain that much life. Damage from a source with infect can be prevented or redirected. Abilities that trigger on damage being dealt will trigger if a source with infect deals damage, if appropriate.

    @id:with-lifelink-cystbearer-gives-bob-2-poison-and-alice-2-life
    Scenario: Enchanted with Lifelink, Cystbearer gives Bob 2 poison counters and Alice 2 life (not: no life gained because no life was lost)
      Given Alice controls a Cystbearer
      And Alice controls a Lifelink attached to Cystbearer
      When Alice attacks Bob with Cystbearer
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has 2 poison counters
      And Bob's life total is 20
      And Alice's life total is 22
      And Cystbearer dealt 2 combat damage to Bob

  @ruling:2011-01-01 @rule:615.1
  Rule: Prevented infect damage gives no poison counters and no -1/-1 counters
    If damage from a source with infect that would be dealt to a player is prevented, that player doesn’t get poison counters. If damage from a source with infect that would be dealt to a creature is prevented, that creature doesn’t get -1/-1 counters.

    @id:bobs-fog-prevents-the-damage-he-gets-no-poison-counters
    Scenario: Bob's Fog prevents the damage: he gets no poison counters (not: the poison counters given anyway)
      Given Alice controls a Cystbearer
      And Bob controls a Forest
      And Bob has a Fog in his hand
      When Alice attacks Bob with Cystbearer
      And Alice passes priority
      And Bob taps Forest
      And Bob casts Fog
      And all players pass priority
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has no poison counters
      And Bob's life total is 20
      And Cystbearer dealt no combat damage

  @ruling:2011-01-01 @rule:702.90c
  Rule: Infect applies to all damage, not just combat damage
    Infect’s effect applies to any damage, not just combat damage.

    # No vendored card the engine models has Cystbearer deal noncombat damage (no fight or bite
    # effect), so this ruling has no board to show beyond combat.

  @ruling:2011-01-01 @rule:122.1a
  Rule: The -1/-1 counters stay: the turn ending doesn't remove them
    The -1/-1 counters remain on the creature indefinitely. They’re not removed if the creature regenerates or the turn ends.

    # Regenerate and Drudge Skeletons are unmodelled, so only the turn ending is shown.
    @rule:514.2
    @id:bastion-mastodon-keeps-its-two-1-1-counters-after-the-turn
    Scenario: Bastion Mastodon blocked by Cystbearer keeps its two -1/-1 counters into the next turn (not: healed at cleanup like damage)
      Given Bob controls a Cystbearer
      And Alice controls a Bastion Mastodon
      When Alice attacks Bob with Bastion Mastodon
      And Bob blocks Bastion Mastodon with Cystbearer
      And the game advances to Alice's end of combat step
      Then Bastion Mastodon has two -1/-1 counters on it
      And Bastion Mastodon has no damage marked on it
      And Bastion Mastodon is a 2/3 creature
      When the game advances to Bob's upkeep
      Then Bastion Mastodon has two -1/-1 counters on it
      And Bastion Mastodon is a 2/3 creature
