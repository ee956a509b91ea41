@card:mana-cylix
Feature: Mana Cylix
  {1}, {T}: Add one mana of any color.

  @rule:605.1a
  Rule: A mana ability with a mana cost: its {1} is paid as it is activated, and it adds the mana at once
    An activated ability is a mana ability if it meets all of the following criteria: it doesn’t require a target (see rule 115.6), it could add mana to a player’s mana pool when it resolves, it’s not a loyalty ability (see rule 606, “Loyalty Abilities”), and its cost and effect don’t move any card to or from a library. Do not take into account replacement effects that may apply, other than self-replacement effects, when evaluating these criteria.

    @rule:605.3a @rule:602.2b
    @id:wastes-pays-its-1-and-alice-gets-r-not-the-cost-is-only-t
    Scenario: Wastes pays its {1} and Alice gets {R} (not: one mana for nothing, or the {C} kept too)
      Given Alice controls a Mana Cylix and a Wastes
      When Alice activates Mana Cylix for {R}, paying with the mana abilities of Wastes
      Then Alice's mana pool is {R}
      And Mana Cylix is tapped
      And Wastes is tapped

    @rule:118.3 @rule:602.2b
    @id:with-nothing-to-pay-the-1-the-activation-is-illegal-not-the
    Scenario: With nothing to pay the {1}, the activation is illegal (not: the cost is only {T})
      Given Alice controls a Mana Cylix
      When Alice tries to activate Mana Cylix for {R}
      Then that is illegal
      And Mana Cylix is untapped
      And Alice's mana pool is empty
