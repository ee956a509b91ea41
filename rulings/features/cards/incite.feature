@card:incite
Feature: Incite
  Target creature becomes red until end of turn and attacks this turn if able.

  @ruling:2010-08-15 @rule:508.1d @rule:508.1a
  Rule: Incite's creature attacks if able; tapped or summoning-sick, it can't, so needn't
    If, during its controller’s declare attackers step, a creature affected by Incite is tapped, is affected by a spell or ability that says it can’t attack, or is affected by “summoning sickness,” then that creature doesn’t attack. If there’s a cost associated with having that creature attack, its controller isn’t forced to pay that cost, so the creature doesn’t have to attack in that case either.

    @id:an-untapped-creature-alice-controlled-since-her-turn-began
    Scenario: An untapped creature Alice controlled since her turn began must attack (not: "if able" is a choice)
      Given Alice controls a Grizzly Bears and a Walking Corpse
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Grizzly Bears
      And all players pass priority
      And Alice tries to attack Bob with Walking Corpse
      Then that is illegal

    @id:a-tapped-creature-doesnt-attack
    Scenario: A tapped creature doesn't attack
      Given Alice controls a tapped Grizzly Bears
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Grizzly Bears
      And all players pass priority
      And Alice declares no attackers
      Then Grizzly Bears is not attacking

    @id:a-creature-that-came-under-alices-control-this-turn-doesnt
    Scenario: A creature that came under Alice's control this turn doesn't attack
      Given Alice controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Grizzly Bears
      And all players pass priority
      And Alice declares no attackers
      Then Grizzly Bears is not attacking

    @id:incite-on-bobs-creature-requires-nothing-of-alices-attack
    Scenario: Incite on Bob's creature requires nothing of Alice's attack (not: it binds the caster)
      Given Alice controls a Walking Corpse
      And Bob controls a Grizzly Bears
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Grizzly Bears
      And all players pass priority
      And Alice declares no attackers
      Then Walking Corpse is not attacking

  @ruling:2010-08-15 @rule:613.1e @rule:611.2c
  Rule: The creature becomes just red, whatever its colors were
    Incite overwrites all of the targeted creature’s old colors, leaving it just red. It doesn’t matter what colors it used to be (even if, for example, it used to be red and green).

    @id:watchwolf-green-and-white-becomes-red-only-not-red-in
    Scenario: Watchwolf, green and white, becomes red only (not: red in addition)
      Given Alice controls a Watchwolf
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      Then Watchwolf's colors are green and white
      When Alice casts Incite targeting Watchwolf
      And all players pass priority
      Then Watchwolf's color is red

    @id:no-longer-white-an-incited-watchwolf-gets-no-bonus-from
    Scenario: No longer white, an incited Watchwolf gets no bonus from Guardians' Pledge
      Given Alice controls a Watchwolf and a Savannah Lions
      And Alice has an Incite and a Guardians' Pledge in her hand
      And Alice's mana pool holds {R}{W}{W}{C}
      When Alice casts Incite targeting Watchwolf
      And all players pass priority
      And Alice casts Guardians' Pledge
      And all players pass priority
      Then Watchwolf is a 3/3 creature
      And Savannah Lions is a 4/3 creature

    @id:the-color-change-lasts-until-the-cleanup-step
    Scenario: The color change lasts until the cleanup step
      Given Alice controls a Watchwolf
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Watchwolf
      And all players pass priority
      And Alice attacks Bob with Watchwolf
      And the game advances to Alice's cleanup step
      Then Watchwolf's colors are green and white

  @ruling:2010-08-15 @rule:601.2c
  Rule: Any creature may be its target: one already red, one that can't attack
    You may target any creature with Incite. It’s okay if that creature is already red. It’s also okay if it would be unable to attack that turn.

    @id:an-already-red-creature-may-be-targeted
    Scenario: An already red creature may be targeted
      Given Bob controls a Chained Brute
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      Then Alice may cast Incite targeting Chained Brute

    @id:a-creature-with-defender-may-be-targeted-and-it-still-cant
    Scenario: A creature with defender may be targeted, and it still can't attack
      Given Alice controls a Wall of Mist
      And Alice has an Incite in her hand
      And Alice's mana pool holds {R}
      When Alice casts Incite targeting Wall of Mist
      And all players pass priority
      And Alice declares no attackers
      Then Wall of Mist is not attacking
