@card:azorius-signet
Feature: Azorius Signet
  {1}, {T}: Add {W}{U}.

  @rule:106.1 @rule:605.3b
  Rule: "Add {W}{U}": one white and one blue mana at once, no type chosen
    A mana ability adds the mana its effect says, the moment it is activated; "{W}{U}" is one white mana and one blue mana.

    @rule:602.2b
    @id:wastes-pays-its-1-alice-gets-w-and-u-not-one-of-them-or-the
    Scenario: Wastes pays its {1}: Alice gets {W} and {U} (not: one of them, her choice)
      Given Alice controls an Azorius Signet and a Wastes
      When Alice activates Azorius Signet, paying with the mana abilities of Wastes
      Then Alice's mana pool is {W}{U}
      And Azorius Signet is tapped

    @rule:106.7
    @id:it-could-produce-w-and-u-and-nothing-else-not-any-color
    Scenario: It could produce {W} and {U}, and nothing else (not: any color)
      Given Alice controls an Azorius Signet
      Then Azorius Signet could produce {W} and {U}

  @rule:106.12b
  Rule: Tapped for mana, it produces twice as much of each with Mana Reflection
    A replacement effect on the mana a permanent tapped for mana produces applies to all of it: Mana Reflection doubles the Signet's {W}{U}, and the Wastes' {C} that pays its {1}.

    @rule:605.3a
    @id:with-mana-reflection-wwuu-not-only-one-type-doubled
    Scenario: With Mana Reflection: {W}{W}{U}{U}, and the Wastes' second {C} left over (not: only one type doubled)
      Given Alice controls an Azorius Signet, a Mana Reflection and a Wastes
      When Alice activates Azorius Signet, paying with the mana abilities of Wastes
      Then Alice's mana pool is {W}{W}{U}{U}{C}
