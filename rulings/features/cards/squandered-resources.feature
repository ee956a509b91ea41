@card:squandered-resources
Feature: Squandered Resources
  Sacrifice a land: Add one mana of any type the sacrificed land could produce.

  @ruling:2004-10-04
  Rule: A land that could produce no mana can be sacrificed, for no mana
    Can sacrifice a land which can’t produce mana, but you don’t get any mana from this ability.

    @rule:106.5 @rule:106.7
    @id:sacrificing-a-lone-reflecting-pool-adds-no-mana
    Scenario: Sacrificing a lone Reflecting Pool adds no mana
      Given Alice controls a Squandered Resources and a Reflecting Pool
      When Alice activates Squandered Resources, sacrificing Reflecting Pool
      Then that is legal
      And Reflecting Pool is in its owner's graveyard
      And Alice's mana pool is empty

    @rule:106.7
    @id:sacrificing-a-reflecting-pool-that-could-produce-green-adds
    Scenario: Sacrificing a Reflecting Pool that could produce green adds green
      Given Alice controls a Squandered Resources, a Reflecting Pool and a Forest
      When Alice activates Squandered Resources, sacrificing Reflecting Pool for {G}
      Then Alice's mana pool is {G}

    @rule:106.7
    @id:sacrificing-a-forest-cant-add-the-blue-her-island-could
    Scenario: Sacrificing a Forest can't add the blue her Island could produce (not: any type a land she controls could produce)
      Given Alice controls a Squandered Resources, a Forest and an Island
      When Alice tries to activate Squandered Resources, sacrificing Forest for {U}
      Then that is illegal
      And Forest is on the battlefield
      And Alice's mana pool is empty

    @rule:106.7
    @id:a-tapped-sand-silos-with-no-storage-counters-could-still
    Scenario: A tapped Sand Silos with no storage counters could still produce blue
      # Reads CR 106.7's "ignore whether any costs ... could be paid" as covering Sand Silos's cost of
      # removing any number of storage counters (see reflecting-pool.feature).
      Given Alice controls a Squandered Resources and a tapped Sand Silos with 0 storage counters
      When Alice activates Squandered Resources, sacrificing Sand Silos for {U}
      Then Alice's mana pool is {U}

    @rule:106.7
    @id:a-type-the-sacrificed-land-couldnt-produce-cant-be-chosen
    Scenario: A type the sacrificed land couldn't produce can't be chosen
      Given Alice controls a Squandered Resources and a Wastes
      When Alice tries to activate Squandered Resources, sacrificing Wastes for {G}
      Then that is illegal
      And Alice's mana pool is empty
