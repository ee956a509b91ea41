@card:ichorclaw-myr
Feature: Ichorclaw Myr
  Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)
  Whenever this creature becomes blocked, it gets +2/+2 until end of turn.

  @ruling:2011-01-01 @rule:704.5c
  Rule: Ten or more poison counters lose the game, as a state-based action
    A player who has ten or more poison counters loses the game. This is a state-based action.

    @id:bob-at-nine-poison-counters-is-dealt-1-combat-damage-by-the
    Scenario: Bob, at nine poison counters, is dealt 1 combat damage by the unblocked Ichorclaw Myr: ten poison counters, and he loses, his life still 20 (not: infect lowers his life)
      Given Bob has 9 poison counters
      And Alice controls an Ichorclaw Myr
      When Alice attacks Bob with Ichorclaw Myr
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has 10 poison counters
      And Bob's life total is 20
      And Bob has lost the game

  @ruling:2011-01-01 @rule:120.3c @rule:120.3b
  Rule: Infect damage to a planeswalker removes loyalty counters, as any damage does
    Damage from a source with infect affects planeswalkers normally.

    @id:ichorclaw-myr-attacking-bobs-teferi-removes-one-loyalty
    Scenario: Ichorclaw Myr attacking Bob's Teferi removes one loyalty counter and gives Bob no poison counter (not: -1/-1 counters or poison instead)
      Given Alice controls an Ichorclaw Myr
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Ichorclaw Myr
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Teferi, Time Raveler has 3 loyalty counters
      And Bob has no poison counters

  @ruling:2011-01-01 @rule:702.15b @rule:120.3b
  Rule: Infect damage is damage: lifelink gains life from it
    Damage from a source with infect is damage in all respects. If the source with infect also has lifelink, damage dealt by that source also causes its controller to gain that much life. Damage from a source with infect can be prevented or redirected. Abilities that trigger on damage being dealt will trigger if a source with infect deals damage, if appropriate.

    @id:enchanted-with-lifelink-ichorclaw-myr-gives-bob-one-poison
    Scenario: Enchanted with Lifelink, Ichorclaw Myr gives Bob one poison counter and Alice 1 life (not: no life gained because Bob lost none)
      Given Alice controls an Ichorclaw Myr
      And Alice controls a Lifelink attached to Ichorclaw Myr
      When Alice attacks Bob with Ichorclaw Myr
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has 1 poison counter
      And Bob's life total is 20
      And Alice's life total is 21

  @ruling:2011-01-01 @rule:615.1a @rule:702.90c
  Rule: Prevented infect damage gives no -1/-1 counters
    If damage from a source with infect that would be dealt to a player is prevented, that player doesn't get poison counters. If damage from a source with infect that would be dealt to a creature is prevented, that creature doesn't get -1/-1 counters.

    @id:bobs-shielded-passage-on-grizzly-bears-blocking-the-myr-no-1
    Scenario: Bob's Shielded Passage on Grizzly Bears, blocking the Myr: no -1/-1 counters on it (not: the counters put anyway, since infect damage isn't marked)
      Given Alice controls an Ichorclaw Myr
      And Bob controls a Grizzly Bears and a Plains
      And Bob has a Shielded Passage in his hand
      When Alice attacks Bob with Ichorclaw Myr
      And Bob blocks Ichorclaw Myr with Grizzly Bears
      And all players pass priority
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob casts Shielded Passage targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Grizzly Bears has no -1/-1 counters on it
      And Grizzly Bears is a 2/2 creature

  @ruling:2011-01-01 @rule:702.90c @rule:701.14a
  Rule: Infect applies to any damage: a fight's too
    Infect's effect applies to any damage, not just combat damage.

    @id:ichorclaw-myr-fights-grizzly-bears-through-prey-upon-one-1-1
    Scenario: Ichorclaw Myr fights Grizzly Bears through Prey Upon: one -1/-1 counter on the Bears, which survives as a 1/1 (not: infect only for combat damage, 1 damage marked)
      Given Alice controls an Ichorclaw Myr
      And Bob controls a Grizzly Bears
      And Alice has a Prey Upon in her hand
      And Alice's mana pool holds {G}
      When Alice casts Prey Upon targeting Ichorclaw Myr and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has one -1/-1 counter on it
      And Grizzly Bears has no damage marked on it
      And Grizzly Bears is a 1/1 creature
      And Ichorclaw Myr is in her graveyard

  @ruling:2011-01-01 @rule:122.1 @rule:514.2
  Rule: The -1/-1 counters stay after the turn ends
    The -1/-1 counters remain on the creature indefinitely. They're not removed if the creature regenerates or the turn ends.

    @id:giant-spider-blocking-the-myr-keeps-its-three-1-1-counters
    Scenario: Giant Spider, blocking the Myr, keeps its three -1/-1 counters into Bob's turn (not: removed in the cleanup step like damage)
      Given Alice controls an Ichorclaw Myr
      And Bob controls a Giant Spider
      When Alice attacks Bob with Ichorclaw Myr
      And Bob blocks Ichorclaw Myr with Giant Spider
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Giant Spider has three -1/-1 counters on it
      And Giant Spider is a -1/1 creature

  @ruling:2011-01-01 @rule:509.3c
  Rule: "Becomes blocked" triggers once, however many creatures block it
    Whenever Ichorclaw Myr becomes blocked, its last ability triggers just once, no matter how many creatures it became blocked by. It will get just +2/+2.

    @id:blocked-by-grizzly-bears-and-savannah-lions-ichorclaw-myr-is
    Scenario: Blocked by Grizzly Bears and Savannah Lions, Ichorclaw Myr is a 3/3 (not: a trigger for each blocker, 5/5)
      Given Alice controls an Ichorclaw Myr
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Ichorclaw Myr
      And Bob blocks Ichorclaw Myr with Grizzly Bears and Savannah Lions
      And all players pass priority
      Then Ichorclaw Myr is a 3/3 creature
      And the stack is empty
