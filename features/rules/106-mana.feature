Feature: 106. Mana

  Rule: 106.5
    If an ability would produce one or more mana of an undefined type, it produces no mana instead.

    @rule:106.5
    Scenario: Reflecting Pool alone produces no mana
      Given Alice controls a Reflecting Pool
      When Alice taps Reflecting Pool for mana
      Then Alice's mana pool is empty
      And Reflecting Pool is tapped

  @rule:106.12b
  Rule: 106.12b
    A replacement effect

    Scenario: Mana Reflection then Contamination gives {B}
      Given Alice controls a Forest, a Mana Reflection and a Contamination
      When Alice taps Forest for mana, applying Mana Reflection then Contamination
      Then Alice's mana pool is {B}
