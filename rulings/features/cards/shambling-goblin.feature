@card:shambling-goblin
Feature: Shambling Goblin
  When this creature dies, target creature an opponent controls gets -1/-1 until end of turn.

  @rule:603.10a
  Rule: It triggers as the Goblin dies, and its target is chosen as it goes on the stack
    Some zone-change triggers look back in time. These are leaves-the-battlefield abilities, abilities that trigger when a player sacrifices a permanent, abilities that trigger when a card leaves a graveyard, and abilities that trigger when an object that all players can see is put into a hand or library.

    @rule:704.5f @rule:603.3d
    @id:shocked-the-goblin-dies-and-bobs-llanowar-elves-get-1-1-and
    Scenario: Shocked, the Goblin dies and Bob's Llanowar Elves get -1/-1 and die (not: no trigger from a creature gone)
      Given Alice controls a Shambling Goblin
      And Bob controls a Llanowar Elves
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Shambling Goblin
      And all players pass priority
      Then Shambling Goblin is in her graveyard
      When all players pass priority
      Then Llanowar Elves is in his graveyard

    @rule:603.3d
    @id:with-no-creature-of-bobs-the-ability-is-removed-alices-own
    Scenario: With no creature of Bob's, the ability is removed: Alice's own Llanowar Elves live (not: it targets a creature she controls)
      Given Alice controls a Shambling Goblin and a Llanowar Elves
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Shambling Goblin
      And all players pass priority
      Then Shambling Goblin is in her graveyard
      And the stack is empty
      And Llanowar Elves is on the battlefield
