Feature: 107. Numbers and Symbols
  The symbols the rules and the cards use. Each paragraph of CR 107 (2026-04-17) that the reference engine
  models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:107.5
  Rule: 107.5
    The tap symbol is {T}. The tap symbol in an activation cost means “Tap this permanent.” A permanent that’s already tapped can’t be tapped again to pay the cost. A creature’s activated ability with the tap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. See rule 302.6.

    Scenario: Paying {T} taps the permanent
      Given Alice controls a Forest
      When Alice taps Forest for mana
      Then Forest is tapped
      And Alice's mana pool is {G}

    Scenario: A tapped permanent can't be tapped again to pay {T}
      Given Alice controls a tapped Forest
      When Alice tries to tap Forest for mana
      Then that is illegal
      And Alice's mana pool is empty

    Scenario: A land that entered the battlefield this turn can pay {T}: it isn't a creature
      Given Alice controls a Forest
      And Alice's Forest entered the battlefield this turn
      When Alice taps Forest for mana
      Then Alice's mana pool is {G}

    Scenario: A noncreature artifact can pay {T} for an ability that uses the stack the turn it arrives
      Given Alice controls a Thousand-Year Elixir and a tapped Llanowar Elves
      And Alice's Thousand-Year Elixir entered the battlefield this turn
      And Alice's mana pool holds {C}
      When Alice activates Thousand-Year Elixir targeting Llanowar Elves
      Then Thousand-Year Elixir is tapped
      And the stack holds one object
      When all players pass priority
      Then Llanowar Elves is untapped

    Scenario: A summoning-sick creature can't pay {T}
      Given Alice controls a summoning-sick Llanowar Elves
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
      And Llanowar Elves is untapped

    @rule:302.6
    Scenario: A creature that came under Alice's control this turn can't pay {T}, though Bob had it for turns
      Given Bob controls a Llanowar Elves
      And Bob's Llanowar Elves came under Alice's control this turn
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
      And Alice's mana pool is empty

    Scenario: A land that is also a creature is a creature: Dryad Arbor can't pay {T} the turn it arrives
      Given Alice controls a summoning-sick Dryad Arbor
      When Alice tries to tap Dryad Arbor for mana
      Then that is illegal

    @rule:702.10c
    Scenario: A summoning-sick creature with haste can pay {T}
      Given Alice controls a summoning-sick Llanowar Elves and a Lavaleaper
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

  @rule:107.6
  Rule: 107.6
    The untap symbol is {Q}. The untap symbol in an activation cost means “Untap this permanent.” A permanent that’s already untapped can’t be untapped again to pay the cost. A creature’s activated ability with the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. See rule 302.6.

    Scenario: Paying {Q} untaps the permanent, and the ability then waits on the stack
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Llanowar Elves
      Then Order of Whiteclay is untapped
      And the stack holds one object
      And Alice's mana pool is empty
      When all players pass priority
      Then Llanowar Elves is on the battlefield

    Scenario: An untapped permanent can't be untapped again to pay {Q}
      Given Alice controls an untapped Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Llanowar Elves
      Then that is illegal
      And the stack is empty
      And Alice's mana pool is {W}{W}{W}

    Scenario: An untapped permanent can't pay {Q} for a mana ability either
      Given Alice controls a Pili-Pala
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Pili-Pala for {G}
      Then that is illegal
      And Alice's mana pool is {C}{C}

    Scenario: A summoning-sick creature can't pay {Q}
      Given Alice controls a tapped summoning-sick Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice tries to activate Order of Whiteclay targeting Llanowar Elves
      Then that is illegal
      And Order of Whiteclay is tapped

    @rule:302.6
    Scenario: A creature that came under Alice's control this turn can't pay {Q}
      Given Bob controls a tapped Pili-Pala
      And Bob's Pili-Pala came under Alice's control this turn
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Pili-Pala for {G}
      Then that is illegal
      And Pili-Pala is tapped

    @rule:702.10c
    Scenario: A summoning-sick creature with haste can pay {Q}
      Given Alice controls a tapped summoning-sick Pili-Pala and a Lavaleaper
      And Alice's mana pool holds {C}{C}
      When Alice activates Pili-Pala for {G}
      Then Pili-Pala is untapped
      And Alice's mana pool is {G}
