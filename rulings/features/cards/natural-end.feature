@card:natural-end
Feature: Natural End
  Destroy target artifact or enchantment. You gain 3 life.

  @ruling:2019-07-12 @rule:608.2b @rule:702.12b
  Rule: No life if the target is illegal; life gained if the target is legal but not destroyed
    If the target artifact or enchantment is an illegal target by the time Natural End tries to resolve, the spell doesn’t resolve. You don’t gain life. If the target is legal but not destroyed (most likely because it has indestructible), you do gain life.

    @id:sol-ring-destroyed-first-by-disenchant-natural-end-doesnt
    Scenario: Sol Ring destroyed first by Disenchant: Natural End doesn't resolve and Alice gains no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Sol Ring
      And Alice has a Natural End and a Disenchant in her hand
      And Alice's mana pool holds {G}{C}{C}{W}{C}
      When Alice casts Natural End targeting Sol Ring
      And Alice casts Disenchant targeting Sol Ring
      And all players pass priority
      Then Sol Ring is in his graveyard
      When all players pass priority
      Then Natural End is in her graveyard
      And Alice's life total is 20

    @id:on-an-indestructible-darksteel-myr-it-isnt-destroyed-and
    Scenario: On an indestructible Darksteel Myr: it isn't destroyed, and Alice still gains 3 life (not: no destruction, no life)
      Given Bob controls a Darksteel Myr
      And Alice has a Natural End in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Natural End targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Alice's life total is 23

    @id:on-sol-ring-it-is-destroyed-and-alice-gains-3-life
    Scenario: On Sol Ring: it is destroyed and Alice gains 3 life
      Given Bob controls a Sol Ring
      And Alice has a Natural End in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Natural End targeting Sol Ring
      And all players pass priority
      Then Sol Ring is in his graveyard
      And Alice's life total is 23
