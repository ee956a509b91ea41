@card:rhox-meditant
Feature: Rhox Meditant
  When this creature enters, if you control a green permanent, draw a card.

  @ruling:2009-02-01
  Rule: Intervening "if": no green permanent as it enters, no trigger; none as it resolves, no card
    The “intervening ‘if’ clause” means that (1) the ability won’t trigger at all unless you control a permanent of the specified color, and (2) the ability will do nothing unless you control a permanent of the specified color at the time it resolves.

    @rule:603.4 @rule:603.6a
    @id:with-llanowar-elves-rhox-meditants-ability-triggers-and
    Scenario: With Llanowar Elves, Rhox Meditant's ability triggers and Alice draws a card (one: not the Swamp below it)
      Given Alice controls a Llanowar Elves
      And Alice has a Forest and a Swamp in her library
      And Alice has a Rhox Meditant in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Rhox Meditant
      And all players pass priority
      Then Rhox Meditant's ability triggered once
      When all players pass priority
      Then Forest is in her hand
      And Swamp is in her library

    @rule:603.4
    @id:with-no-green-permanent-rhox-meditant-itself-is-white-it
    Scenario: With no green permanent (Rhox Meditant itself is white), it doesn't trigger (not: it triggers and does nothing)
      Given Alice controls a Soul Warden
      And Alice has a Forest in her library
      And Alice has a Rhox Meditant in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Rhox Meditant
      And all players pass priority
      Then Rhox Meditant's ability did not trigger
      And Forest is in her library

    @rule:603.4
    @id:bob-exiles-the-llanowar-elves-in-response-the-ability
    Scenario: Bob exiles the Llanowar Elves in response: the ability resolves with no green permanent and draws nothing (not: checked only as it triggered)
      Given Alice controls a Llanowar Elves
      And Alice has a Forest in her library
      And Alice has a Rhox Meditant in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      And Bob has a Mystical Tether in his hand
      And Bob's mana pool holds {W}{C}{C}{C}{C}
      When Alice casts Rhox Meditant
      And all players pass priority
      Then Rhox Meditant's ability triggered once
      When Alice passes priority
      And Bob will choose Alice's Llanowar Elves when he must choose
      And Bob casts Mystical Tether
      And all players pass priority
      And all players pass priority
      Then Llanowar Elves is in exile
      And the top of the stack is an ability of Rhox Meditant
      When all players pass priority
      Then Forest is in her library
      And the stack is empty
