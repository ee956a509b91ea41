@card:unhallowed-pact
Feature: Unhallowed Pact
  Enchant creature
  When enchanted creature dies, return that card to the battlefield under your control.

  @ruling:2012-05-01
  Rule: A token creature can't return: it has ceased to exist when the ability resolves
    If Unhallowed Pact is enchanting a token creature, that creature can’t return to the battlefield.

    @rule:603.6 @rule:704.5d
    @id:unhallowed-pact-on-a-thopter-token-the-token-is-sacrificed
    Scenario: Unhallowed Pact on a Thopter token: the token is sacrificed, the ability triggers and returns nothing (not: the token comes back)
      Given Alice controls a Hangarback Walker with 1 +1/+1 counter
      And Alice has a Stabbing Pain, an Unhallowed Pact and a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}{C}{C}{C}{C}
      When Alice casts Stabbing Pain targeting Hangarback Walker
      And all players pass priority
      And all players pass priority
      Then Alice controls one Thopter token
      When Alice casts Unhallowed Pact targeting Thopter Token
      And all players pass priority
      And Alice will choose Thopter Token when she must choose
      And Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Unhallowed Pact's ability triggered once
      When all players pass priority
      Then Alice controls no Thopter tokens
      And Fleshbag Marauder is on the battlefield
      And the stack is empty

  @ruling:2012-05-01
  Rule: The card returns only if it is still in the graveyard as the ability resolves
    The card will return to the battlefield under your control only if it’s still in the graveyard when Unhallowed Pact’s ability resolves. If it’s not (perhaps because an ability like undying has already returned it to the battlefield), nothing happens.

    @rule:603.6 @rule:603.3b
    @id:alices-and-bobs-unhallowed-pacts-on-bobs-llanowar-elves-bobs
    Scenario: Alice's and Bob's Unhallowed Pacts on Bob's Llanowar Elves: Bob's resolves first and returns it; Alice's then finds no card in the graveyard (not: it takes the Elves from the battlefield)
      Given Bob controls a Llanowar Elves
      And Alice controls an Unhallowed Pact attached to Bob's Llanowar Elves
      And Bob controls an Unhallowed Pact attached to his Llanowar Elves
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Llanowar Elves
      And all players pass priority
      Then the stack holds, from the bottom, abilities of Alice's Unhallowed Pact, then Bob's Unhallowed Pact
      When all players pass priority
      Then Llanowar Elves is on the battlefield
      And Llanowar Elves is controlled by Bob
      When all players pass priority
      Then Llanowar Elves is controlled by Bob
      And the stack is empty
