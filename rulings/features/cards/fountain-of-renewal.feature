@card:fountain-of-renewal
Feature: Fountain of Renewal
  At the beginning of your upkeep, you gain 1 life.
  {3}, Sacrifice this artifact: Draw a card.

  @rule:113.7a
  Rule: Sacrificed to pay the cost, the artifact is gone; the ability on the stack still draws
    Once activated or triggered, an ability exists on the stack independently of its source. Destruction or removal of the source after that time won’t affect the ability. Note that some abilities cause a source to do something (for example, “This creature deals 1 damage to any target”) rather than the ability doing anything directly. In these cases, any activated or triggered ability that references information about the source for use while announcing an activated ability or putting a triggered ability on the stack checks that information when the ability is put onto the stack. Otherwise, it will check that information when it resolves. In both instances, if the source is no longer in the zone it’s expected to be in at that time, its last known information is used. The source can still perform the action even though it no longer exists.

    @rule:602.2b
    @id:alice-pays-3-and-sacrifices-it-it-is-in-her-graveyard-at
    Scenario: Alice pays {3} and sacrifices it: it is in her graveyard at once, and she draws as the ability resolves (not: sacrificed on resolution, or no draw without its source)
      Given Alice controls a Fountain of Renewal
      And Alice has an Island in her library
      And Alice's mana pool holds {C}{C}{C}
      When Alice activates Fountain of Renewal
      Then Fountain of Renewal is in her graveyard
      And the top of the stack is an ability of Fountain of Renewal
      And Alice drew no cards
      When all players pass priority
      Then Alice drew one card
      And Island is in her hand

    @id:with-only-c-c-alice-cant-activate-it-and-the-artifact-stays
    Scenario: With only {C}{C} Alice can't activate it, and the artifact stays (not: a partial payment sacrifices it)
      Given Alice controls a Fountain of Renewal
      And Alice has an Island in her library
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Fountain of Renewal
      Then that is illegal
      And Fountain of Renewal is on the battlefield
