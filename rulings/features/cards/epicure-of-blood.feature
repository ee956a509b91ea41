@card:epicure-of-blood
Feature: Epicure of Blood
  Whenever you gain life, each opponent loses 1 life.

  @ruling:2019-07-12 @rule:603.2c @rule:702.15b
  Rule: Each creature with lifelink dealing combat damage causes a separate life-gaining event
    Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example, if two creatures you control with lifelink deal combat damage at the same time, Epicure of Blood's ability will trigger twice. However, if a single creature you control with lifelink deals combat damage to multiple creatures, players, and/or planeswalkers at the same time (perhaps because it has trample or was blocked by more than one creature), the ability will trigger only once.

    @id:leonin-warleaders-two-lifelink-cats-trigger-it-twice-bob-loses-2-more
    Scenario: Leonin Warleader's two lifelink Cats deal combat damage at once: it triggers twice and Bob loses 2 more life (not: once for the one combat damage step)
      Given Alice controls an Epicure of Blood and a Leonin Warleader
      When Alice attacks Bob with Leonin Warleader
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Epicure of Blood's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then Bob's life total is 12
      And Alice's life total is 22

  @ruling:2019-07-12
  Rule: In a Two-Headed Giant game, Epicure of Blood's ability causes the opposing team to lose…
    In a Two-Headed Giant game, Epicure of Blood's ability causes the opposing team to lose 1 life twice.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed Giant
    # teams (CR 810) aren't in its setup or protocol. In a free-for-all game each opponent loses 1 life (below).

  @ruling:2019-07-12
  Rule: In a Two-Headed Giant game, life gained by your teammate won't cause the ability to…
    In a Two-Headed Giant game, life gained by your teammate won't cause the ability to trigger, even though it caused your team's life total to increase.

    # Not shown: Two-Headed Giant teams (CR 810) aren't in the harness's setup or protocol.

  @ruling:2019-07-12 @rule:603.2c
  Rule: It triggers once for each life-gaining event, however much life
    The ability of Epicure of Blood triggers just once for each life-gaining event, whether it's 1 life from Impassioned Orator or 4 life from Dawning Angel. If you gain an amount of life "for each" of something or "equal to the number" of something, that life is gained as one event and the ability of Epicure of Blood triggers only once.

    @id:angels-mercys-7-life-is-one-event-bob-and-carol-each-lose-1-life
    Scenario: Angel's Mercy's 7 life is one event: it triggers once, and Bob and Carol each lose 1 life (not: 1 for each life gained, or one opponent only)
      Given Alice, Bob and Carol are playing
      And Alice controls an Epicure of Blood
      And Alice has an Angel's Mercy in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Angel's Mercy
      And all players pass priority
      Then Epicure of Blood's ability triggered once
      When all players pass priority
      Then Alice's life total is 27
      And Bob's life total is 19
      And Carol's life total is 19
