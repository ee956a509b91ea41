@card:otherworldly-journey
Feature: Otherworldly Journey
  Exile target creature. At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.

  @ruling:2004-12-01
  Rule: The creature comes back as a new creature, with only the one +1/+1 counter
    The creature comes back onto the battlefield as a new creature, with one +1/+1 counter on it (plus any other counters that it would normally enter with).

    @rule:603.7c @rule:400.7
    @id:bobs-grizzly-bears-with-two-1-1-counters-comes-back-at-alices
    Scenario: Bob's Grizzly Bears with two +1/+1 counters comes back at Alice's end step under Bob's control with one (not: the counters it had)
      Given Bob controls a Grizzly Bears with 2 +1/+1 counters
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      When the game advances to Alice's end step
      Then Otherworldly Journey's ability triggered once
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears is controlled by Bob
      And Grizzly Bears has one +1/+1 counter
      And Grizzly Bears is a 3/3 creature

  @ruling:2005-08-01
  Rule: An Aura attached to the exiled creature goes to its owner's graveyard
    Any Aura attached to the creature is put into its owner's graveyard as a state-based action. Equipment attached to the creature become unattached but remain on the battlefield.

    @rule:704.5m
    @id:alices-narcolepsy-on-bobs-grizzly-bears-goes-to-her
    Scenario: Alice's Narcolepsy on Bob's Grizzly Bears goes to her graveyard, and doesn't come back with the creature (not: it stays attached to the returning card)
      Given Bob controls a Grizzly Bears
      And Alice controls a Narcolepsy attached to Bob's Grizzly Bears
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      Then Narcolepsy is in her graveyard
      When the game advances to Alice's end step
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Narcolepsy is in her graveyard

  @ruling:2005-08-01
  Rule: Cast during an end step, it returns the creature only at the beginning of the next end step
    If Otherworldly Journey is cast during an end step, the creature won't return until the beginning of the next end step.

    @rule:603.7a @rule:603.7b
    @id:cast-in-alices-end-step-bobs-grizzly-bears-stays-in-exile
    Scenario: Cast in Alice's end step, Bob's Grizzly Bears stays in exile until Bob's end step begins (not: the end step it was cast in)
      Given it is Alice's end step
      And Bob controls a Grizzly Bears
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Forest in his library
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Grizzly Bears is in exile
      And Otherworldly Journey's ability did not trigger
      When the game advances to Bob's end step
      Then Otherworldly Journey's ability triggered once
      When all players pass priority
      Then Grizzly Bears is on the battlefield
