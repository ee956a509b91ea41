Feature: 701. Keyword Actions every set uses
  Counter, create, destroy, discard, exile, scry, tap and untap (CR 701.6-701.26, 2026-09-25): each paragraph the
  reference engine shows on a board is quoted verbatim under its number, with a scenario for each tempting wrong
  reading. Regeneration (701.8c, 701.19), mill (701.17, shown by Millikin's own feature), surveil (701.25), reveal
  (701.20), search and shuffle (701.23, 701.24) are left out: no card vendored and modelled instructs them.

  @rule:701.6a
  Rule: 701.6a
    To counter a spell or ability means to cancel it, removing it from the stack. It doesn’t resolve and none of its effects occur. A countered spell is put into its owner’s graveyard.

    @id:cancel-counters-shock-it-goes-to-alices-graveyard-and-deals
    Scenario: Cancel counters Shock at Grizzly Bears: it leaves the stack for Alice's graveyard and deals no damage (not: it resolves anyway, or is exiled)
      Given Bob controls a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then the stack is empty
      And Shock is in her graveyard
      And Cancel is in his graveyard
      And Grizzly Bears has no damage marked on it
      And Grizzly Bears is on the battlefield

    @id:a-countered-creature-spell-never-enters-the-battlefield
    Scenario: Essence Scatter counters Grizzly Bears: it never enters the battlefield (not: a countered permanent spell still enters)
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has an Essence Scatter in his hand
      And Bob's mana pool holds {U}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Essence Scatter targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Grizzly Bears entered the battlefield no times

  @rule:701.6b
  Rule: 701.6b
    The player who cast a countered spell or activated a countered ability doesn’t get a “refund” of any costs that were paid.

    @id:shock-countered-the-r-paid-for-it-isnt-returned
    Scenario: Shock countered: the {R} Alice paid for it isn't returned to her mana pool (not: a refund)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}{R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      And Alice's mana pool is {R}
      And Bob's mana pool is empty

  @rule:701.7a
  Rule: 701.7a
    To create one or more tokens with certain characteristics, put the specified number of tokens with the specified characteristics onto the battlefield.

    @id:dwynens-elite-creates-one-elf-warrior-token-under-alices
    Scenario: Dwynen's Elite creates one Elf Warrior token, on the battlefield under Alice's control (not: under no one's, or one per Elf)
      Given Alice controls two Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{G}
      When Alice casts Dwynen's Elite
      And all players pass priority
      And all players pass priority
      Then Alice controls one Elf Warrior token
      And Bob controls no Elf Warrior tokens

  @rule:701.8a
  Rule: 701.8a
    To destroy a permanent, move it from the battlefield to its owner’s graveyard.

    @id:murder-destroys-bobs-grizzly-bears-into-bobs-graveyard
    Scenario: Alice's Murder destroys Bob's Grizzly Bears: it goes to Bob's graveyard (not: the graveyard of the spell's controller)
      Given Bob controls a Grizzly Bears
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{C}
      When Alice casts Murder targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice has one card in her graveyard

  @rule:701.8b
  Rule: 701.8b
    The only ways a permanent can be destroyed are as a result of an effect that uses the word “destroy” or as a result of the state-based actions that check for lethal damage (see rule 704.5g) or damage from a source with deathtouch (see rule 704.5h). If a permanent is put into its owner’s graveyard for any other reason, it hasn’t been “destroyed.”

    @rule:704.5g @rule:702.12b
    @id:lethal-damage-destroys-so-indestructible-darksteel-myr-survives
    Scenario: Lethal damage destroys: indestructible Darksteel Myr dealt 2 damage by Shock stays on the battlefield (not: lethal damage just puts it in the graveyard)
      Given Bob controls a Darksteel Myr
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 2 damage marked on it

    @rule:704.5f @rule:702.12b
    @id:toughness-0-isnt-destruction-darksteel-myr-with-a-1-1-counter-dies
    Scenario: Toughness 0 isn't destruction: indestructible Darksteel Myr with a -1/-1 counter goes to the graveyard (not: indestructible saves it from every death)
      Given Bob controls a Darksteel Myr
      And one -1/-1 counter was just put on Darksteel Myr
      When Alice passes priority
      Then Darksteel Myr is in his graveyard

    @rule:702.12b
    @id:murder-says-destroy-so-darksteel-myr-survives-it
    Scenario: Murder says "destroy": indestructible Darksteel Myr stays on the battlefield
      Given Bob controls a Darksteel Myr
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{C}
      When Alice casts Murder targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Murder is in her graveyard

  @rule:701.9a
  Rule: 701.9a
    To discard a card, move it from its owner’s hand to that player’s graveyard.

    @id:cunning-lethemancer-bob-discards-from-his-hand-to-his-graveyard
    Scenario: Under Cunning Lethemancer Bob discards: the card moves from his hand to his own graveyard (not: to the graveyard of the ability's controller)
      Given it is Bob's end step
      And Alice controls a Cunning Lethemancer
      And Bob has a Swamp in his hand
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Swamp is in his graveyard
      And Bob has no cards in his hand
      And Alice has no cards in her graveyard
      And Bob discarded one card

  @rule:701.9b
  Rule: 701.9b
    By default, effects that cause a player to discard a card allow the affected player to choose which card to discard. Some effects, however, require a random discard or allow another player to choose which card is discarded.

    @id:bob-chooses-which-of-his-cards-he-discards-to-alices-lethemancer
    Scenario: Bob chooses which of his own cards he discards to Alice's Cunning Lethemancer (not: the ability's controller chooses, or the choice is random)
      Given it is Bob's end step
      And Alice controls a Cunning Lethemancer
      And Bob has a Swamp and a Llanowar Elves in his hand
      When Alice will choose Swamp when she must choose
      And Bob will choose Llanowar Elves when he must choose
      And the game advances to Alice's upkeep
      And all players pass priority
      Then Llanowar Elves is in his graveyard
      And Swamp is in his hand

  @rule:701.13a
  Rule: 701.13a
    To exile an object, move it to the exile zone from wherever it is. See rule 406, “Exile.”

    @id:anguished-unmaking-exiles-grizzly-bears-to-exile-not-the
    Scenario: Anguished Unmaking exiles Grizzly Bears: it moves from the battlefield to exile (not: to the graveyard)
      Given Bob controls a Grizzly Bears
      And Alice has an Anguished Unmaking in her hand
      And Alice's mana pool holds {W}{B}{C}
      When Alice casts Anguished Unmaking targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      And Bob has no cards in his graveyard

  @rule:701.22a
  Rule: 701.22a
    To “scry N” means to look at the top N cards of your library, then put any number of them on the bottom of your library in any order and the rest on top of your library in any order.

    @id:omenspeaker-scry-2-island-to-the-bottom-forest-on-top
    Scenario: Omenspeaker's scry 2: Island to the bottom, Forest on top, and the Plains under them untouched (not: only the top card is looked at)
      Given Alice has an Omenspeaker in her hand
      And Alice has an Island, a Forest and a Plains in her library
      And Bob has a Plains in his library
      And Alice's mana pool holds {U}{C}
      When Alice will scry with Omenspeaker, putting Island on the bottom and keeping Forest on top
      And Alice casts Omenspeaker
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      And the game advances to Alice's draw step
      Then Forest is in her hand
      And Island is in her library

  @rule:701.26a
  Rule: 701.26a
    To tap a permanent, turn it sideways from an upright position. Only untapped permanents can be tapped.

    @id:downpour-taps-an-untapped-grizzly-bears
    Scenario: Downpour taps untapped Grizzly Bears: it becomes tapped once
      Given Bob controls a Grizzly Bears
      And Alice has a Downpour in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Downpour targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is tapped
      And Grizzly Bears became tapped once

    @id:downpour-cant-tap-an-already-tapped-creature
    Scenario: Downpour on an already tapped Grizzly Bears: it doesn't become tapped again (not: tapping a tapped permanent is an event)
      Given Bob controls a tapped Grizzly Bears
      And Alice has a Downpour in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Downpour targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is tapped
      And Grizzly Bears became tapped no times

  @rule:701.26b
  Rule: 701.26b
    To untap a permanent, rotate it back to the upright position from a sideways position. Only tapped permanents can be untapped.

    @id:aim-high-untaps-a-tapped-grizzly-bears-it-becomes-untapped
    Scenario: Aim High untaps a tapped Grizzly Bears: it becomes untapped once
      Given Alice controls a tapped Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears untapped once

    @id:aim-high-on-an-untapped-grizzly-bears-doesnt-untap-it
    Scenario: Aim High on an untapped Grizzly Bears: it doesn't become untapped (not: "untap" is an event whatever the permanent's status)
      Given Alice controls a Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears untapped no times

  @rule:701.20b
  Rule: 701.20b
    Revealing a card doesn’t cause it to leave the zone it’s in.

    @id:goblin-guide-makes-bob-reveal-shock-it-stays-in-his-library
    Scenario: Goblin Guide attacks Bob: he reveals Shock, the top card of his library, and it stays there, still on top (not: a revealed card leaves its zone, to his hand or graveyard)
      Given Alice controls a Goblin Guide
      And Bob has a Shock and a Forest in his library
      When Alice attacks Bob with Goblin Guide
      And all players pass priority
      Then Shock is in his library
      And Bob has no cards in his hand
