@card:noble-hierarch
Feature: Noble Hierarch
  Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)
  {T}: Add {G}, {W}, or {U}.

  @ruling:2020-08-07 @rule:702.83b
  Rule: Every exalted ability triggers for the lone attacker, the attacker's own included
    If you declare exactly one creature as an attacker, each exalted ability on each permanent you control (including, perhaps, the attacking creature itself) will trigger.

    @id:noble-hierarch-attacks-alone-beside-akrasan-squire-both
    Scenario: Noble Hierarch attacks alone beside Akrasan Squire: both exalted abilities trigger, its own too, and it is a 2/3 (not: only the other permanents' exalted)
      Given Alice controls a Noble Hierarch and an Akrasan Squire
      When Alice attacks Bob with Noble Hierarch
      Then the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Noble Hierarch is a 2/3 creature
      And Akrasan Squire is a 1/1 creature

  @ruling:2020-08-07
  Rule: Two-Headed Giant: a team's only attacker
    In a Two-Headed Giant game, a creature “attacks alone” if it's the only creature declared as an attacker by your entire team. If you control that attacking creature, your exalted abilities will trigger but your teammate's exalted abilities won't.

    # Not shown: the reference engine plays no Two-Headed Giant games (CR 810).

  @ruling:2020-08-07 @rule:508.4 @rule:702.83b
  Rule: A creature put onto the battlefield attacking was never declared: it neither triggers exalted nor undoes it
    Some effects put creatures onto the battlefield attacking. Since those creatures were never declared as attackers, they're ignored by exalted abilities. They won't cause exalted abilities to trigger. If any exalted abilities have already triggered (because exactly one creature was declared as an attacker), those abilities will resolve as normal even though there may now be multiple attackers.

    @id:brimaz-attacks-alone-and-its-cat-soldier-token-enters-2
    Scenario: Brimaz attacks alone and its Cat Soldier token enters attacking: Noble Hierarch's exalted still gives Brimaz +1/+1, and triggers only once (not: two attackers now, so the bonus is lost)
      Given Alice controls a Noble Hierarch and a Brimaz, King of Oreskos
      When Alice will put her triggered abilities on the stack in the order Noble Hierarch, then Brimaz, King of Oreskos
      And Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      And all players pass priority
      Then Alice controls one Cat Soldier token
      And the Cat Soldier token is attacking
      And Brimaz, King of Oreskos is a 4/5 creature
      And the Cat Soldier token is a 1/1 creature
      And Noble Hierarch's ability triggered once

  @ruling:2020-08-07 @rule:702.83a @rule:508.1
  Rule: Exactly one creature declared: not one attacking Bob and one his planeswalker
    You must attack with exactly one creature for exalted abilities to trigger. Exalted abilities won't trigger if you attack a player with one creature and a planeswalker with another, for example, or if you attack with two creatures but one is removed from combat.

    @id:grizzly-bears-attacks-bob-and-savannah-lions-attacks-his
    Scenario: Grizzly Bears attacks Bob and Savannah Lions attacks his Teferi: two attackers, so Noble Hierarch's exalted doesn't trigger (not: alone against each defender)
      Given Alice controls a Noble Hierarch, a Grizzly Bears and a Savannah Lions
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob with Grizzly Bears and attacks Bob's Teferi, Time Raveler with Savannah Lions
      Then the stack is empty
      And Noble Hierarch's ability did not trigger
      And Grizzly Bears is a 2/2 creature
