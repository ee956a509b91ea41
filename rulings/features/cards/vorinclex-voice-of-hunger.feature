@card:vorinclex-voice-of-hunger
Feature: Vorinclex, Voice of Hunger
  Trample
  Whenever you tap a land for mana, add one mana of any type that land produced.
  Whenever an opponent taps a land for mana, that land doesn't untap during its controller's next untap step.

  @ruling:2017-11-17
  Rule: The second ability resolves even if Vorinclex has left the battlefield
    If Vorinclex leaves the battlefield after its second ability has triggered, that ability still resolves and the affected land won't untap during its controller's next untap step.

    @rule:502.3
    @id:an-opponents-land-doesnt-untap-during-its-controllers-next
    Scenario: An opponent's land doesn't untap during its controller's next untap step
      Given Alice controls a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      And Bob has a Plains in his library
      When Alice taps Forest for mana
      Then Vorinclex, Voice of Hunger's ability triggered once
      And the stack holds one object
      When all players pass priority
      And the game advances to Alice's untap step
      Then Forest is tapped

    @rule:502.3
    @id:the-effect-lasts-for-one-untap-step-only-the-land-untaps-in
    Scenario: The effect lasts for one untap step only: the land untaps in the one after
      Given Alice controls a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      And Alice has a Plains in her library
      And Bob has two Plains in his library
      When Alice taps Forest for mana
      And all players pass priority
      And the game advances to Alice's untap step
      And the game advances to Alice's untap step
      Then Forest is untapped

    @id:vorinclex-is-sacrificed-with-its-ability-on-the-stack-and
    Scenario: Vorinclex is sacrificed with its ability on the stack, and the land still doesn't untap
      Given Alice controls a Forest
      And Bob controls a Vorinclex, Voice of Hunger and a Grimgrin, Corpse-Born
      And Bob has a Plains in his library
      When Alice taps Forest for mana
      And Alice passes priority
      And Bob activates Grimgrin, Corpse-Born, sacrificing Vorinclex, Voice of Hunger
      And all players pass priority
      Then Vorinclex, Voice of Hunger is in its owner's graveyard
      And the stack holds one object
      When all players pass priority
      And the game advances to Alice's untap step
      Then Forest is tapped

    @rule:106.12a
    @id:an-opponents-land-that-produced-no-mana-isnt-affected
    Scenario: An opponent's land that produced no mana isn't affected
      Given Alice controls a Gaea's Cradle
      And Bob controls a Vorinclex, Voice of Hunger
      And Bob has a Forest in his library
      When Alice taps Gaea's Cradle for mana
      Then Vorinclex, Voice of Hunger's ability did not trigger
      When the game advances to Alice's untap step
      Then Gaea's Cradle is untapped

    @id:its-controllers-own-lands-are-not-affected
    Scenario: Its controller's own lands are not affected
      Given it is Bob's end step
      And Alice controls a Forest and a Vorinclex, Voice of Hunger
      And Alice has priority
      When Alice taps Forest for mana
      Then the stack is empty
      When the game advances to Alice's untap step
      Then Forest is untapped

  @ruling:2017-11-17
  Rule: The first ability adds one mana of one of the types the land produced
    If a land you control produces multiple mana of more than one type, Vorinclex's first triggered ability adds one mana of only one of those types. You choose which of those types it adds.

    @id:a-land-that-produced-several-mana-gets-one-more-not-one-more
    Scenario: A land that produced several mana gets one more, not one more for each
      Given Alice controls a Gaea's Cradle, two Walking Corpses and a Vorinclex, Voice of Hunger
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {G}{G}{G}{G}
      And Vorinclex, Voice of Hunger added {G} to Alice's mana pool

    @id:a-land-whose-mana-was-doubled-gets-one-more-not-two
    Scenario: A land whose mana was doubled gets one more, not two
      Given Alice controls a Forest, a Mana Reflection and a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}{G}

    @rule:106.12a
    @id:a-land-that-produced-no-mana-gets-nothing-the-ability-doesnt
    Scenario: A land that produced no mana gets nothing: the ability doesn't trigger
      Given Alice controls a Reflecting Pool and a Vorinclex, Voice of Hunger
      When Alice taps Reflecting Pool for mana
      Then Alice's mana pool is empty
      And Vorinclex, Voice of Hunger's ability did not trigger

  @ruling:2017-11-17 @rule:106.1b
  Rule: Colorless is a type of mana too
    The types of mana are white, blue, black, red, green, and colorless.

    @id:tapping-wastes-vorinclex-adds-c
    Scenario: Tapping Wastes, Vorinclex adds {C}
      Given Alice controls a Wastes and a Vorinclex, Voice of Hunger
      When Alice taps Wastes for mana
      Then Alice's mana pool is {C}{C}

    @id:tapping-a-forest-vorinclex-adds-g-not-c-or-another-type
    Scenario: Tapping a Forest, Vorinclex adds {G}, not {C} or another type
      Given Alice controls a Forest and a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}{G}

    @id:reflecting-pool-tapped-for-c-gives-another-c
    Scenario: Reflecting Pool tapped for {C} gives another {C}
      Given Alice controls a Reflecting Pool, a Wastes and a Vorinclex, Voice of Hunger
      When Alice taps Reflecting Pool for {C}
      Then Alice's mana pool is {C}{C}
