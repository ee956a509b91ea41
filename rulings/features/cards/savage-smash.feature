@card:savage-smash
Feature: Savage Smash
  Target creature you control gets +2/+2 until end of turn. It fights target creature you don't control. (Each deals damage equal to its power to the other.)

  @ruling:2019-01-25 @rule:608.2b @rule:701.14b
  Rule: Either target illegal, neither creature deals or is dealt damage
    If either target is an illegal target as Savage Smash resolves, neither creature will deal or be dealt damage.

    @id:bobs-creature-shocked-in-response-grizzly-bears-is-dealt-no
    Scenario: Bob's creature Shocked in response, Grizzly Bears is dealt no damage (not: the gone creature fights as it last existed)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Savage Smash and a Shock in her hand
      And Alice's mana pool holds {R}{G}{C}{R}
      When Alice casts Savage Smash targeting Grizzly Bears and Walking Corpse
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Grizzly Bears has no damage marked on it

    @rule:701.14a
    @id:both-targets-legal-grizzly-bears-as-a-4-4-fights-giant-spider
    Scenario: Both targets legal, Grizzly Bears as a 4/4 fights Giant Spider: 4 damage kills it, 2 come back
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      And Alice has a Savage Smash in her hand
      And Alice's mana pool holds {R}{G}{C}
      When Alice casts Savage Smash targeting Grizzly Bears and Giant Spider
      And all players pass priority
      Then Giant Spider is in his graveyard
      And Grizzly Bears is a 4/4 creature
      And Grizzly Bears has 2 damage marked on it

  @ruling:2019-01-25 @rule:608.2b
  Rule: The +2/+2 depends on its own target only
    If the creature you control is an illegal target as Savage Smash tries to resolve, it won’t get +2/+2. If that creature is a legal target but the other creature isn’t, the creature you control still gets +2/+2.

    @id:bobs-creature-gone-grizzly-bears-still-gets-2-2-not-the
    Scenario: Bob's creature gone, Grizzly Bears still gets +2/+2 (not: the spell does nothing unless both targets are legal)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Savage Smash and a Shock in her hand
      And Alice's mana pool holds {R}{G}{C}{R}
      When Alice casts Savage Smash targeting Grizzly Bears and Walking Corpse
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature

  @ruling:2019-01-25 @rule:601.2c
  Rule: It can't be cast without both targets
    You can’t cast Savage Smash unless you choose both a creature you control and a creature you don’t control as targets.

    @id:alice-may-not-cast-it-targeting-only-grizzly-bears-not-the
    Scenario: Alice may not cast it targeting only Grizzly Bears (not: the second target is optional)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Savage Smash in her hand
      And Alice's mana pool holds {R}{G}{C}
      Then Alice may not cast Savage Smash targeting Grizzly Bears

    @id:alice-may-not-cast-it-targeting-bobs-creature-as-hers-not-any
    Scenario: Alice may not cast it with Bob's creature as the one she controls (not: any two creatures)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Savage Smash in her hand
      And Alice's mana pool holds {R}{G}{C}
      Then Alice may not cast Savage Smash targeting Walking Corpse and Grizzly Bears
