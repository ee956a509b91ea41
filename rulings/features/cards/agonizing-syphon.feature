@card:agonizing-syphon
Feature: Agonizing Syphon
  Agonizing Syphon deals 3 damage to any target and you gain 3 life.

  @rule:608.2c
  Rule: The damage, then the life: both instructions of the one sentence are followed
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    @id:agonizing-syphon-at-bob-deals-him-3-and-alice-gains-3
    Scenario: Agonizing Syphon at Bob deals him 3 damage and Alice gains 3 life (not: Bob gains it, nor the life is left out)
      Given Alice has an Agonizing Syphon in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice casts Agonizing Syphon targeting Bob
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23
      And Agonizing Syphon is in her graveyard

    @id:agonizing-syphon-at-a-creature-destroys-it-and-alice-gains-3
    Scenario: Agonizing Syphon at Bob's Grizzly Bears: it dies, Alice gains 3 life and Bob loses none
      Given Bob controls a Grizzly Bears
      And Alice has an Agonizing Syphon in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice casts Agonizing Syphon targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice's life total is 23
      And Bob's life total is 20

  @ruling:2019-07-12 @rule:608.2b
  Rule: Its one target illegal, Agonizing Syphon doesn't resolve: no life is gained
    If the chosen target becomes an illegal target for Agonizing Syphon, the spell won't resolve. You won't gain life.

    @id:its-target-shocked-in-response-alice-gains-no-life
    Scenario: Its target Shocked in response, Alice gains no life (not: the life gain happens without the damage)
      Given Bob controls a Grizzly Bears
      And Alice has an Agonizing Syphon in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Agonizing Syphon targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then the stack is empty
      And Agonizing Syphon is in her graveyard
      And Alice's life total is 20
