@card:contradict
Feature: Contradict
  Counter target spell.
  Draw a card.

  @ruling:2015-02-25 @rule:701.6a
  Rule: A spell that can't be countered may be targeted: no counter, still a card
    A spell that can’t be countered by spells and abilities is a legal target for Contradict. The spell won’t be countered when Contradict resolves, but you’ll draw a card.

    # Not shown: no spell the reference engine plays on this branch can't be countered.

  @ruling:2015-02-25 @rule:608.2b
  Rule: Its target gone from the stack, Contradict doesn't resolve: no card
    If the spell becomes an illegal target (because it’s left the stack, for example) when Contradict tries to resolve, Contradict won’t resolve and none of its effects will happen. You won’t draw a card.

    @id:alices-cancel-counters-bobs-shock-first-contradict-doesnt
    Scenario: Alice's Cancel counters Bob's Shock first: Contradict doesn't resolve, and Alice draws no card (not: the draw doesn't depend on the target)
      Given Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Alice has a Contradict and a Cancel in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{U}{C}{C}{C}{U}{U}{C}
      And Bob has priority
      When Bob casts Shock targeting Alice
      And Bob passes priority
      And Alice casts Contradict targeting Shock
      And Alice casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in his graveyard
      When all players pass priority
      Then Contradict is in her graveyard
      And Alice drew no cards
      And Forest is in her library
