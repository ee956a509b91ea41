Feature: 609. Effects
  Effects as the reference engine has them. Each paragraph of CR 609 (2026-09-25) that a board can show is quoted
  verbatim under its number; its scenarios show it on a board.

  @rule:609.3
  Rule: 609.3
    If an effect attempts to do something impossible, it does only as much as possible.

    @rule:701.21a @rule:603.3d
    @id:fleshbag-marauder-bob-has-no-creature-to-sacrifice
    Scenario: Fleshbag Marauder's "each player sacrifices a creature" with Bob controlling none: Alice sacrifices the Marauder, her only creature, and Bob sacrifices nothing, his land untouched (not: the whole effect fails, or Bob sacrifices another permanent)
      Given Bob controls a Forest
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Fleshbag Marauder
      And all players pass priority
      And all players pass priority
      Then Fleshbag Marauder is in her graveyard
      And Forest is on the battlefield
