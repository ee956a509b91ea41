@card:shock
Feature: Shock
  Shock deals 2 damage to any target.

  @rule:115.4
  Rule: "Any target" is a creature, a player, a planeswalker or a battle, and nothing else
    Some spells and abilities that refer to damage require “any target,” “another target,” “two targets,” or similar rather than “target [something].” These targets may be creatures, players, planeswalkers, or battles. Other game objects, such as noncreature artifacts or spells, can’t be chosen.

    @rule:120.3a
    @id:shock-at-bob-his-life-total-is-18-not-any-target-means-any
    Scenario: Shock at Bob: his life total is 18 (not: "any target" means any creature)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And all players pass priority
      Then Bob's life total is 18
      And Shock is in her graveyard

    @rule:704.5g
    @id:shock-at-bobs-grizzly-bears-2-damage-and-it-dies-not-any
    Scenario: Shock at Bob's Grizzly Bears: 2 damage, and it dies (not: "any target" means a player)
      Given Bob controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Bob's life total is 20

    @id:a-noncreature-artifact-cant-be-chosen-not-any-target-means
    Scenario: A noncreature artifact can't be chosen (not: "any target" means any permanent)
      Given Bob controls a Chalice of the Void
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      Then Alice may not cast Shock targeting Chalice of the Void
