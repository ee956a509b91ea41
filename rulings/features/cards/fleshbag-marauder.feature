@card:fleshbag-marauder
Feature: Fleshbag Marauder
  When this creature enters, each player sacrifices a creature of their choice.

  @ruling:2020-11-10
  Rule: The player whose turn it is chooses first, then each other player; then all are sacrificed at once
    As Fleshbag Marauder's ability resolves, first the player whose turn it is chooses a creature to sacrifice, then each other player in turn order does the same knowing the choices made before them. Then all those creatures are sacrificed simultaneously.

    @rule:101.4
    @id:each-player-sacrifices-the-creature-they-chose
    Scenario: Each player sacrifices the creature they chose
      Given Alice controls a Grizzly Bears
      And Bob controls a Llanowar Elves and a Grizzly Bears
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Alice's Grizzly Bears when she must choose
      And Bob will choose Bob's Grizzly Bears when he must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Alice's Grizzly Bears is in her graveyard
      And Bob's Grizzly Bears is in his graveyard
      And Llanowar Elves is on the battlefield
      And Fleshbag Marauder is on the battlefield

    @rule:101.4
    @id:a-player-with-no-creature-sacrifices-nothing-and-the-others
    Scenario: A player with no creature sacrifices nothing, and the others still sacrifice (not: the ability stops)
      Given Bob controls a Llanowar Elves
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Fleshbag Marauder when she must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Fleshbag Marauder is in her graveyard
      And Llanowar Elves is in his graveyard

  @ruling:2020-11-10
  Rule: Fleshbag Marauder may sacrifice itself, and must if it is its controller's only creature
    When its ability resolves, you may sacrifice Fleshbag Marauder itself. If you control no other creatures, you'll have to sacrifice Fleshbag Marauder.

    @id:alice-chooses-to-sacrifice-fleshbag-marauder-itself-and
    Scenario: Alice chooses to sacrifice Fleshbag Marauder itself and keeps her Grizzly Bears
      Given Alice controls a Grizzly Bears
      And Bob controls a Llanowar Elves
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice will choose Fleshbag Marauder when she must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Fleshbag Marauder is in her graveyard
      And Grizzly Bears is on the battlefield
      And Llanowar Elves is in his graveyard

    @id:with-no-other-creature-alice-has-to-sacrifice-fleshbag
    Scenario: With no other creature, Alice has to sacrifice Fleshbag Marauder (not: the creature entering is spared)
      Given Bob controls a Llanowar Elves
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Fleshbag Marauder is in her graveyard
      And Llanowar Elves is in his graveyard
