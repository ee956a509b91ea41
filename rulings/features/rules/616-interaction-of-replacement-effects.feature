Feature: 616. Interaction of Replacement and/or Prevention Effects
  The order of replacement effects on one event, as far as the cards in scope have them (mana). Each paragraph of
  CR 616 (2026-04-17) that the reference engine models is quoted verbatim under its number; its scenarios show
  it on a board.

  @rule:616.1a
  Rule: 616.1a
    If any of the replacement and/or prevention effects are self-replacement effects (see rule 614.15), one of them must be chosen. If not, proceed to rule 616.1b.

    @rule:614.15
    @id:leafkin-druids-own-instead-comes-first-g-g-then-doubled-by
    Scenario: Leafkin Druid's own "instead" comes first: {G}{G}, then doubled by Mana Reflection (not: {G} doubled, then replaced by {G}{G})
      Given Alice controls a Leafkin Druid, three Walking Corpses and a Mana Reflection
      When Alice taps Leafkin Druid for mana
      Then Alice's mana pool is {G}{G}{G}{G}

    @id:alice-cant-choose-to-apply-mana-reflection-before-leafkin
    Scenario: Alice can't choose to apply Mana Reflection before Leafkin Druid's self-replacement (not: any order, as in 616.1e)
      Given Alice controls a Leafkin Druid, three Walking Corpses and a Mana Reflection
      When Alice taps Leafkin Druid for mana, applying Mana Reflection then Leafkin Druid
      Then Alice's mana pool is {G}{G}{G}{G}

    @id:with-three-creatures-leafkin-druids-condition-fails-g
    Scenario: With three creatures Leafkin Druid's condition fails: {G}, doubled by Mana Reflection
      Given Alice controls a Leafkin Druid, two Walking Corpses and a Mana Reflection
      When Alice taps Leafkin Druid for mana
      Then Alice's mana pool is {G}{G}

  @rule:616.1b
  Rule: 616.1b
    If any of the replacement and/or prevention effects would modify under whose control an object would enter the battlefield, one of them must be chosen. If not, proceed to rule 616.1c.

    # Wrong reading: any order (CR 616.1e): Alice, under whose control it would enter, applies Grumgully's counter
    # first, and the Bears then go to Bob with it.
    @rule:614.1c
    @id:bobs-gather-specimens-applies-before-alices-grumgully
    Scenario: Bob's Gather Specimens applies before Alice's Grumgully, whatever Alice prefers: her Grizzly Bears enters under Bob's control with no +1/+1 counter
      Given Alice controls a Grumgully, the Generous
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice will choose Grumgully, the Generous when she must
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      And Grizzly Bears has no +1/+1 counters

    @rule:614.1c @rule:506.3b
    @id:chorale-of-the-void-returns-bobs-walking-corpse-under-bobs
    Scenario: Chorale of the Void returns Bob's Walking Corpse under Bob's control because of his Gather Specimens: Alice's Grumgully gives it no counter, Bob's would
      Given Alice controls a Grizzly Bears, a Chorale of the Void attached to Grizzly Bears and a Grumgully, the Generous
      And Bob controls a Grumgully, the Generous
      And Bob has a Walking Corpse in his graveyard
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And all players pass priority
      Then Walking Corpse is controlled by Bob
      And Walking Corpse has one +1/+1 counter

  @rule:616.1c
  Rule: 616.1c
    If any of the replacement and/or prevention effects would cause an object to become a copy of another object as it enters the battlefield, one of them must be chosen. If not, proceed to rule 616.1d.

    @rule:614.12
    @id:clone-copying-phylactery-lich-puts-a-phylactery-counter-on
    Scenario: Clone copying Phylactery Lich puts a phylactery counter on Alice's Fellwar Stone as it enters (not: Clone's own abilities, with no "as this enters", apply first)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Alice controls a Fellwar Stone
      And Bob controls a Phylactery Lich and a Fellwar Stone with 1 phylactery counter
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Phylactery Lich, then Alice's Fellwar Stone when she must
      And Alice casts Clone
      And all players pass priority
      Then Alice's Fellwar Stone has one phylactery counter
      And Clone's ability did not trigger
      And Clone is a 5/5 creature
    # Clone copying Grimgrin enters tapped: features/cards/clone.feature.

  @rule:616.1e
  Rule: 616.1e
    Any of the applicable replacement and/or prevention effects may be chosen.

    @id:alice-may-apply-damping-sphere-first-to-gaeas-cradles-mana-c
    Scenario: Alice may apply Damping Sphere first to Gaea's Cradle's mana: {C}, then doubled
      Given Alice controls a Gaea's Cradle, two Walking Corpses, a Mana Reflection and a Damping Sphere
      When Alice taps Gaea's Cradle for mana, applying Damping Sphere then Mana Reflection
      Then Alice's mana pool is {C}{C}

    @id:or-mana-reflection-first-four-green-mana-then-damped-to-c
    Scenario: Or Mana Reflection first: four green mana, then damped to {C} (not: one fixed order)
      Given Alice controls a Gaea's Cradle, two Walking Corpses, a Mana Reflection and a Damping Sphere
      When Alice taps Gaea's Cradle for mana, applying Mana Reflection then Damping Sphere
      Then Alice's mana pool is {C}

  @rule:616.1f
  Rule: 616.1f
    Once the chosen effect has been applied, this process is repeated (taking into account only replacement or prevention effects that would now be applicable) until there are no more left to apply.

    # CR example: Two permanents are on the battlefield. One is an enchantment that reads “If a card would be put into a graveyard from anywhere, instead exile it,” and the other is a creature that reads “If this creature would die, instead shuffle it into its owner’s library.” If the creature is destroyed, its controller decides which replacement to apply first; the other does nothing.
    # CR example: Essence of the Wild reads “Creatures you control enter as a copy of this creature.” A player who controls Essence of the Wild casts Rusted Sentinel, which normally enters the battlefield tapped. As it enters the battlefield, the copy effect from Essence of the Wild is applied first. As a result, it no longer has the ability that causes it to enter the battlefield tapped. Rusted Sentinel will enter the battlefield as an untapped copy of Essence of the Wild.

    @id:damping-sphere-not-applicable-to-one-mana-applies-once-mana
    Scenario: Damping Sphere, not applicable to one mana, applies once Mana Reflection has doubled it (not: applicability fixed at the start)
      Given Alice controls an Island, a Mana Reflection and a Damping Sphere
      When Alice taps Island for mana, applying Damping Sphere then Mana Reflection
      Then Alice's mana pool is {C}

    @id:two-mana-reflections-each-apply-once-four-mana-not-an-effect
    Scenario: Two Mana Reflections each apply once: four mana (not: an effect applied again to its own result)
      Given Alice controls a Forest and two Mana Reflections
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}{G}

  @rule:616.1g
  Rule: 616.1g
    While following the steps in 616.1a–f, one replacement or prevention effect may apply to an event, and another may apply to an event contained within the first event. In this case, the second effect can’t be chosen until after the first effect has been chosen.

    # CR example: A player is instructed to create a token that’s a copy of Voice of All, which has the ability “As this creature enters, choose a color.” Doubling Season has an ability that reads “If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.” Because entering the battlefield is an event contained within the event of creating a token, the effect of Doubling Season must be applied first, and then the effects of the two Voice of All tokens may be applied in either order.

    # The wrong reading: the Lich's "as this enters" chosen for the one token the spell creates, before Anointed
    # Procession's doubling of the creation that contains its entering: one phylactery counter, not two.
    @rule:707.2 @rule:614.12
    @id:anointed-procession-doubles-a-token-copy-of-phylactery-lich
    Scenario: Anointed Procession doubles a token copy of Phylactery Lich first; then each token's "as this enters" puts its own phylactery counter on Fellwar Stone
      Given Alice controls a Phylactery Lich, an Anointed Procession and a Fellwar Stone with 1 phylactery counter
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      When Alice casts Fated Infatuation targeting Phylactery Lich
      And all players pass priority
      Then Alice controls two Phylactery Lich tokens
      And Fellwar Stone has three phylactery counters
