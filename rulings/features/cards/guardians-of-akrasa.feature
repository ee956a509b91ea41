@card:guardians-of-akrasa
Feature: Guardians of Akrasa
  Defender (This creature can't attack.)
  Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)

  @ruling:2008-10-01 @rule:702.83a @rule:508.2 @rule:509.1
  Rule: Exalted triggers as the lone attacker is declared and resolves before blockers are declared
    Exalted abilities will resolve before blockers are declared.

    @id:grizzly-bears-attacks-alone-it-is-a-3-3-before-bob-declares
    Scenario: Grizzly Bears attacks alone: it is a 3/3 before Bob declares blockers, and kills the blocking Walking Corpse and survives (not: the bonus comes after blocks)
      Given Alice controls a Guardians of Akrasa and a Grizzly Bears
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Grizzly Bears
      Then the top of the stack is an ability of Guardians of Akrasa
      When all players pass priority
      Then it is Alice's declare attackers step
      And Grizzly Bears is a 3/3 creature
      When Bob blocks Grizzly Bears with Walking Corpse
      And the game advances to Alice's end of combat step
      Then Walking Corpse is in his graveyard
      And Grizzly Bears is on the battlefield
      And Grizzly Bears has 2 damage marked on it

  @ruling:2008-10-01 @rule:702.83a @rule:500.8 @rule:611.2c
  Rule: Exalted lasts until end of turn, into an additional combat, and triggers again there
    Exalted bonuses last until end of turn. If an effect creates an additional combat phase during your turn, a creature that attacked alone during the first combat phase will still have its exalted bonuses in that new phase. If a creature attacks alone during the second combat phase, all your exalted abilities will trigger again.

    @id:after-relentless-assault-grizzly-bears-is-still-a-3-3-in-the
    Scenario: After Relentless Assault, Grizzly Bears is still a 3/3 in the additional combat, and attacking alone again it becomes a 4/4 (not: the bonus ends with its combat)
      Given Alice controls a Guardians of Akrasa, a Grizzly Bears and four Mountains
      And Alice has a Relentless Assault in her hand
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      Then Grizzly Bears is a 3/3 creature
      And Bob's life total is 17
      When Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      And the game advances to Alice's beginning of combat step
      Then Grizzly Bears is a 3/3 creature
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      Then Guardians of Akrasa's ability triggered twice
      And Grizzly Bears is a 4/4 creature
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 13
      When the game advances to Alice's cleanup step
      Then Grizzly Bears is a 2/2 creature

  @ruling:2008-10-01 @rule:702.83b @rule:506.4
  Rule: Two attackers declared, then one removed: no creature attacked alone, so no trigger
    If you attack with multiple creatures, but then all but one are removed from combat, your exalted abilities won’t trigger.

    @id:grizzly-bears-and-brindle-boar-attack-the-boar-is-sacrificed
    Scenario: Grizzly Bears and Brindle Boar attack, the Boar is sacrificed: exalted doesn't trigger and the Bears stay a 2/2 (not: "attacks alone" counts the attackers left)
      Given Alice controls a Guardians of Akrasa, a Grizzly Bears and a Brindle Boar
      When Alice attacks Bob with Grizzly Bears and Brindle Boar
      Then Guardians of Akrasa's ability did not trigger
      When Alice activates Brindle Boar
      And all players pass priority
      Then Brindle Boar is in her graveyard
      And Grizzly Bears is attacking
      And Guardians of Akrasa's ability did not trigger
      When Bob declares no blockers
      Then Grizzly Bears is a 2/2 creature
      When the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @ruling:2008-10-01 @rule:702.83a @rule:702.3b
  Rule: Each exalted ability triggers, and every bonus goes to the attacking creature
    If you declare exactly one creature as an attacker, each exalted ability on each permanent you control (including, perhaps, the attacking creature itself) will trigger. The bonuses are given to the attacking creature, not to the permanent with exalted. Ultimately, the attacking creature will wind up with +1/+1 for each of your exalted abilities.

    @id:two-guardians-of-akrasa-and-grizzly-bears-attacking-alone
    Scenario: Two Guardians of Akrasa and Grizzly Bears attacking alone: the Bears are a 4/4, the Guardians stay 0/4 (not: each Guardians gets its own bonus, or exalted counts once)
      Given Alice controls two Guardians of Akrasa and a Grizzly Bears
      Then Guardians of Akrasa can't attack
      When Alice attacks Bob with Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Guardians of Akrasa is a 0/4 creature

    @id:akrasan-squire-attacking-alone-with-guardians-of-akrasa
    Scenario: Akrasan Squire attacking alone with Guardians of Akrasa beside it triggers its own exalted too: a 3/3
      Given Alice controls a Guardians of Akrasa and an Akrasan Squire
      When Alice attacks Bob with Akrasan Squire
      And all players pass priority
      And all players pass priority
      Then Akrasan Squire is a 3/3 creature
      And Akrasan Squire's ability triggered once
      And Guardians of Akrasa's ability triggered once

  @ruling:2008-10-01
  Rule: In Two-Headed Giant, "alone" counts the whole team's attackers, and only the controller's exalted triggers
    In a Two-Headed Giant game, a creature “attacks alone” if it’s the only creature declared as an attacker by your entire team. If you control that attacking creature, your exalted abilities will trigger but your teammate’s exalted abilities won’t.

    # Not shown: a board can't show it. The harness plays two-player and free-for-all games; Two-Headed
    # Giant's shared team turns (CR 810) aren't in its setup or protocol, so there is no teammate.

  @ruling:2008-10-01 @rule:508.4 @rule:702.83b @rule:603.2
  Rule: A creature put onto the battlefield attacking was never declared: it doesn't stop the lone attacker's exalted
    Some effects put creatures onto the battlefield attacking. Since those creatures were never declared as attackers, they’re ignored by exalted abilities. They won’t cause exalted abilities to trigger. If any exalted abilities have already triggered (because exactly one creature was declared as an attacker), those abilities will resolve as normal even though there may now be multiple attackers.

    @id:brimaz-attacks-alone-and-its-cat-soldier-token-enters
    Scenario: Brimaz attacks alone and its Cat Soldier token enters attacking: exalted still gives Brimaz +1/+1 and triggers only once (not: two attackers now, so the bonus is lost)
      Given Alice controls a Guardians of Akrasa and a Brimaz, King of Oreskos
      When Alice will put her triggered abilities on the stack in the order Guardians of Akrasa, then Brimaz, King of Oreskos
      And Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      And all players pass priority
      Then Alice controls one Cat Soldier token
      And the Cat Soldier token is attacking
      And Brimaz, King of Oreskos is a 4/5 creature
      And the Cat Soldier token is a 1/1 creature
      And Guardians of Akrasa's ability triggered once
