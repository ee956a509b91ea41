@card:omniscience
Feature: Omniscience
  You may cast spells from your hand without paying their mana costs.

  @ruling:2018-07-13 @rule:107.3b
  Rule: Cast without paying its mana cost, a spell with {X} has X = 0
    If a spell has {X} in its mana cost, you must choose 0 as the value of X when casting it without paying its mana cost.

    @id:chalice-of-the-void-cant-be-cast-for-free-with-x-2-not-x
    Scenario: Chalice of the Void can't be cast for free with X = 2 (not: X chosen and not paid)
      Given Alice controls an Omniscience
      And Alice has a Chalice of the Void in her hand
      When Alice tries to cast Chalice of the Void with X = 2 without paying its mana cost
      Then that is illegal
      And Chalice of the Void is in her hand

    @id:chalice-of-the-void-cast-for-free-with-x-0-enters-with-no
    Scenario: Chalice of the Void cast for free with X = 0 enters with no charge counters
      Given Alice controls an Omniscience
      And Alice has a Chalice of the Void in her hand
      When Alice casts Chalice of the Void with X = 0 without paying its mana cost
      And all players pass priority
      Then Chalice of the Void is on the battlefield
      And Chalice of the Void has no charge counters

  @ruling:2018-07-13 @rule:118.9a @rule:118.9d
  Rule: No alternative cost combines with it, but additional costs are still paid
    If you cast a spell "without paying its mana cost," you can't choose to cast it for any alternative costs. You can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs, such as that of Tormenting Voice, those must be paid to cast the spell.

    @rule:702.103a
    @id:boon-satyr-cant-be-cast-bestowed-without-paying-its-mana
    Scenario: Boon Satyr can't be cast bestowed without paying its mana cost: bestow is an alternative cost
      Given Alice controls an Omniscience and a Grizzly Bears
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}
      When Alice tries to cast Boon Satyr as an Aura without paying its mana cost targeting Grizzly Bears
      Then that is illegal
      And Boon Satyr is in her hand
      And Alice's mana pool is {G}{G}{C}{C}{C}

    @rule:601.3c
    @id:mystical-tether-cast-for-free-in-bobs-turn-still-costs-the-2
    Scenario: Mystical Tether cast for free in Bob's turn still costs the {2} more its flash asks
      Given it is Bob's precombat main phase
      And Alice controls an Omniscience
      And Bob controls a Grizzly Bears
      And Alice has a Mystical Tether in her hand
      And Alice's mana pool holds {C}{C}
      And Alice has priority
      When Alice casts Mystical Tether without paying its mana cost
      Then Alice's mana pool is empty
      And the top of the stack is the spell Mystical Tether

    @rule:601.3c
    @id:without-the-2-more-mystical-tether-cant-be-cast-for-free-in
    Scenario: Without the {2} more, Mystical Tether can't be cast for free in Bob's turn (not: the additional cost waived)
      Given it is Bob's precombat main phase
      And Alice controls an Omniscience
      And Alice has a Mystical Tether in her hand
      And Alice has priority
      When Alice tries to cast Mystical Tether without paying its mana cost
      Then that is illegal
      And Mystical Tether is in her hand

  @ruling:2018-07-13 @rule:117.3b
  Rule: After Omniscience resolves in its controller's turn, they have priority and can cast a spell for free at once
    Once you cast Omniscience, if it's your turn, you'll have priority immediately after it resolves. You can cast another spell before any player can attempt to remove Omniscience with spells or abilities.

    @id:omniscience-resolves-and-alice-casts-grizzly-bears-for-free
    Scenario: Omniscience resolves, and Alice casts Grizzly Bears for free before Bob can act
      Given Alice has an Omniscience and a Grizzly Bears in her hand
      And Alice's mana pool holds {U}{U}{U}{C}{C}{C}{C}{C}{C}{C}
      When Alice casts Omniscience
      And all players pass priority
      Then Omniscience is on the battlefield
      And Alice has priority
      When Alice casts Grizzly Bears without paying its mana cost
      Then the top of the stack is the spell Grizzly Bears
      And Alice's mana pool is empty

  @ruling:2018-07-13 @rule:117.1a @rule:601.3
  Rule: The spell's timing is unchanged
    You must follow the normal timing permissions and restrictions of each spell you cast.

    @id:a-creature-cant-be-cast-for-free-in-bobs-turn-not
    Scenario: A creature can't be cast for free in Bob's turn (not: Omniscience as a flash permission)
      Given it is Bob's precombat main phase
      And Alice controls an Omniscience
      And Alice has a Grizzly Bears in her hand
      And Alice has priority
      When Alice tries to cast Grizzly Bears without paying its mana cost
      Then that is illegal
      And Grizzly Bears is in her hand

    @id:in-her-own-main-phase-with-an-empty-stack-alice-casts-it-for
    Scenario: In her own main phase with an empty stack, Alice casts it for free
      Given Alice controls an Omniscience
      And Alice has a Grizzly Bears in her hand
      When Alice casts Grizzly Bears without paying its mana cost
      And all players pass priority
      Then Grizzly Bears is on the battlefield
