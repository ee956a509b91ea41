@card:heartbeat-of-spring
Feature: Heartbeat of Spring
  Whenever a player taps a land for mana, that player adds one mana of any type that land produced.

  @ruling:2020-08-07
  Rule: Heartbeat of Spring's mana has no restriction or rider the land's mana has
    Heartbeat of Spring doesn't care about any restrictions or riders your lands put on the mana they produce, such as those of Unclaimed Territory and Cavern of Souls. It just produces one mana of the appropriate type, with no restrictions or riders.

    @rule:106.6
    @id:heartbeat-of-springs-mana-for-mishras-workshop-pays-for-a
    Scenario: Heartbeat of Spring's mana for Mishra's Workshop pays for a creature spell; the Workshop's three don't
      Given Alice controls a Mishra's Workshop and a Heartbeat of Spring
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice casts Endless One with X = 1
      Then Alice's mana pool is {C}{C}{C}

    @rule:106.6
    @id:endless-one-with-x-2-cant-be-paid-with-the-workshops
    Scenario: Endless One with X = 2 can't be paid with the Workshop's restricted mana (not: Heartbeat of Spring's mana restricted, or none of it)
      Given Alice controls a Mishra's Workshop and a Heartbeat of Spring
      And Alice has an Endless One in her hand
      When Alice taps Mishra's Workshop for mana
      And Alice tries to cast Endless One with X = 2
      Then that is illegal

    @rule:106.3 @rule:106.6
    @id:heartbeat-of-spring-adds-its-own-colorless-mana-for-a
    Scenario: Heartbeat of Spring adds its own colorless mana for a Reflecting Pool that reads Mishra's Workshop
      Given Alice controls a Mishra's Workshop, a Reflecting Pool and a Heartbeat of Spring
      When Alice taps Reflecting Pool for {C}
      Then Reflecting Pool added {C} to Alice's mana pool
      And Heartbeat of Spring added {C} to Alice's mana pool

  @ruling:2020-08-07
  Rule: For a land tapped for more than one mana, Heartbeat of Spring adds one mana of a type produced
    If you tap a land for more than one mana, you choose one type that was produced and add one mana of that type.

    @rule:106.12a
    @id:gaeas-cradle-tapped-for-two-green-gets-one-more-green
    Scenario: Gaea's Cradle tapped for two green gets one more green
      Given Alice controls a Gaea's Cradle, two Walking Corpses and a Heartbeat of Spring
      When Alice taps Gaea's Cradle for mana
      Then Gaea's Cradle added {G}{G} to Alice's mana pool
      And Heartbeat of Spring added {G} to Alice's mana pool

    @rule:106.12a @rule:106.12b
    @id:a-forest-tripled-by-nyxbloom-ancient-gets-one-more-green-not
    Scenario: A Forest tripled by Nyxbloom Ancient gets one more green, not three
      Given Alice controls a Forest, a Nyxbloom Ancient and a Heartbeat of Spring
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}

  @ruling:2020-08-07
  Rule: Colorless is one of the types Heartbeat of Spring can add
    The types of mana are white, blue, black, red, green, and colorless.

    @rule:106.1b
    @id:a-wastes-gets-colorless-mana-from-heartbeat-of-spring
    Scenario: A Wastes gets colorless mana from Heartbeat of Spring
      Given Alice controls a Wastes and a Heartbeat of Spring
      When Alice taps Wastes for mana
      Then Alice's mana pool is {C}{C}

    @rule:106.1b
    @id:an-opponents-wastes-gets-colorless-mana-from-alices
    Scenario: An opponent's Wastes gets colorless mana from Alice's Heartbeat of Spring
      Given Alice controls a Heartbeat of Spring
      And Bob controls a Wastes
      And Bob has priority
      When Bob taps Wastes for mana
      Then Bob's mana pool is {C}{C}
      And Alice's mana pool is empty
