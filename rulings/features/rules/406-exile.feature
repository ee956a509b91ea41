Feature: 406. Exile
  The exile zone as the reference engine has it. Each paragraph of CR 406 (2026-09-25) that a board can show is
  quoted verbatim under its number; its scenarios show it on a board.

  @rule:406.2
  Rule: 406.2
    To exile an object is to put it into the exile zone from whatever zone it’s currently in. An exiled card is a card that’s been put into the exile zone.

    @rule:400.7
    @id:anguished-unmaking-exiles-bobs-grizzly-bears-not-destroyed
    Scenario: Anguished Unmaking exiles Bob's Grizzly Bears from the battlefield: it goes to exile, not to his graveyard, and loses its counters (not: destroyed)
      Given Bob controls a Grizzly Bears with 1 +1/+1 counter
      And Alice has an Anguished Unmaking in her hand
      And Alice's mana pool holds {W}{B}{C}
      When Alice casts Anguished Unmaking targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in exile
      And Bob has no cards in his graveyard
      And Alice's life total is 17
