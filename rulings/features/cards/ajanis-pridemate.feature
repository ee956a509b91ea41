@card:ajanis-pridemate
Feature: Ajani's Pridemate
  Whenever you gain life, put a +1/+1 counter on this creature.

  @ruling:2024-11-08
  Rule: Each creature with lifelink dealing combat damage causes a separate life-gaining event
    Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example, if two creatures you control with lifelink deal combat damage at the same time, Ajani's Pridemate's ability will trigger twice. However, if a single creature you control with lifelink deals combat damage to multiple creatures, players, planeswalkers, and/or battles at the same time (perhaps because it has trample or was blocked by more than one creature), the ability will trigger only once.

  @ruling:2024-11-08
  Rule: If Ajani's Pridemate is dealt lethal damage at the same time that you gain life, it…
    If Ajani's Pridemate is dealt lethal damage at the same time that you gain life, it won't receive a counter from its ability in time to save it.

  @ruling:2024-11-08
  Rule: If you gain an amount of life "for each" of something or "equal to the number" of…
    If you gain an amount of life "for each" of something or "equal to the number" of something, that life is gained as one event and Ajani's Pridemate's ability triggers only once.

  @ruling:2024-11-08
  Rule: In a Two-Headed Giant game, life gained by your teammate won't cause Ajani's Pridemate's…
    In a Two-Headed Giant game, life gained by your teammate won't cause Ajani's Pridemate's ability to trigger, even though it caused your team's life total to increase.

  @ruling:2024-11-08
  Rule: Its ability triggers once for each life-gaining event, however much life
    The ability of Ajani's Pridemate triggers just once for each life-gaining event, whether it's 1 life from Dazzling Angel or 4 life from Apothecary Stomper.

    @rule:603.2c
    @id:soul-wardens-1-life-is-one-life-gaining-event-one-1-1
    Scenario: Soul Warden's 1 life is one life-gaining event: one +1/+1 counter
      Given Alice controls a Soul Warden and an Ajani's Pridemate
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Ajani's Pridemate's ability triggered once
      When all players pass priority
      Then Ajani's Pridemate has one +1/+1 counter
      And Ajani's Pridemate has power and toughness 3/3

    @rule:603.2c
    @id:two-soul-warden-triggers-are-two-life-gaining-events-two
    Scenario: Two Soul Warden triggers are two life-gaining events: two counters
      Given Alice controls a Soul Warden and an Ajani's Pridemate
      And Bob has a Grizzly Bears and a Llanowar Elves in his graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      When Alice casts Twilight's Call
      And all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Ajani's Pridemate's ability triggered twice
      And Ajani's Pridemate has two +1/+1 counters

    @rule:603.2c
    @id:one-creature-entering-with-two-soul-wardens-two-triggers-two
    Scenario: One creature entering with two Soul Wardens: two triggers, two life-gaining events, two counters
      Given Alice controls two Soul Wardens and an Ajani's Pridemate
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 22
      And Ajani's Pridemate's ability triggered twice
      And Ajani's Pridemate has two +1/+1 counters

    @id:bob-gaining-life-doesnt-trigger-alices-ajanis-pridemate
    Scenario: Bob gaining life doesn't trigger Alice's Ajani's Pridemate: "whenever you gain life"
      Given Bob controls a Soul Warden
      And Alice controls an Ajani's Pridemate
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 21
      And Ajani's Pridemate's ability did not trigger
