Feature: 608. Resolving Spells and Abilities
  Resolving, as far as the cards in scope need it. Each paragraph of CR 608 (2026-04-17) that the reference
  engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:608.2c
  Rule: 608.2c
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    Scenario: Grimgrin's ability untaps it and puts one +1/+1 counter on it
      Given Alice controls a tapped Grimgrin, Corpse-Born and a Walking Corpse
      When Alice activates Grimgrin, Corpse-Born, sacrificing Walking Corpse
      And all players pass priority
      Then Grimgrin, Corpse-Born is untapped
      And Grimgrin, Corpse-Born has one +1/+1 counter
      And Grimgrin, Corpse-Born is a 6/6 creature

    Scenario: Chained Brute's ability untaps it and puts no counter on it
      Given Alice controls a tapped Chained Brute and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      Then Chained Brute is untapped
      And Chained Brute is a 4/3 creature

    Scenario: Twilight's Call returns creature cards only: a land card stays in the graveyard
      Given Alice has a Walking Corpse and a Forest in her graveyard
      And Bob has a Grizzly Bears in his graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Walking Corpse is on the battlefield
      And Grizzly Bears is on the battlefield
      And Forest is in her graveyard
