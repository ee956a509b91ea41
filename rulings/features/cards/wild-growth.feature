@card:wild-growth
Feature: Wild Growth
  Enchant land
  Whenever enchanted land is tapped for mana, its controller adds an additional {G}.

  @ruling:2004-10-04
  Rule: Wild Growth's mana is not something the land can produce
    The additional mana is not an ability of the land and is not something the land can produce.

    @rule:106.7 @rule:106.12a
    @id:an-enchanted-wastes-adds-green-as-well-yet-could-produce
    Scenario: An enchanted Wastes adds green as well, yet could produce only colorless
      Given Alice controls a Wastes and a Reflecting Pool
      And Alice controls a Wild Growth attached to her Wastes
      Then Wastes could produce {C}
      And Reflecting Pool could produce {C}
      When Alice taps Wastes for mana
      Then Wastes added {C} to Alice's mana pool
      And Wild Growth added {G} to Alice's mana pool

    @rule:106.7
    @id:reflecting-pool-cant-choose-green-from-an-enchanted-wastes
    Scenario: Reflecting Pool can't choose green from an enchanted Wastes
      Given Alice controls a Wastes and a Reflecting Pool
      And Alice controls a Wild Growth attached to her Wastes
      When Alice tries to tap Reflecting Pool for {G}
      Then that is illegal

    @rule:106.7
    @id:sacrificing-an-enchanted-wastes-to-squandered-resources
    Scenario: Sacrificing an enchanted Wastes to Squandered Resources gives no green
      Given Alice controls a Wastes and a Squandered Resources
      And Alice controls a Wild Growth attached to her Wastes
      When Alice tries to activate Squandered Resources, sacrificing Wastes for {G}
      Then that is illegal

    @rule:106.12b
    @id:mana-reflection-doubles-the-lands-mana-not-wild-growths
    Scenario: Mana Reflection doubles the land's mana, not Wild Growth's
      Given Alice controls a Wastes and a Mana Reflection
      And Alice controls a Wild Growth attached to her Wastes
      When Alice taps Wastes for mana
      Then Alice's mana pool is {G}{C}{C}
