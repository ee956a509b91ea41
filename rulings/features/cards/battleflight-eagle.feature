@card:battleflight-eagle
Feature: Battleflight Eagle
  Flying
  When this creature enters, target creature gets +2/+2 and gains flying until end of turn.

  @ruling:2012-07-01 @rule:603.3d @rule:611.2c
  Rule: Its ability must target a creature, and the Eagle itself is a legal choice
    Battleflight Eagle’s ability is mandatory, although you can choose Battleflight Eagle as the target.

    @id:the-only-creature-battleflight-eagle-targets-itself-and-is-a
    Scenario: The only creature, Battleflight Eagle targets itself and is a 4/4 until end of turn (not: "target creature" means another one)
      Given Alice has a Battleflight Eagle in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      When Alice casts Battleflight Eagle
      And all players pass priority
      Then the top of the stack is an ability of Battleflight Eagle
      When all players pass priority
      Then Battleflight Eagle is a 4/4 creature
      When the game advances to Alice's cleanup step
      Then Battleflight Eagle is a 2/2 creature

    @id:with-bobs-grizzly-bears-the-only-other-creature-alice-may
    Scenario: With Bob's Grizzly Bears the only other creature, Alice may choose her Eagle: the Bears stay a 2/2 without flying
      Given Bob controls a Grizzly Bears
      And Alice has a Battleflight Eagle in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      When Alice will choose Battleflight Eagle when she must choose
      And Alice casts Battleflight Eagle
      And all players pass priority
      And all players pass priority
      Then Battleflight Eagle is a 4/4 creature
      And Grizzly Bears is a 2/2 creature
      And Grizzly Bears doesn't have flying

    @id:alice-may-choose-bobs-grizzly-bears-instead-they-get-2-2-and
    Scenario: Alice may choose Bob's Grizzly Bears instead: they get +2/+2 and flying, and the Eagle stays a 2/2
      Given Bob controls a Grizzly Bears
      And Alice has a Battleflight Eagle in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      When Alice will choose Grizzly Bears when she must choose
      And Alice casts Battleflight Eagle
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Grizzly Bears has flying
      And Battleflight Eagle is a 2/2 creature
