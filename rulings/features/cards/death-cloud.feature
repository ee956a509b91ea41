@card:death-cloud
Feature: Death Cloud
  Each player loses X life, discards X cards, sacrifices X creatures of their choice, then sacrifices X lands of their choice.

  @ruling:2013-06-07 @rule:608.2e
  Rule: A land creature sacrificed as a creature is gone when lands are sacrificed
    If you control a permanent that’s a creature and a land, and you choose to sacrifice it as you sacrifice creatures, it won’t be on the battlefield when you sacrifice lands. You can’t sacrifice it again.

    @id:alice-sacrifices-dryad-arbor-as-her-creature-then-must
    Scenario: Alice sacrifices Dryad Arbor as her creature, then must sacrifice Forest as her land (not: Dryad Arbor counted for both)
      Given Alice controls a Dryad Arbor, a Grizzly Bears and a Forest
      And Alice has a Death Cloud in her hand
      And Alice's mana pool holds {B}{B}{B}{C}
      When Alice will choose Dryad Arbor, then Forest when she must choose
      And Alice casts Death Cloud with X = 1
      And all players pass priority
      Then Dryad Arbor is in her graveyard
      And Forest is in her graveyard
      And Grizzly Bears is on the battlefield

    @id:alice-keeps-dryad-arbor-as-her-creature-and-sacrifices
    Scenario: Alice keeps Dryad Arbor as her creature and sacrifices Grizzly Bears: then Dryad Arbor may be the land she sacrifices
      Given Alice controls a Dryad Arbor, a Grizzly Bears and a Forest
      And Alice has a Death Cloud in her hand
      And Alice's mana pool holds {B}{B}{B}{C}
      When Alice will choose Grizzly Bears, then Dryad Arbor when she must choose
      And Alice casts Death Cloud with X = 1
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Dryad Arbor is in her graveyard
      And Forest is on the battlefield
