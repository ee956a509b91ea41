@card:solemn-offering
Feature: Solemn Offering
  Destroy target artifact or enchantment. You gain 4 life.

  @ruling:2009-10-01 @rule:608.2b
  Rule: Its target illegal, the whole spell doesn't resolve: no life
    If the targeted permanent is an illegal target by the time Solemn Offering would resolve, the entire spell doesn’t resolve. You won’t gain any life.

    @id:disenchant-destroys-sol-ring-first-solemn-offering-does
    Scenario: Disenchant destroys Sol Ring first: Solemn Offering does nothing, Alice stays at 20 (not: only the destruction needs the target)
      Given Bob controls a Sol Ring
      And Alice has a Solemn Offering and a Disenchant in her hand
      And Alice's mana pool holds {W}{C}{C}{W}{C}
      When Alice casts Solemn Offering targeting Sol Ring
      And Alice casts Disenchant targeting Sol Ring
      And all players pass priority
      Then Sol Ring is in his graveyard
      When all players pass priority
      Then Solemn Offering is in her graveyard
      And Alice's life total is 20

    @id:its-target-legal-sol-ring-is-destroyed-and-alice-gains-4
    Scenario: Its target legal: Sol Ring is destroyed and Alice gains 4 life
      Given Bob controls a Sol Ring
      And Alice has a Solemn Offering in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Solemn Offering targeting Sol Ring
      And all players pass priority
      Then Sol Ring is in his graveyard
      And Alice's life total is 24
