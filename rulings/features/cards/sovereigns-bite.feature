@card:sovereigns-bite
Feature: Sovereign's Bite
  Target player loses 3 life and you gain 3 life.

  @rule:608.2c
  Rule: The target loses 3 life, then the caster gains 3, in the order written
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    @rule:119.3
    @id:sovereigns-bite-at-bob-he-loses-3-life-and-alice-gains-3
    Scenario: Sovereign's Bite at Bob: he loses 3 life and Alice gains 3 (not: damage, or Bob gains it)
      Given Alice has a Sovereign's Bite in her hand
      And Alice's mana pool holds {B}{C}
      When Alice casts Sovereign's Bite targeting Bob
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23
      And Sovereign's Bite is in her graveyard

    @rule:704.3 @rule:704.5a
    @id:alice-at-3-life-targets-herself-she-goes-to-0-then-back-to-3
    Scenario: Alice at 3 life targets herself: she goes to 0, then back to 3 before state-based actions are checked, and doesn't lose (not: a player at 0 life loses in the middle of a resolution)
      Given Alice's life total is 3
      And Alice has a Sovereign's Bite in her hand
      And Alice's mana pool holds {B}{C}
      When Alice casts Sovereign's Bite targeting Alice
      And all players pass priority
      Then Alice's life total is 3
      And Alice has not lost the game
      And Bob's life total is 20
