@card:hollowsage
Feature: Hollowsage
  Whenever Hollowsage becomes untapped, you may have target player discard a card.

  @ruling:2008-05-01 @rule:502.4
  Rule: It triggers in the untap step and waits for the upkeep
    If Hollowsage becomes untapped during your untap step, the ability will trigger. However, since no player gets priority during the untap step, it waits to be put on the stack until your upkeep starts. At that time, all your “beginning of upkeep” triggers will also trigger. You can put them and Hollowsage’s trigger on the stack in any order.

    @id:hollowsage-untapping-in-alices-untap-step-triggers-its
    Scenario: Hollowsage untapping in Alice's untap step triggers its ability, which waits off the stack
      Given it is Bob's end step
      And Alice controls a tapped Hollowsage
      When the game advances to Alice's untap step
      Then Hollowsage's ability triggered once
      And the stack is empty

    @id:while-it-waits-no-one-can-act
    Scenario: While it waits, no one can act
      Given it is Bob's end step
      And Alice controls a tapped Hollowsage and a Forest
      When the game advances to Alice's untap step
      And Alice tries to tap Forest for mana
      Then that is illegal

    @id:an-untapped-hollowsage-doesnt-become-untapped-so-nothing
    Scenario: An untapped Hollowsage doesn't become untapped, so nothing triggers
      Given it is Bob's end step
      And Alice controls a Hollowsage
      When the game advances to Alice's untap step
      Then Hollowsage's ability did not trigger

    @id:prophet-of-kruphix-untapping-it-in-bobs-untap-step-triggers
    Scenario: Prophet of Kruphix untapping it in Bob's untap step triggers it too
      Given Alice controls a tapped Hollowsage and a Prophet of Kruphix
      When the game advances to Bob's untap step
      Then Hollowsage's ability triggered once

    @id:an-untapped-hollowsage-doesnt-trigger-on-the-way-to-alices
    Scenario: An untapped Hollowsage doesn't trigger on the way to Alice's upkeep
      Given it is Bob's end step
      And Alice controls a Hollowsage
      When the game advances to Alice's upkeep
      Then Hollowsage's ability did not trigger
      And the stack is empty

    @rule:502.3
    @id:a-hollowsage-kept-tapped-by-take-into-custody-doesnt-become
    Scenario: A Hollowsage kept tapped by Take into Custody doesn't become untapped, so nothing triggers
      Given Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And Bob controls a Hollowsage
      When Alice casts Take into Custody targeting Bob's Hollowsage
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Hollowsage is tapped
      And Hollowsage's ability did not trigger

    @rule:502.3
    @id:barls-cage-on-a-tapped-hollowsage-keeps-it-from-becoming
    Scenario: Barl's Cage on a tapped Hollowsage keeps it from becoming untapped, so nothing triggers
      Given Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a tapped Hollowsage
      When Alice activates Barl's Cage targeting Bob's Hollowsage
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Hollowsage is tapped
      And Hollowsage's ability did not trigger
