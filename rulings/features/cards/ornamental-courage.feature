@card:ornamental-courage
Feature: Ornamental Courage
  Untap target creature. It gets +1/+3 until end of turn.

  @ruling:2016-09-20 @rule:608.2c @rule:611.2a
  Rule: An untapped creature may be its target and still gets +1/+3 until end of turn
    You can cast Ornamental Courage targeting an untapped creature. It will still get +1/+3 until end of turn.

    @id:an-untapped-creature-gets-1-3-not-nothing-to-untap-so
    Scenario: An untapped creature gets +1/+3 (not: nothing to untap, so nothing happens)
      Given Alice controls a Grizzly Bears
      And Alice has an Ornamental Courage in her hand
      And Alice's mana pool holds {G}
      When Alice casts Ornamental Courage targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is a 3/5 creature

    @id:the-bonus-lasts-until-the-cleanup-step
    Scenario: The bonus lasts until the cleanup step
      Given Alice controls a tapped Grizzly Bears
      And Alice has an Ornamental Courage in her hand
      And Alice's mana pool holds {G}
      When Alice casts Ornamental Courage targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end step
      Then Grizzly Bears is untapped
      And Grizzly Bears is a 3/5 creature
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is a 2/2 creature
