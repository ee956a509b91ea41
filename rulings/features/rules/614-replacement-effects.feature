Feature: 614. Replacement Effects
  Replacement effects as far as the cards in scope have them: mana replacement, "skip", "enters tapped". Each
  paragraph of CR 614 (2026-04-17) that the reference engine models is quoted verbatim under its number; its
  scenarios show it on a board.

  @rule:614.1
  Rule: 614.1
    Some continuous effects are replacement effects. Like prevention effects (see rule 615), replacement effects apply continuously as events happen—they aren’t locked in ahead of time. Such effects watch for a particular event that would happen and completely or partially replace that event with a different event. They act like “shields” around whatever they’re affecting.

    @id:mana-reflection-applies-to-a-land-played-after-it-not-locked
    Scenario: Mana Reflection applies to a land played after it (not: locked in to the permanents there when it began)
      Given Alice controls a Mana Reflection
      And Alice has a Forest in her hand
      When Alice plays Forest
      And Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}

  @rule:614.1b
  Rule: 614.1b
    Effects that use the word “skip” are replacement effects. These replacement effects use the word “skip” to indicate what events, steps, phases, or turns will be replaced with nothing.

    @id:stasiss-skip-replaces-bobs-untap-step-with-nothing-his
    Scenario: Stasis's "skip" replaces Bob's untap step with nothing: his tapped creature stays tapped
      Given Alice controls a Stasis
      And Bob controls a tapped Grizzly Bears
      When the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      And Grizzly Bears untapped no times

  @rule:614.1d
  Rule: 614.1d
    Continuous effects that read “[This permanent] enters . . .” or “[Objects] enter [the battlefield] . . .” are replacement effects.

    @id:grimgrin-cast-enters-tapped-it-never-becomes-tapped-not-it
    Scenario: Grimgrin, cast, enters tapped; it never becomes tapped (not: it enters untapped, then taps)
      Given Alice has a Grimgrin, Corpse-Born in her hand
      And Alice's mana pool holds {U}{B}{C}{C}{C}
      When Alice casts Grimgrin, Corpse-Born
      And all players pass priority
      Then Grimgrin, Corpse-Born is on the battlefield
      And Grimgrin, Corpse-Born is tapped
      And Grimgrin, Corpse-Born became tapped no times

    @id:grimgrin-put-onto-the-battlefield-without-being-cast-enters
    Scenario: Grimgrin put onto the battlefield without being cast enters tapped too
      Given Alice has a Grimgrin, Corpse-Born in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Grimgrin, Corpse-Born is on the battlefield
      And Grimgrin, Corpse-Born is tapped

  @rule:614.1e
  Rule: 614.1e
    Effects that read “As [this permanent] is turned face up . . . ,” are replacement effects.

    @id:hooded-hydra-turned-face-up-is-a-5-5-with-its-five-1-1
    Scenario: Hooded Hydra turned face up is a 5/5 with its five +1/+1 counters at once (not: face up as a 0/0 that state-based actions put into the graveyard before the counters come)
      # The wrong reading, a trigger ("when it is turned face up"), leaves a 0/0 Hydra on the battlefield until
      # the ability resolves: it dies first, its dies ability triggers, and no counters are ever put on it.
      Given Alice controls a face-down Hooded Hydra
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice turns Hooded Hydra face up
      Then Hooded Hydra is on the battlefield
      And Hooded Hydra is face up
      And Hooded Hydra has 5 +1/+1 counters
      And Hooded Hydra is a 5/5 creature
      And Hooded Hydra's ability triggered no times
      And the stack is empty
      And Alice's mana pool is empty
    # Turned face up in response to Forked Bolt, it takes the damage as a 5/5: features/cards/hooded-hydra.feature.

  @rule:614.2
  Rule: 614.2
    Some replacement effects apply to damage from a source. See rule 609.7.

    @id:gratuitous-violence-doubles-the-combat-damage-alices
    Scenario: Gratuitous Violence doubles the combat damage Alice's unblocked Grizzly Bears deals to Bob: he loses 4 life
      Given Alice controls a Grizzly Bears and a Gratuitous Violence
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:gratuitous-violence-applies-to-damage-from-alices-creature
    Scenario: Gratuitous Violence applies to damage from Alice's creature, not to damage from Bob's (not: all combat damage doubled)
      Given Alice controls a Chained Brute and a Gratuitous Violence
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Chained Brute
      And Bob blocks Chained Brute with Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Grizzly Bears is in his graveyard
      And Chained Brute has 2 damage marked on it

    @rule:701.14a
    @id:gratuitous-violence-doubles-the-damage-alices-creature-deals
    Scenario: Gratuitous Violence doubles the damage Alice's creature deals in a fight too (not: only combat damage)
      Given Alice controls a Grizzly Bears and a Gratuitous Violence
      And Bob controls a Serra Angel
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Swift Kick targeting Grizzly Bears and Serra Angel
      And all players pass priority
      Then Serra Angel is in his graveyard
      And Grizzly Bears is in her graveyard
