@card:last-kiss
Feature: Last Kiss
  Last Kiss deals 2 damage to target creature and you gain 2 life.

  @ruling:2010-06-15 @rule:608.2b
  Rule: Its target illegal, Last Kiss doesn't resolve: no life
    If the targeted creature is an illegal target by the time Last Kiss resolves, the spell doesn’t resolve. You won’t gain life.

    @id:grizzly-bears-dead-to-shock-first-alice-gains-no-life-not
    Scenario: Grizzly Bears dead to Shock first: Alice gains no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Last Kiss and a Shock in her hand
      And Alice's mana pool holds {B}{C}{C}{R}
      When Alice casts Last Kiss targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Last Kiss is in her graveyard
      And Alice's life total is 20

  @ruling:2010-06-15 @rule:615.1a @rule:608.2c
  Rule: The damage prevented, the life is still gained
    You gain 2 life even if the damage is prevented.

    @id:bobs-shielded-passage-prevents-the-2-damage-to-grizzly-bears
    Scenario: Bob's Shielded Passage prevents the 2 damage to Grizzly Bears: it survives undamaged and Alice gains 2 life anyway (not: no damage dealt, no life)
      Given Bob controls a Grizzly Bears
      And Bob has a Shielded Passage in his hand
      And Bob's mana pool holds {W}
      And Alice has a Last Kiss in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Last Kiss targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shielded Passage targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has no damage marked on it
      And Alice's life total is 22
