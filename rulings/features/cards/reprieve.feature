@card:reprieve
Feature: Reprieve
  Return target spell to its owner's hand.
  Draw a card.

  @ruling:2025-09-19 @rule:400.7 @rule:405.5
  Rule: A spell returned to its owner's hand leaves the stack and never resolves
    If a spell is returned to its owner's hand, it's removed from the stack and thus will not resolve. This works against a spell that can't be countered.

    @id:bobs-shock-returned-to-his-hand-deals-alice-no-damage-and
    Scenario: Bob's Shock returned to his hand deals Alice no damage, and Alice draws a card (not: the spell still resolves, or is countered into the graveyard)
      Given Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Alice has a Reprieve in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {W}{C}
      And Bob has priority
      When Bob casts Shock targeting Alice
      And Bob passes priority
      And Alice casts Reprieve targeting Shock
      And all players pass priority
      Then Shock is in his hand
      And the stack is empty
      And Alice's life total is 20
      And Alice drew one card

    # Its last sentence, a spell that can't be countered, isn't shown: no spell the reference engine plays on this
    # branch can't be countered.
