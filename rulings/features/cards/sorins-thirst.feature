@card:sorins-thirst
Feature: Sorin's Thirst
  Sorin's Thirst deals 2 damage to target creature and you gain 2 life.

  @ruling:2019-07-12 @rule:608.2b
  Rule: Its target illegal, Sorin's Thirst doesn't resolve: no life is gained
    If the target creature is an illegal target by the time Sorin’s Thirst tries to resolve, the spell doesn’t resolve. You won’t gain 2 life.

    @id:grizzly-bears-dies-to-shock-first-sorins-thirst-does-nothing
    Scenario: Grizzly Bears dies to Shock first: Sorin's Thirst does nothing, Alice stays at 20 (not: the damage needs a target, the life gain doesn't)
      Given Bob controls a Grizzly Bears
      And Alice has a Sorin's Thirst and a Shock in her hand
      And Alice's mana pool holds {B}{B}{R}
      When Alice casts Sorin's Thirst targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Sorin's Thirst is in her graveyard
      And Alice's life total is 20

    @id:its-target-legal-2-damage-kills-grizzly-bears-and-alice
    Scenario: Its target legal: 2 damage kills Grizzly Bears and Alice gains 2 life
      Given Bob controls a Grizzly Bears
      And Alice has a Sorin's Thirst in her hand
      And Alice's mana pool holds {B}{B}
      When Alice casts Sorin's Thirst targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice's life total is 22

    @id:its-target-given-3-3-by-giant-growth-stays-legal-2-damage
    Scenario: Its target given +3/+3 by Giant Growth stays legal: 2 damage doesn't kill it, and Alice still gains 2 life
      Given Bob controls a Grizzly Bears
      And Bob has a Giant Growth in his hand
      And Bob's mana pool holds {G}
      And Alice has a Sorin's Thirst in her hand
      And Alice's mana pool holds {B}{B}
      When Alice casts Sorin's Thirst targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Giant Growth targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has 2 damage marked on it
      And Alice's life total is 22
