@card:ninja-of-the-new-moon
Feature: Ninja of the New Moon
  Ninjutsu {3}{B} ({3}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)

  @ruling:2019-06-14
  Rule: The Ninja is attacking, but was never declared as an attacking creature
    Although the Ninja is attacking, it was never declared as an attacking creature (for purposes of abilities that trigger whenever a creature attacks, for example).

    @rule:702.49a @rule:508.4 @rule:508.4d
    @id:ninjutsu-returns-unblocked-grizzly-bears-and-the-ninja-enters
    Scenario: Ninjutsu returns unblocked Grizzly Bears, and the Ninja enters tapped, attacking and unblocked, never declared as an attacker (not: it attacked)
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      Then Grizzly Bears is in her hand
      When all players pass priority
      Then Ninja of the New Moon is attacking
      And Ninja of the New Moon is tapped
      And Ninja of the New Moon is not blocked
      And Ninja of the New Moon was declared as an attacker against Bob no times
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt 6 combat damage to Bob
      And Bob's life total is 14

  @ruling:2019-06-14
  Rule: The Ninja enters only as the ability resolves, and not at all if it has left the hand
    As you activate a ninjutsu ability, you reveal the Ninja card in your hand and return the attacking creature. The Ninja isn’t put onto the battlefield until the ability resolves. If it leaves your hand before then, it won’t enter the battlefield at all.

    @rule:702.49a @rule:400.7
    @id:ninjutsu-activated-twice-returning-two-attackers-the-ninja
    Scenario: Ninjutsu activated twice, returning two attackers: the Ninja enters once, and the second ability, its card gone from the hand, does nothing (not: the cost puts it onto the battlefield)
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Alice controls eight Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      Then Ninja of the New Moon is in her hand
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Savannah Lions to her hand
      And all players pass priority
      Then Ninja of the New Moon is attacking
      And Savannah Lions is in her hand
      When all players pass priority
      Then the stack is empty
      And Ninja of the New Moon entered the battlefield once
      And Ninja of the New Moon is attacking

    @rule:702.49a @rule:113.6b
    @id:ninjutsu-from-the-graveyard-is-illegal
    Scenario: The Ninja in Alice's graveyard can't use ninjutsu: it functions only while the card is in a hand (not: from anywhere outside the battlefield)
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her graveyard
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice tries to activate Ninja of the New Moon, returning Grizzly Bears to her hand
      Then that is illegal
      And Grizzly Bears is attacking
      And Ninja of the New Moon is in her graveyard

  @ruling:2019-06-14
  Rule: Activated in the first-strike combat damage step, the Ninja deals damage in the regular one
    If a creature in combat has first strike or double strike, you can activate the ninjutsu ability during the first-strike combat damage step. The Ninja will deal combat damage during the regular combat damage step, even if it has first strike.

    @rule:506.3d @rule:508.4d @rule:510.4
    @id:ninjutsu-returning-youthful-knight-after-its-first-strike
    Scenario: Ninjutsu returning Youthful Knight after its first-strike damage: the Ninja deals its 6 in the regular combat damage step (not: too late to deal damage)
      Given Alice controls a Youthful Knight and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Youthful Knight
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Youthful Knight to her hand
      And all players pass priority
      Then Ninja of the New Moon is attacking
      When the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt 6 combat damage to Bob
      And there were two combat damage steps
      And Bob's life total is 12

  @ruling:2019-06-14
  Rule: The Ninja attacks the same player or planeswalker the returned creature was attacking
    The creature with ninjutsu enters the battlefield attacking the same player or planeswalker that the returned creature was attacking. This is a rule specific to ninjutsu; in other cases, when a creature is put onto the battlefield attacking, that creature’s controller chooses which player or planeswalker it’s attacking.

    @rule:702.49c @rule:508.4
    @id:returning-grizzly-bears-which-attacked-bobs-teferi-the-ninja
    Scenario: Returning Grizzly Bears, which attacked Bob's Teferi, the Ninja attacks Teferi too (not: Bob, or what Alice would choose)
      Given Alice controls a Grizzly Bears, a Savannah Lions and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Grizzly Bears and attacks Bob with Savannah Lions
      And Bob declares no blockers
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Ninja of the New Moon dealt 6 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler is in its owner's graveyard
      And Bob's life total is 18

  @ruling:2019-06-14
  Rule: Activated after the declare blockers step, the Ninja won't normally deal combat damage
    The ninjutsu ability can be activated during the declare blockers step, combat damage step, or end of combat step. If you wait until after the declare blockers step, because all combat damage is dealt at once, the Ninja won’t normally deal combat damage.

    @rule:506.3d @rule:508.4d
    @id:ninjutsu-in-the-end-of-combat-step-the-ninja-is-attacking-and
    Scenario: Ninjutsu in the end of combat step: the Ninja is attacking and unblocked, but combat damage was already dealt
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice activates Ninja of the New Moon, returning Grizzly Bears to her hand
      And all players pass priority
      Then Ninja of the New Moon is attacking
      And Ninja of the New Moon is not blocked
      When the game advances to Alice's postcombat main phase
      Then Ninja of the New Moon dealt no combat damage
      And Ninja of the New Moon is not attacking
      And Bob's life total is 18

  @ruling:2019-06-14
  Rule: Ninjutsu can be activated only after blockers have been declared
    The ninjutsu ability can be activated only after blockers have been declared. Before then, attacking creatures are neither blocked nor unblocked.

    @rule:702.49a @rule:509.1h
    @id:in-the-declare-attackers-step-ninjutsu-cant-return-grizzly
    Scenario: In the declare attackers step ninjutsu can't return Grizzly Bears: no attacker is unblocked yet (not: every attacker not yet blocked is unblocked)
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice tries to activate Ninja of the New Moon, returning Grizzly Bears to her hand
      Then that is illegal
      And Grizzly Bears is attacking
      And Ninja of the New Moon is in her hand

    @rule:702.49a @rule:509.1h
    @id:ninjutsu-cant-return-grizzly-bears-once-bobs-giant-spider
    Scenario: Ninjutsu can't return Grizzly Bears once Bob's Giant Spider blocks it: it is blocked (not: any attacker)
      Given Alice controls a Grizzly Bears and four Swamps
      And Alice has a Ninja of the New Moon in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice tries to activate Ninja of the New Moon, returning Grizzly Bears to her hand
      Then that is illegal
      And Grizzly Bears is attacking
