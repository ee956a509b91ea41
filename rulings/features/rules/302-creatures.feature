Feature: 302. Creatures
  Creatures, as far as summoning sickness goes. Each paragraph of CR 302 (2026-04-17) that the reference
  engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:302.6
  Rule: 302.6
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:a-creature-controlled-since-its-controllers-turn-began-can
    Scenario: A creature controlled since its controller's turn began can pay {T}
      Given Alice controls a Llanowar Elves
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:a-summoning-sick-creatures-t-mana-ability-cant-be-activated
    Scenario: A summoning-sick creature's {T} mana ability can't be activated
      Given Alice controls a summoning-sick Llanowar Elves
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal

    @id:a-summoning-sick-creatures-q-mana-ability-cant-be-activated
    Scenario: A summoning-sick creature's {Q} mana ability can't be activated
      Given Alice controls a tapped summoning-sick Pili-Pala
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Pili-Pala for {G}
      Then that is illegal
      And Alice's mana pool is {C}{C}

    @id:a-creature-an-ability-returned-to-the-battlefield-this-turn
    Scenario: A creature an ability returned to the battlefield this turn can't pay {T}
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Llanowar Elves in her graveyard
      And Alice's mana pool holds {W}{W}{W}
      When Alice activates Order of Whiteclay targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is on the battlefield
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal

    @id:summoning-sickness-ends-when-its-controllers-turn-begins
    Scenario: Summoning sickness ends when its controller's turn begins
      Given it is Bob's end step
      And Alice controls a summoning-sick Llanowar Elves
      When the game advances to Alice's upkeep
      And Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:another-players-turn-beginning-doesnt-end-it-only-its
    Scenario: Another player's turn beginning doesn't end it: only its controller's own turn does
      Given Alice, Bob and Carol are playing
      And it is Alice's end step
      And Carol controls a summoning-sick Llanowar Elves
      When the game advances to Bob's upkeep
      And Bob passes priority
      And Carol tries to tap Llanowar Elves for mana
      Then that is illegal

    @id:noncreature-permanents-arent-affected-mana-vault-taps-for
    Scenario: Noncreature permanents aren't affected: Mana Vault taps for mana the turn it arrives
      Given Alice controls a Mana Vault
      And Alice's Mana Vault entered the battlefield this turn
      When Alice taps Mana Vault for mana
      Then Alice's mana pool is {C}{C}{C}

    @id:a-land-creature-is-a-creature-dryad-arbor-controlled-since
    Scenario: A land creature is a creature: Dryad Arbor controlled since the turn began taps for {G}
      Given Alice controls a Dryad Arbor
      When Alice taps Dryad Arbor for mana
      Then Alice's mana pool is {G}

    @id:a-creature-controlled-since-its-controllers-turn-began-can-2
    Scenario: A creature controlled since its controller's turn began can attack
      Given Alice controls a Grizzly Bears
      Then Grizzly Bears can attack

    @id:a-summoning-sick-creature-cant-attack
    Scenario: A summoning-sick creature can't attack
      Given Alice controls a summoning-sick Grizzly Bears
      Then Grizzly Bears can't attack

    @id:a-creature-that-came-under-alices-control-this-turn-cant
    Scenario: A creature that came under Alice's control this turn can't attack
      Given Bob controls a Grizzly Bears
      And Bob's Grizzly Bears came under Alice's control this turn
      Then Grizzly Bears can't attack

    @rule:702.10b
    @id:a-summoning-sick-creature-with-haste-can-attack
    Scenario: A summoning-sick creature with haste can attack
      Given Alice controls a summoning-sick Raging Goblin
      Then Raging Goblin can attack

    @rule:702.10b @rule:702.10c
    @id:haste-given-by-another-permanent-counts-for-attacking-and
    Scenario: Haste given by another permanent counts for attacking and for {T}
      Given Alice controls a summoning-sick Llanowar Elves
      And Bob controls a Lavaleaper
      Then Llanowar Elves can attack
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:activating-as-though-it-had-haste-isnt-haste-the-creature
    Scenario: Activating "as though it had haste" isn't haste: the creature taps but can't attack
      Given Alice controls a summoning-sick Llanowar Elves and a Thousand-Year Elixir
      Then Llanowar Elves can't attack
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:thousand-year-elixir-lets-only-its-controllers-creatures
    Scenario: Thousand-Year Elixir lets only its controller's creatures activate as though they had haste
      Given Alice controls a summoning-sick Llanowar Elves
      And Bob controls a Thousand-Year Elixir
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal

  @rule:302.2
  Rule: 302.2
    When a creature spell resolves, its controller puts it onto the battlefield under their control.

    @id:walking-corpse-cast-resolves-under-alices-control
    Scenario: Walking Corpse resolves onto the battlefield under the control of Alice, who cast it (not: the active player's, or into a graveyard)
      Given Alice has a Walking Corpse in her hand
      And Alice's mana pool holds {C}{B}
      When Alice casts Walking Corpse
      And all players pass priority
      Then Walking Corpse is on the battlefield
      And Walking Corpse is controlled by Alice
      And Alice controls one creature

  @rule:302.4
  Rule: 302.4
    Power and toughness are characteristics only creatures have.

    @id:sol-ring-has-no-power-or-toughness
    Scenario: Sol Ring, an artifact that isn't a creature, has no power or toughness (not: 0/0, which would put it into the graveyard)
      Given Alice controls a Sol Ring
      When Alice passes priority
      Then Sol Ring has no power or toughness
      And Sol Ring is on the battlefield
