@card:desert-cerodon
Feature: Desert Cerodon
  Cycling {R} ({R}, Discard this card: Draw a card.)

  @rule:702.29a
  Rule: 702.29a
    Cycling is an activated ability that functions only while the card with cycling is in a player’s hand. “Cycling [cost]” means “[Cost], Discard this card: Draw a card.”

    @rule:602.2b
    @id:alice-cycles-desert-cerodon-for-r-it-is-discarded-as-she
    Scenario: Alice cycles Desert Cerodon for {R}: it is discarded as she activates, and she draws a card as it resolves (not: drawn at once, or the card stays in hand)
      Given Alice has a Desert Cerodon in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {R}
      When Alice activates Desert Cerodon
      Then Desert Cerodon is in her graveyard
      And Alice discarded one card
      And Alice drew no cards
      And the top of the stack is an ability of Desert Cerodon
      When all players pass priority
      Then Alice drew one card
      And Island is in her hand
      And the stack is empty

    @id:on-the-battlefield-desert-cerodon-cant-be-cycled-not-cycling
    Scenario: On the battlefield, Desert Cerodon can't be cycled (not: cycling works from any zone)
      Given Alice controls a Desert Cerodon
      And Alice has an Island in her library
      And Alice's mana pool holds {R}
      When Alice tries to activate Desert Cerodon
      Then that is illegal

    @id:without-r-desert-cerodon-cant-be-cycled-it-stays-in-alices
    Scenario: Without {R}, Desert Cerodon can't be cycled: it stays in Alice's hand (not: the discard alone pays)
      Given Alice has a Desert Cerodon in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {U}
      When Alice tries to activate Desert Cerodon
      Then that is illegal
      And Desert Cerodon is in her hand

    @rule:117.1b
    @id:alice-cycles-it-in-bobs-turn-as-an-activated-ability-any
    Scenario: Alice cycles it in Bob's turn, as an activated ability any time she has priority (not: only when she could cast it)
      Given it is Bob's upkeep
      And Alice has a Desert Cerodon in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {R}
      And Alice has priority
      When Alice activates Desert Cerodon
      And all players pass priority
      Then Alice drew one card
      And Desert Cerodon is in her graveyard
