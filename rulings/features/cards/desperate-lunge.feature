@card:desperate-lunge
Feature: Desperate Lunge
  Target creature gets +2/+2 and gains flying until end of turn. You gain 2 life.

  @ruling:2019-05-03 @rule:509.1h @rule:702.9b
  Rule: Flying gained once blocked unblocks nothing
    A creature gaining flying after it has been blocked by a creature without flying or reach won't remove the blocking creature from combat or cause the creature it blocked to become unblocked.

    @id:blocked-by-walking-corpse-grizzly-bears-gains-flying-from
    Scenario: Blocked by Walking Corpse, Grizzly Bears gains flying from Desperate Lunge: it stays blocked, kills the Corpse and deals Bob nothing (not: the block becomes illegal)
      Given Alice controls a Grizzly Bears, a Plains and a Forest
      And Alice has a Desperate Lunge in her hand
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Desperate Lunge targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has flying
      And Grizzly Bears is blocked
      And Walking Corpse is blocking
      When the game advances to Alice's end of combat step
      Then Walking Corpse is in his graveyard
      And Bob's life total is 20
      And Alice's life total is 22

  @ruling:2019-05-03 @rule:608.2b
  Rule: Its target illegal, it doesn't resolve: no life
    If the target creature is an illegal target by the time Desperate Lunge tries to resolve, the spell doesn't resolve. You don't gain 2 life.

    @id:grizzly-bears-dead-to-bobs-shock-first-alice-gains-no-life
    Scenario: Grizzly Bears dead to Bob's Shock first: Alice gains no life (not: the life gain doesn't depend on the target)
      Given Alice controls a Grizzly Bears
      And Alice has a Desperate Lunge in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Desperate Lunge targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Desperate Lunge is in her graveyard
      And Alice's life total is 20
