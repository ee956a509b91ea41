@card:thrashing-brontodon
Feature: Thrashing Brontodon
  {1}, Sacrifice this creature: Destroy target artifact or enchantment.

  @rule:115.1c
  Rule: Its target is chosen as it is activated: an artifact or enchantment, no other permanent
    An activated ability is targeted if it identifies something it will affect by using the phrase “target [something],” where the “something” is a phrase that describes an object and/or player. The target(s) are chosen as the ability is activated; see rule 602.2b.

    @rule:602.2b @rule:701.8a
    @id:alice-sacrifices-it-targeting-bobs-fellwar-stone-destroyed-as-it
    Scenario: Alice sacrifices it targeting Bob's Fellwar Stone: sacrificed at once, the Stone destroyed as the ability resolves (not: the sacrifice on resolution)
      Given Alice controls a Thrashing Brontodon
      And Bob controls a Fellwar Stone
      And Alice's mana pool holds {C}
      When Alice activates Thrashing Brontodon targeting Fellwar Stone
      Then Thrashing Brontodon is in her graveyard
      And the top of the stack is an ability of Thrashing Brontodon
      And Fellwar Stone is on the battlefield
      When all players pass priority
      Then Fellwar Stone is in his graveyard
      And the stack is empty

    @id:a-creature-cant-be-its-target-and-the-brontodon-stays
    Scenario: Bob's Grizzly Bears can't be its target, and the Brontodon isn't sacrificed (not: "target" read as any permanent)
      Given Alice controls a Thrashing Brontodon
      And Bob controls a Grizzly Bears
      And Alice's mana pool holds {C}
      When Alice tries to activate Thrashing Brontodon targeting Grizzly Bears
      Then that is illegal
      And Thrashing Brontodon is on the battlefield
      And Grizzly Bears is on the battlefield
