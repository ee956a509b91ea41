@card:final-flare
Feature: Final Flare
  As an additional cost to cast this spell, sacrifice a creature or enchantment.
  Final Flare deals 5 damage to target creature.

  @ruling:2020-01-24
  @rule:701.21a
  Rule: An enchantment creature is one permanent: sacrificing it pays the cost once, with no extra effect
    Final Flare has no extra effect if you sacrifice an enchantment creature.

    @id:final-flare-an-enchantment-creature-is-one-permanent
    Scenario: Alice sacrifices Boon Satyr, an enchantment creature, to cast Final Flare at Bob's Serra Angel: the Satyr is the one permanent sacrificed, her Gaea's Anthem stays, and the Angel is dealt 5 damage (not: the cost asks for one of each type)
      Given Alice controls a Boon Satyr and a Gaea's Anthem
      And Bob controls a Serra Angel
      And Alice has a Final Flare in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Final Flare targeting Serra Angel, sacrificing Boon Satyr
      Then Boon Satyr is in its owner's graveyard
      And Gaea's Anthem is on the battlefield
      When all players pass priority
      Then Serra Angel is in its owner's graveyard

  @ruling:2020-01-24
  @rule:118.3
  Rule: Exactly one creature or enchantment is sacrificed, and without one it can't be cast
    You must sacrifice exactly one creature or enchantment to cast Final Flare; you can’t cast it without sacrificing a permanent, and you can’t sacrifice additional permanents.

    @id:final-flare-an-enchantment-pays-it
    Scenario: Alice sacrifices her Gaea's Anthem, an enchantment that isn't a creature, to cast Final Flare: either type pays the cost (not: only a creature)
      Given Alice controls a Gaea's Anthem
      And Bob controls a Serra Angel
      And Alice has a Final Flare in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Final Flare targeting Serra Angel, sacrificing Gaea's Anthem
      Then Gaea's Anthem is in its owner's graveyard
      When all players pass priority
      Then Serra Angel is in its owner's graveyard

    @id:final-flare-a-land-doesnt-pay-it
    Scenario: With only a Forest, Alice may not cast Final Flare, and can't sacrifice the Forest to pay the cost (not: any permanent)
      Given Alice controls a Forest
      And Bob controls a Serra Angel
      And Alice has a Final Flare in her hand
      And Alice's mana pool holds {R}{C}{C}
      Then Alice may not cast Final Flare targeting Serra Angel
      When Alice tries to cast Final Flare targeting Serra Angel, sacrificing Forest
      Then that is illegal
      And Forest is on the battlefield
