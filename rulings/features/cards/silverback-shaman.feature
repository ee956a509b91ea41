@card:silverback-shaman
Feature: Silverback Shaman
  Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)
  When this creature dies, draw a card.

  @rule:603.10a
  Rule: "Dies" is put into a graveyard from the battlefield: it triggers looking back, for the creature's controller
    Some zone-change triggers look back in time. These are leaves-the-battlefield abilities, abilities that trigger when a player sacrifices a permanent, abilities that trigger when a card leaves a graveyard, and abilities that trigger when an object that all players can see is put into a hand or library.

    @rule:603.3a @rule:700.4
    @id:bobs-lichs-caress-destroys-alices-shaman-alice-draws-the-card
    Scenario: Bob's Lich's Caress destroys Alice's Shaman: Alice draws the card (not: Bob, who destroyed it; or no trigger from the graveyard)
      Given it is Bob's precombat main phase
      And Alice controls a Silverback Shaman
      And Alice has a Forest in her library
      And Bob has a Lich's Caress in his hand
      And Bob's mana pool holds {B}{B}{C}{C}{C}
      When Bob casts Lich's Caress targeting Silverback Shaman
      And all players pass priority
      Then Silverback Shaman is in her graveyard
      And the top of the stack is an ability of Silverback Shaman
      When all players pass priority
      Then Forest is in her hand

    @rule:701.21a @rule:700.4
    @id:sacrificed-to-grimgrin-as-a-cost-the-shaman-dies-and-alice
    Scenario: Sacrificed to Grimgrin as a cost, the Shaman dies and Alice draws (not: a sacrifice isn't dying)
      Given Alice controls a Silverback Shaman and a Grimgrin, Corpse-Born
      And Alice has a Forest in her library
      When Alice activates Grimgrin, Corpse-Born, sacrificing Silverback Shaman
      Then Silverback Shaman is in her graveyard
      When all players pass priority
      And all players pass priority
      Then Forest is in her hand

    @rule:400.7 @rule:700.4
    @id:exiled-by-otherworldly-journey-the-shaman-doesnt-die-no-card
    Scenario: Exiled by Otherworldly Journey, the Shaman doesn't die: no card is drawn (not: any leaving of the battlefield)
      Given Alice controls a Silverback Shaman
      And Alice has a Forest in her library
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Otherworldly Journey targeting Silverback Shaman
      And all players pass priority
      Then Silverback Shaman is in exile
      And the stack is empty
      And Forest is in her library
