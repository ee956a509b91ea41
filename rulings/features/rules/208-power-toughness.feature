Feature: 208. Power/Toughness
  Power and toughness, as far as the cards in scope have them. Each paragraph of CR 208 (2026-04-17) that the
  reference engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:208.3
  Rule: 208.3
    A noncreature permanent has no power or toughness, even if it’s a card with a power and toughness printed on it (such as a Vehicle). A noncreature object not on the battlefield has power or toughness only if it has a power and toughness printed on it.

    @rule:702.103b
    @id:hopeful-eidolon-a-bestowed-aura-has-no-power-or-toughness
    Scenario: Hopeful Eidolon, a bestowed Aura, has no power or toughness
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      And all players pass priority
      Then Hopeful Eidolon has no power or toughness
      And Walking Corpse is a 3/3 creature

    @id:a-land-has-no-power-or-toughness
    Scenario: A land has no power or toughness
      Given Alice controls a Forest
      Then Forest has no power or toughness

    @rule:702.103b
    @id:on-the-stack-a-bestowed-aura-spell-has-the-power-and
    Scenario: On the stack, a bestowed Aura spell has the power and toughness printed on it
      Given Alice controls a Walking Corpse
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Hopeful Eidolon as an Aura targeting her Walking Corpse
      Then Hopeful Eidolon has power and toughness 1/1
      And Walking Corpse is a 2/2 creature
