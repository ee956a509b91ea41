@card:barter-in-blood
Feature: Barter in Blood
  Each player sacrifices two creatures of their choice.

  @ruling:2012-05-01
  Rule: It targets nothing, so it can be cast when a player controls fewer than two creatures
    Barter in Blood doesn’t target any creatures and may be cast even if a player controls fewer than two creatures.

    @id:alice-controls-no-creature-and-bob-one-alice-may-cast-it-and
    Scenario: Alice controls no creature and Bob one: Alice may cast it, and Bob sacrifices his creature (not: it needs two creatures per player)
      Given Bob controls a Grizzly Bears
      And Alice has a Barter in Blood in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      Then Alice may cast Barter in Blood
      When Alice casts Barter in Blood
      And all players pass priority
      Then Grizzly Bears is in his graveyard

  @ruling:2012-05-01
  Rule: A player who controls only one creature sacrifices it
    If a player controls only one creature, that creature is sacrificed.

    @id:bob-has-one-creature-and-sacrifices-it-alice-sacrifices-two
    Scenario: Bob has one creature and sacrifices it; Alice sacrifices two of her three
      Given Alice controls a Soul Warden, a Llanowar Elves and a Grizzly Bears
      And Bob controls a Goblin Guide
      And Alice has a Barter in Blood in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      When Alice will choose Soul Warden, then Llanowar Elves when she must choose
      And Alice casts Barter in Blood
      And all players pass priority
      Then Goblin Guide is in his graveyard
      And Soul Warden is in her graveyard
      And Llanowar Elves is in her graveyard
      And Grizzly Bears is on the battlefield

  @ruling:2012-05-01
  Rule: Alice chooses first, then Bob; then all the chosen creatures are sacrificed at once
    The active player chooses which creatures will be sacrificed first, then each other player in turn order does the same. Then all creatures are sacrificed simultaneously.

    @rule:101.4
    @id:each-player-sacrifices-the-two-creatures-they-chose
    Scenario: Each player sacrifices the two creatures they chose
      Given Alice controls a Soul Warden, a Llanowar Elves and a Grizzly Bears
      And Bob controls a Goblin Guide, an Arrogant Bloodlord and a Ball Lightning
      And Alice has a Barter in Blood in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      When Alice will choose Grizzly Bears, then Soul Warden when she must choose
      And Bob will choose Ball Lightning, then Goblin Guide when he must choose
      And Alice casts Barter in Blood
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Soul Warden is in her graveyard
      And Llanowar Elves is on the battlefield
      And Ball Lightning is in his graveyard
      And Goblin Guide is in his graveyard
      And Arrogant Bloodlord is on the battlefield
