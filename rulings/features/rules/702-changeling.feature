Feature: 702.73 Changeling
  An object with changeling is every creature type, wherever it is. The paragraph of CR 702.73 (2026-09-25) is
  quoted verbatim; its scenarios show it on a board: a creature type it doesn't print counts for what asks about
  it, and a later effect setting its creature types overrides it (a characteristic-defining ability, CR 613.3).

  @rule:702.73a
  Rule: 702.73a
    Changeling is a characteristic-defining ability. “Changeling” means “This object is every creature type.” This ability works everywhere, even outside the game. See rule 604.3.

    @id:a-changeling-is-a-wall-that-cant-block-juggernaut
    Scenario: Avian Changeling can't block Juggernaut, which can't be blocked by Walls: it is a Wall too (not: only its printed Shapeshifter type)
      Given Alice controls a Juggernaut
      And Bob controls an Avian Changeling
      When Alice attacks Bob with Juggernaut
      And Bob tries to block Juggernaut with Avian Changeling
      Then that is illegal

    @id:a-changeling-is-a-zombie-for-gravecrawler
    Scenario: Alice controlling Avian Changeling controls a Zombie: she may cast Gravecrawler from her graveyard
      Given Alice controls an Avian Changeling
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      When Alice casts Gravecrawler from her graveyard
      And all players pass priority
      Then Gravecrawler is on the battlefield

    @rule:613.3
    @id:turn-to-frog-makes-a-changeling-only-a-frog
    Scenario: Turn to Frog makes Avian Changeling only a Frog: its changeling applies first in layer 4, and the later effect sets its creature type (not: still every creature type)
      Given Alice controls an Avian Changeling
      And Alice has a Turn to Frog in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Turn to Frog targeting Avian Changeling
      And all players pass priority
      Then Avian Changeling's subtypes are Frog
      And Avian Changeling doesn't have flying

    @rule:613.1d
    @rule:613.3
    @id:a-changeling-turned-into-a-frog-can-block-juggernaut
    Scenario: Avian Changeling turned into a Frog can block Juggernaut: what can't block it asks the creature's types now, as the layers leave them (not: the card's printed changeling)
      Given it is Bob's precombat main phase
      And Alice controls an Avian Changeling
      And Alice has a Turn to Frog in her hand
      And Bob controls a Juggernaut
      And Alice's mana pool holds {U}{C}
      When Bob passes priority
      And Alice casts Turn to Frog targeting Avian Changeling
      And all players pass priority
      And Bob attacks Alice with Juggernaut
      And Alice blocks Juggernaut with Avian Changeling
      Then Juggernaut is blocked
