@card:goblin-balloon-brigade
Feature: Goblin Balloon Brigade
  {R}: This creature gains flying until end of turn.

  @ruling:2008-08-01 @rule:702.9c @rule:602.1
  Rule: The ability may be activated again and again; a second flying adds nothing
    You can activate the ability repeatedly during a turn. This generally has no additional effect, unless some other effect (like that from Adarkar Windform has caused it to lose flying since the last time the ability resolved.

    @id:activated-twice-in-one-turn-it-has-flying-once-walking
    Scenario: Activated twice in one turn, it has flying once: Walking Corpse can't block it, Giant Spider's reach can
      Given Alice controls a Goblin Balloon Brigade and two Mountains
      And Bob controls a Walking Corpse and a Giant Spider
      When Alice taps Mountain for mana
      And Alice activates Goblin Balloon Brigade
      And all players pass priority
      And Alice taps Mountain for mana
      And Alice activates Goblin Balloon Brigade
      And all players pass priority
      Then Goblin Balloon Brigade has flying
      And Goblin Balloon Brigade is a 1/1 creature
      When Alice attacks Bob with Goblin Balloon Brigade
      And Bob tries to block Goblin Balloon Brigade with Walking Corpse
      Then that is illegal
      When Bob blocks Goblin Balloon Brigade with Giant Spider
      Then Goblin Balloon Brigade is blocked

  @ruling:2010-08-15 @rule:509.1h @rule:702.9b
  Rule: Flying must come before blockers are declared; once blocked, flying changes nothing
    For flying to work as an evasion ability, an attacking Goblin Balloon Brigade's ability must be activated before the declare blockers step begins. Once Goblin Balloon Brigade has become blocked, giving it flying won't change that.

    @id:flying-gained-after-walking-corpse-blocks-it-it-stays
    Scenario: Flying gained after Walking Corpse blocks it: it stays blocked and deals its damage to the Corpse (not: a non-flyer can't be blocking a flyer)
      Given Alice controls a Goblin Balloon Brigade and a Mountain
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Goblin Balloon Brigade
      And Bob blocks Goblin Balloon Brigade with Walking Corpse
      And Alice taps Mountain for mana
      And Alice activates Goblin Balloon Brigade
      And all players pass priority
      Then Goblin Balloon Brigade has flying
      And Goblin Balloon Brigade is blocked
      And Walking Corpse is blocking
      When the game advances to Alice's end of combat step
      Then Goblin Balloon Brigade dealt 1 combat damage to Walking Corpse
      And Goblin Balloon Brigade is in her graveyard
      And Bob's life total is 20

    @id:flying-gained-in-the-declare-attackers-step-before-blockers
    Scenario: Flying gained in the declare attackers step, before blockers: Walking Corpse can't block it
      Given Alice controls a Goblin Balloon Brigade and a Mountain
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Goblin Balloon Brigade
      And Alice taps Mountain for mana
      And Alice activates Goblin Balloon Brigade
      And all players pass priority
      And Bob tries to block Goblin Balloon Brigade with Walking Corpse
      Then that is illegal
