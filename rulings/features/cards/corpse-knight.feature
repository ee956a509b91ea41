@card:corpse-knight
Feature: Corpse Knight
  Whenever another creature you control enters, each opponent loses 1 life.

  @ruling:2019-07-12
  Rule: In a Two-Headed Giant game, Corpse Knight's ability causes the opposing team to lose 1…
    In a Two-Headed Giant game, Corpse Knight's ability causes the opposing team to lose 1 life twice.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed Giant
    # teams (CR 810) aren't in its setup or protocol. In a free-for-all game each opponent loses 1 life (below).

  @rule:603.6a
  Rule: Each other creature entering under its controller's control triggers it, once for each
    Enters-the-battlefield abilities trigger when a permanent enters the battlefield. These are written, “When [this object] enters, . . . “ or “Whenever a [type] enters, . . .” Each time an event puts one or more permanents onto the battlefield, all permanents on the battlefield (including the newcomers) are checked for any enters-the-battlefield triggers that match the event.

    @rule:603.2c
    @id:raise-the-alarms-two-soldiers-trigger-it-twice-bob-loses-2-life
    Scenario: Raise the Alarm's two Soldiers entering at once trigger it twice: Bob loses 2 life (not: once for the one event)
      Given Alice controls a Corpse Knight
      And Alice has a Raise the Alarm in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Raise the Alarm
      And all players pass priority
      Then Corpse Knight's ability triggered twice
      When all players pass priority
      And all players pass priority
      Then Bob's life total is 18
      And Alice's life total is 20
      And the stack is empty

    @id:bobs-creature-entering-doesnt-trigger-alices-corpse-knight
    Scenario: Bob's creature entering doesn't trigger Alice's Corpse Knight (not: "you control" left out)
      Given it is Bob's precombat main phase
      And Alice controls a Corpse Knight
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{C}
      When Bob casts Grizzly Bears
      And all players pass priority
      Then Corpse Knight's ability did not trigger
      And Bob's life total is 20
      And Alice's life total is 20

    @id:corpse-knight-entering-doesnt-trigger-its-own-ability
    Scenario: Corpse Knight entering doesn't trigger its own ability (not: "another" left out)
      Given Alice has a Corpse Knight in her hand
      And Alice's mana pool holds {W}{B}
      When Alice casts Corpse Knight
      And all players pass priority
      Then Corpse Knight's ability did not trigger
      And Bob's life total is 20

    @id:with-two-opponents-a-creature-entering-makes-bob-and-carol-lose-1
    Scenario: With two opponents, a creature entering makes Bob and Carol each lose 1 life (not: only one opponent)
      Given Alice, Bob and Carol are playing
      And Alice controls a Corpse Knight
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 19
      And Carol's life total is 19
      And Alice's life total is 20
