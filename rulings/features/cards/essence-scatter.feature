@card:essence-scatter
Feature: Essence Scatter
  Counter target creature spell.

  @ruling:2026-03-20 @rule:115.1a @rule:701.6a
  Rule: An artifact creature spell is a creature spell: Essence Scatter counters it
    A "creature spell" is any spell with the card type creature, even if it has other types such as artifact or enchantment.

    @id:essence-scatter-counters-darksteel-myr-an-artifact-creature
    Scenario: Essence Scatter counters Darksteel Myr, an artifact creature spell: it never enters (not: only a plain creature spell)
      Given Alice has a Darksteel Myr in her hand
      And Alice's mana pool holds {C}{C}{C}
      And Bob has an Essence Scatter in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Darksteel Myr
      And Alice passes priority
      And Bob casts Essence Scatter targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is in her graveyard
      And Darksteel Myr entered the battlefield no times
      And Essence Scatter is in his graveyard

    @id:bob-may-not-cast-essence-scatter-targeting-shock-not-counter
    Scenario: Bob may not cast Essence Scatter targeting Shock (not: "creature spell" means any spell)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has an Essence Scatter in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      Then Bob may not cast Essence Scatter targeting Shock
