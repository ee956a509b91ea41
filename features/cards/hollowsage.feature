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
