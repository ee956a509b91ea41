@card:think-twice
Feature: Think Twice
  Draw a card.
  Flashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)

  @ruling:2024-11-08
  Rule: Flashback lets Alice cast Think Twice from her graveyard for its flashback cost rather than its mana cost
    "Flashback [cost]" means "You may cast this card from your graveyard by paying [cost] rather than paying its mana cost" and "If the flashback cost was paid, exile this card instead of putting it anywhere else any time it would leave the stack."

    @rule:702.34a @rule:118.9
    @id:cast-from-her-graveyard-for-its-flashback-cost-think-twice
    Scenario: Cast from her graveyard for its flashback cost {2}{U}, Think Twice draws Alice a card and is exiled
      Given Alice has a Think Twice in her graveyard
      And Alice has three Islands in her library
      And Alice's mana pool holds {C}{C}{U}
      When Alice casts Think Twice from her graveyard for its flashback cost
      Then Think Twice is on the stack
      And Alice's mana pool is empty
      When all players pass priority
      Then Alice drew one card
      And Think Twice is in exile

    @rule:702.34a @rule:601.3
    @id:from-her-graveyard-think-twice-cant-be-cast-for-its-mana-cost
    Scenario: From her graveyard, Think Twice can't be cast for its mana cost {1}{U} (not: flashback lets the card be cast from the graveyard any way)
      Given Alice has a Think Twice in her graveyard
      And Alice's mana pool holds {C}{U}
      When Alice tries to cast Think Twice from her graveyard
      Then that is illegal
      And Think Twice is in her graveyard

    @rule:702.34a
    @id:from-her-hand-think-twice-cant-be-cast-for-its-flashback-cost
    Scenario: From her hand, Think Twice can't be cast for its flashback cost (not: flashback an alternative cost from any zone)
      Given Alice has a Think Twice in her hand
      And Alice's mana pool holds {C}{C}{U}
      When Alice tries to cast Think Twice for its flashback cost
      Then that is illegal
      And Think Twice is in her hand

    @rule:702.34a @rule:608.2n
    @id:cast-from-her-hand-for-its-mana-cost-think-twice-goes-to-her
    Scenario: Cast from her hand for its mana cost, Think Twice goes to her graveyard as it resolves (not: exiled whenever a card with flashback leaves the stack)
      Given Alice has a Think Twice in her hand
      And Alice has three Islands in her library
      And Alice's mana pool holds {C}{U}
      When Alice casts Think Twice
      And all players pass priority
      Then Alice drew one card
      And Think Twice is in her graveyard

  @ruling:2024-11-08
  Rule: A spell cast using flashback is exiled whether it resolves or is countered
    A spell cast using flashback will always be exiled afterward, whether it resolves, is countered, or leaves the stack in some other way.

    @rule:702.34a @rule:701.6a
    @id:flashed-back-think-twice-countered-by-cancel-is-exiled
    Scenario: Cast with flashback and countered by Cancel, Think Twice is exiled and draws no card (not: countered into its owner's graveyard, to be flashed back again)
      Given it is Alice's precombat main phase
      And Alice has a Think Twice in her graveyard
      And Alice has three Islands in her library
      And Alice's mana pool holds {C}{C}{U}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {C}{U}{U}
      When Alice casts Think Twice from her graveyard for its flashback cost
      And Alice passes priority
      And Bob casts Cancel targeting Think Twice
      And all players pass priority
      Then Think Twice is in exile
      And Alice drew no cards

  @ruling:2024-11-08
  Rule: Cast with flashback, Think Twice keeps an instant's timing: in an opponent's turn too
    You must still follow any timing restrictions and permissions, including those based on the card's type. For instance, you can cast a sorcery using flashback only when you could normally cast a sorcery.

    @rule:702.34a @rule:117.1a
    @id:in-bobs-upkeep-alice-casts-think-twice-from-her-graveyard
    Scenario: In Bob's upkeep, Alice casts Think Twice from her graveyard for its flashback cost, as an instant (not: flashback only as a sorcery)
      Given it is Bob's upkeep
      And Alice has a Think Twice in her graveyard
      And Alice has three Islands in her library
      And Alice's mana pool holds {C}{C}{U}
      And Alice has priority
      When Alice casts Think Twice from her graveyard for its flashback cost
      Then Think Twice is on the stack
      When all players pass priority
      Then Alice drew one card
      And Think Twice is in exile
