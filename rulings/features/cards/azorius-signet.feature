@card:azorius-signet
Feature: Azorius Signet
  {1}, {T}: Add {W}{U}.

  @rule:605.3b
  Rule: "Add {W}{U}": one white and one blue mana at once, no type chosen
    An activated mana ability doesn’t go on the stack, so it can’t be targeted, countered, or otherwise responded to. Rather, it resolves immediately after it is activated. (See rule 405.6c.)

    @rule:602.2b @rule:106.1
    @id:wastes-pays-its-1-alice-gets-w-and-u-not-one-of-them-or-the
    Scenario: Wastes pays its {1}: Alice gets {W} and {U} (not: one of them, her choice)
      Given Alice controls an Azorius Signet and a Wastes
      When Alice activates Azorius Signet, paying with the mana abilities of Wastes
      Then Alice's mana pool is {W}{U}
      And Azorius Signet is tapped

    @rule:106.7 @rule:106.1
    @id:it-could-produce-w-and-u-and-nothing-else-not-any-color
    Scenario: It could produce {W} and {U}, and nothing else (not: any color)
      Given Alice controls an Azorius Signet
      Then Azorius Signet could produce {W} and {U}

  @rule:106.12b
  Rule: Tapped for mana, it produces twice as much of each with Mana Reflection
    A replacement effect that applies if a permanent “is tapped for mana” or tapped for mana of a specific type and/or amount modifies the mana production event while such an ability is resolving and producing mana or the specified type and/or amount of mana.

    @rule:605.3a
    @id:with-mana-reflection-wwuu-not-only-one-type-doubled
    Scenario: With Mana Reflection: {W}{W}{U}{U}, and the Wastes' second {C} left over (not: only one type doubled)
      Given Alice controls an Azorius Signet, a Mana Reflection and a Wastes
      When Alice activates Azorius Signet, paying with the mana abilities of Wastes
      Then Alice's mana pool is {W}{W}{U}{U}{C}
