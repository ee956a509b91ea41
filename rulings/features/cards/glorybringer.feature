@card:glorybringer
Feature: Glorybringer
  Flying, haste
  You may exert this creature as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls. (An exerted creature won't untap during your next untap step.)

  @ruling:2017-04-18 @rule:701.43d @rule:508.1g @rule:508.2
  Rule: A creature is exerted as it is declared as an attacker, and its exert trigger resolves before blockers are declared
    All cards in the Amonkhet set that let you exert a creature let you do so as you declare it as an attacking creature, as do some of the cards in the Hour of Devastation set. You can’t do so later in combat, and creatures put onto the battlefield attacking can’t be exerted. Any abilities that trigger on exerting an attacking creature will resolve before blockers are declared.

    @id:glorybringers-trigger-kills-grizzly-bears-before-bob
    Scenario: Glorybringer's trigger kills Grizzly Bears before Bob declares blockers
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Glorybringer, exerting it
      Then the top of the stack is an ability of Glorybringer
      When all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Glorybringer dealt 4 noncombat damage to Grizzly Bears
      When the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Glorybringer dealt 4 combat damage to Bob

    @id:with-two-creatures-bob-controls-glorybringers-trigger-takes
    Scenario: With two creatures Bob controls, Glorybringer's trigger takes the one Alice chooses
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice will choose Bob's Savannah Lions when she must
      And Alice attacks Bob with Glorybringer, exerting it
      And all players pass priority
      Then Savannah Lions is in its owner's graveyard
      And Grizzly Bears has no damage marked on it

    @id:glorybringer-attacking-without-being-exerted-no-trigger-and
    Scenario: Glorybringer attacking without being exerted: no trigger, and it untaps in Alice's next untap step (not: exerting by default)
      Given Alice controls a Glorybringer
      And Bob controls a Grizzly Bears
      And Bob has a Forest in his library
      When Alice attacks Bob with Glorybringer
      Then the stack is empty
      When the game advances to Alice's upkeep
      Then Glorybringer is untapped
      And Grizzly Bears has no damage marked on it

  @ruling:2017-04-18 @rule:701.43a @rule:603.3d @rule:608.2b
  Rule: A creature may be exerted though its exert trigger has no legal target
    If a creature has a targeted triggered ability that triggers when you exert it, you can exert it even if there isn’t a legal target for that triggered ability.

    @id:with-only-bobs-dragon-glorybringer-is-exerted-all-the-same
    Scenario: With only Bob's Dragon, Glorybringer is exerted all the same and stays tapped in Alice's next untap step
      Given Alice controls a Glorybringer
      And Bob controls a Glorybringer
      And Bob has a Forest in his library
      When Alice attacks Bob with Alice's Glorybringer, exerting it
      Then the stack is empty
      And Bob's Glorybringer has no damage marked on it
      When the game advances to Alice's upkeep
      Then Alice's Glorybringer is tapped

    @id:its-target-sacrificed-before-the-trigger-resolves
    Scenario: Its target sacrificed before the trigger resolves, Glorybringer deals no damage, and it stays exerted
      Given Alice controls a Glorybringer
      And Bob controls a Grimgrin, Corpse-Born and a Grizzly Bears
      And Bob has a Forest in his library
      When Alice will choose Bob's Grizzly Bears when she must
      And Alice attacks Bob with Glorybringer, exerting it
      And Alice passes priority
      And Bob activates Grimgrin, Corpse-Born, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Grimgrin, Corpse-Born has no damage marked on it
      When the game advances to Alice's upkeep
      Then Glorybringer is tapped

  @ruling:2017-04-18 @rule:701.43a @rule:701.43b @rule:702.20b
  Rule: Exert's effect ends in the next untap step even when the creature is already untapped then
    If an exerted creature is already untapped during your next untap step (most likely because it had vigilance or an effect untapped it), exert’s effect preventing it from untapping expires without having done anything.

    @id:exerted-with-serras-guardians-vigilance-glorybringer-untaps
    Scenario: Exerted with Serra's Guardian's vigilance, Glorybringer untaps normally the untap step after next (not: exert waits for an untap step it can act in)
      Given Alice controls a Glorybringer, a Serra's Guardian, a Chained Brute and a Wastes
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice attacks Bob with Glorybringer, exerting it
      Then Glorybringer is untapped
      When the game advances to Alice's precombat main phase
      Then Glorybringer is untapped
      When Alice taps Wastes for mana
      And Alice activates Chained Brute, sacrificing Serra's Guardian
      And all players pass priority
      And Alice attacks Bob with Glorybringer
      Then Glorybringer is tapped
      When the game advances to Alice's upkeep
      Then Glorybringer is untapped

  @ruling:2017-04-18
  Rule: If you gain control of another player’s creature until end of turn and exert it, it will…
    If you gain control of another player’s creature until end of turn and exert it, it will untap during that player’s untap step.

    # No scenario yet: it needs control gained until end of turn (a control-changing effect with a duration,
    # CR 611.2, 514.2), which the reference engine doesn't model.

  @ruling:2017-04-18 @rule:701.43d
  Rule: You can’t exert a creature unless an effect allows you to do so
    You can’t exert a creature unless an effect allows you to do so. Similar effects that “tap and freeze” a creature (such as that of Decision Paralysis) don’t exert that creature.

    @id:serra-angel-cant-be-exerted-as-it-attacks
    Scenario: Serra Angel can't be exerted as it attacks
      Given Alice controls a Serra Angel
      When Alice tries to attack Bob with Serra Angel, exerting it
      Then that is illegal

    @id:nor-grizzly-bears-attacking-beside-glorybringer
    Scenario: Nor Grizzly Bears attacking beside Glorybringer
      Given Alice controls a Glorybringer and a Grizzly Bears
      When Alice tries to attack Bob with Glorybringer and Grizzly Bears, exerting Grizzly Bears
      Then that is illegal
