@card:eternal-of-harsh-truths
Feature: Eternal of Harsh Truths
  Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)
  Whenever this creature attacks and isn't blocked, draw a card.

  @ruling:2017-07-14
  Rule: Afflict causes the defending player to lose life; it's not damage or combat damage
    Afflict causes the defending player to lose life; it's not damage or combat damage.

    @rule:702.130a @rule:120.3a
    @id:blocked-eternal-of-harsh-truths-makes-bob-lose-2-life-and-it
    Scenario: Blocked, Eternal of Harsh Truths makes Bob lose 2 life, and it deals him no damage (not: combat damage)
      Given Alice controls an Eternal of Harsh Truths
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears
      And all players pass priority
      Then Bob's life total is 18
      And it is Alice's declare blockers step
      And Eternal of Harsh Truths dealt no noncombat damage to Bob
      When the game advances to Alice's end of combat step
      Then Eternal of Harsh Truths dealt no combat damage to Bob
      And Bob's life total is 18

  @ruling:2017-07-14
  Rule: Afflict resolves before combat damage is dealt
    Afflict resolves before combat damage is dealt. If this loss of life brings a player to 0 life or less, that player loses the game immediately. A blocking creature with lifelink won't deal combat damage in time to save that player.

    @rule:704.5a
    @id:at-2-life-bob-loses-the-game-in-the-declare-blockers-step
    Scenario: At 2 life, Bob loses the game in the declare blockers step, before any combat damage (not: when damage is dealt)
      Given Alice controls an Eternal of Harsh Truths
      And Bob controls a Grizzly Bears
      And Bob's life total is 2
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears
      And all players pass priority
      Then Bob has lost the game
      And Bob's life total is 0
      And there were no combat damage steps

  @ruling:2017-07-14
  Rule: "Attacks and isn't blocked" triggers in the declare blockers step, once no creature is declared to block it
    An ability that triggers when something "attacks and isn't blocked" triggers in the declare blockers step after blockers are declared if (1) that creature is attacking and (2) no creatures are declared to block it. It will trigger even if that creature was put onto the battlefield attacking rather than having been declared as an attacker in the declare attackers step.

    @rule:508.3f @rule:509.3g
    @id:unblocked-it-triggers-in-the-declare-blockers-step-once-bob
    Scenario: Unblocked, it triggers in the declare blockers step once Bob declares no blockers (not: as it attacks)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Eternal of Harsh Truths
      Then Eternal of Harsh Truths's ability did not trigger
      When Bob declares no blockers
      Then Eternal of Harsh Truths's ability triggered once
      And it is Alice's declare blockers step
      When all players pass priority
      Then Alice drew one card
      And Bob's life total is 20

    @rule:509.3g
    @id:blocked-it-draws-no-card-only-afflict-triggers-not-attacks
    Scenario: Blocked, it draws no card: only afflict triggers (not: "attacks and isn't blocked" checks only the attack)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears
      Then Eternal of Harsh Truths's ability triggered once
      When all players pass priority
      Then Alice drew no cards
      And Bob's life total is 18

  @ruling:2017-07-14
  Rule: If multiple creatures block a creature with afflict, afflict triggers only once
    If multiple creatures block a creature with afflict, afflict triggers only once.

    @rule:509.3c
    @id:blocked-by-grizzly-bears-and-savannah-lions-afflict-triggers
    Scenario: Blocked by Grizzly Bears and Savannah Lions, afflict triggers once: Bob loses 2 life (not: 2 for each blocker)
      Given Alice controls an Eternal of Harsh Truths
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears and Savannah Lions
      Then Eternal of Harsh Truths's ability triggered once
      And the stack holds one object
      When all players pass priority
      Then Bob's life total is 18

  @ruling:2023-07-28
  Rule: Attacking a planeswalker or a battle, its controller or protector is the defending player
    If a creature is attacking a planeswalker, that planeswalker's controller is the defending player. If a creature is attacking a battle, that battle's protector is the defending player.

    @rule:508.5 @rule:509.3g
    @id:attacking-bobs-teferi-unblocked-it-still-attacks-and-isnt
    Scenario: Attacking Bob's Teferi, unblocked once Bob declares no blockers: it "attacks and isn't blocked" and Alice draws (not: only a creature attacking Bob himself)
      Given Alice controls an Eternal of Harsh Truths
      And Alice has a Forest in her library
      And Bob controls a Teferi, Time Raveler
      When Alice attacks Bob's Teferi, Time Raveler with Eternal of Harsh Truths
      And Bob declares no blockers
      Then Eternal of Harsh Truths's ability triggered once
      When all players pass priority
      Then Alice drew one card

    @rule:508.5 @rule:702.130a
    @id:attacking-bobs-teferi-and-blocked-afflict-makes-bob-lose-2
    Scenario: Attacking Bob's Teferi and blocked, afflict makes Bob, Teferi's controller, lose 2 life (not: no one, or Teferi)
      Given Alice controls an Eternal of Harsh Truths
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      And Bob controls a Grizzly Bears
      When Alice attacks Bob's Teferi, Time Raveler with Eternal of Harsh Truths
      And Bob blocks Eternal of Harsh Truths with Grizzly Bears
      And all players pass priority
      Then Bob's life total is 18
      And Teferi, Time Raveler has 4 loyalty counters
