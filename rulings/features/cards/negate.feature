@card:negate
Feature: Negate
  Counter target noncreature spell.

  @ruling:2024-11-08 @rule:115.1a
  Rule: An artifact creature spell is a creature spell: Negate can't target it
    A "creature spell" is any spell with the creature type, even if it has other types such as artifact or enchantment.

    @id:bob-may-not-cast-negate-targeting-darksteel-myr-an-artifact
    Scenario: Bob may not cast Negate targeting Darksteel Myr, an artifact creature spell (not: an artifact spell is noncreature)
      Given Alice has a Darksteel Myr in her hand
      And Alice's mana pool holds {C}{C}{C}
      And Bob has a Negate in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Darksteel Myr
      And Alice passes priority
      Then Bob may not cast Negate targeting Darksteel Myr

  @ruling:2026-01-27 @rule:701.6a
  Rule: A spell without the creature type is a noncreature spell: Negate counters it
    A "creature spell" is any spell with the creature type, even if it has other types such as artifact or enchantment.

    @id:negate-counters-alices-shock-bob-takes-no-damage-not-a
    Scenario: Negate counters Alice's Shock: Bob takes no damage (not: a countered spell resolves anyway)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Negate in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Negate targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      And the stack holds no objects
      And Negate is in his graveyard
      And Bob's life total is 20
