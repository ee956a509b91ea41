@card:carnage-tyrant
Feature: Carnage Tyrant
  This spell can't be countered.
  Trample, hexproof

  @rule:113.6g
  Rule: "Can't be countered" functions on the stack
    An object’s ability that states it can’t be countered or can’t be copied functions on the stack.

    @rule:701.6a
    @id:carnage-tyrant-essence-scatter-doesnt-counter-it
    Scenario: Bob's Essence Scatter targeting Carnage Tyrant resolves, and the Tyrant stays on the stack and then enters the battlefield (not: countered, or no legal target for Essence Scatter)
      Given Alice has a Carnage Tyrant in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}
      And Bob has an Essence Scatter in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Carnage Tyrant
      And Alice passes priority
      Then Bob may cast Essence Scatter targeting Carnage Tyrant
      When Bob casts Essence Scatter targeting Carnage Tyrant
      And all players pass priority
      Then Essence Scatter is in its owner's graveyard
      And the top of the stack is the spell Carnage Tyrant
      When all players pass priority
      Then Carnage Tyrant is on the battlefield

    @rule:701.6a
    @id:carnage-tyrant-other-spells-are-still-countered
    Scenario: Only the spell with the ability can't be countered: Bob's Essence Scatter still counters Alice's Grizzly Bears (not: a counter instruction does nothing at all)
      Given Alice has a Grizzly Bears in her hand
      And Alice controls a Carnage Tyrant
      And Alice's mana pool holds {G}{C}
      And Bob has an Essence Scatter in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Essence Scatter targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And the stack is empty
