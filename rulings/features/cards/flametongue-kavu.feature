@card:flametongue-kavu
Feature: Flametongue Kavu
  When this creature enters, it deals 4 damage to target creature.

  @ruling:2022-12-08 @rule:603.3d
  Rule: Its ability can target the Kavu itself, and must if it is the only creature
    Flametongue Kavu’s ability can target itself. If it’s the only creature on the battlefield as its ability triggers, its ability must target itself.

    @rule:704.5g
    @id:alone-on-the-battlefield-the-kavu-targets-itself-and-dies
    Scenario: Alone on the battlefield, the Kavu targets itself and dies (not: the ability is removed for want of another target)
      Given Alice has a Flametongue Kavu in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Flametongue Kavu
      And all players pass priority
      Then the top of the stack is an ability of Flametongue Kavu
      When all players pass priority
      Then Flametongue Kavu is in her graveyard

    @rule:120.3a
    @id:with-bobs-grizzly-bears-there-alice-targets-the-bears-they-die
    Scenario: With Bob's Grizzly Bears there, Alice targets the Bears: they die and the Kavu stays (not: the damage goes to its source)
      Given Bob controls a Grizzly Bears
      And Alice has a Flametongue Kavu in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice will choose Grizzly Bears when she must choose
      And Alice casts Flametongue Kavu
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Flametongue Kavu is on the battlefield
