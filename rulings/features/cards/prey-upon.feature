@card:prey-upon
Feature: Prey Upon
  Target creature you control fights target creature you don't control. (Each deals damage equal to its power to the other.)

  @ruling:2018-12-07 @rule:701.14b @rule:608.2b
  Rule: Either target illegal: no creature deals or is dealt damage
    If either target is an illegal target as Prey Upon resolves, no creature will deal or be dealt damage.

    @id:bob-shocks-alices-grizzly-bears-in-response-his-walking
    Scenario: Bob Shocks Alice's Grizzly Bears in response: his Walking Corpse, still a legal target, is dealt no damage (not: the Bears' last known power still fights)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Prey Upon in her hand
      And Alice's mana pool holds {G}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Prey Upon targeting Grizzly Bears and Walking Corpse
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      When all players pass priority
      Then Prey Upon is in her graveyard
      And Walking Corpse has no damage marked on it

    @id:walking-corpse-killed-in-response-instead-alices-grizzly
    Scenario: Walking Corpse killed in response instead: Alice's Grizzly Bears is dealt no damage
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Prey Upon and a Shock in her hand
      And Alice's mana pool holds {G}{R}
      When Alice casts Prey Upon targeting Grizzly Bears and Walking Corpse
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in his graveyard
      And Grizzly Bears has no damage marked on it

    @id:both-targets-legal-grizzly-bears-and-walking-corpse-deal-2
    Scenario: Both targets legal: Grizzly Bears and Walking Corpse deal 2 damage to each other and both die
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Prey Upon in her hand
      And Alice's mana pool holds {G}
      When Alice casts Prey Upon targeting Grizzly Bears and Walking Corpse
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Walking Corpse is in his graveyard
