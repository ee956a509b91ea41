@card:arrogant-bloodlord
Feature: Arrogant Bloodlord
  Whenever this creature blocks or becomes blocked by a creature with power 1 or less, destroy this creature at end of combat.

  @ruling:2010-06-15
  Rule: Blocked by two creatures with power 1 or less, its ability triggers twice
    If Arrogant Bloodlord becomes blocked by multiple creatures with power 1 or less, its ability triggers that many times. Each of those abilities will cause it to be destroyed separately (in case Arrogant Bloodlord isn't destroyed the first time due to an Aura with umbra armor, for example). The same is true if it somehow blocks multiple creatures with power 1 or less.

    @rule:603.2c
    @id:blocked-by-two-llanowar-elves-it-triggers-twice-survives
    Scenario: Blocked by two Llanowar Elves, it triggers twice, survives combat damage, and is destroyed at end of combat
      Given Alice controls an Arrogant Bloodlord
      And Bob controls two Llanowar Elves
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Llanowar Elves
      Then Arrogant Bloodlord's ability triggered twice
      And the stack holds two objects
      When all players pass priority
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Arrogant Bloodlord is on the battlefield
      When the game advances to Alice's end of combat step
      Then the top of the stack is an ability of Arrogant Bloodlord
      When all players pass priority
      Then Arrogant Bloodlord is in her graveyard

  @ruling:2010-06-15
  Rule: Blocked by a creature with power 2 or greater, it doesn't trigger
    If Arrogant Bloodlord blocks or becomes blocked by a creature whose power is 2 or greater, Arrogant Bloodlord's ability won't trigger. It still won't trigger if the other creature's power changes to 1 or less later in combat.

    @id:blocked-by-grizzly-bears-its-ability-doesnt-trigger-and-it
    Scenario: Blocked by Grizzly Bears, its ability doesn't trigger and it survives the end of combat (not: any blocker triggers it)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Grizzly Bears
      Then Arrogant Bloodlord's ability did not trigger
      When the game advances to Alice's end of combat step
      Then Arrogant Bloodlord is on the battlefield

    @id:blocking-bobs-llanowar-elves-it-triggers-too-blocks-or
    Scenario: Blocking Bob's Llanowar Elves, it triggers too: "blocks or becomes blocked"
      Given it is Bob's precombat main phase
      And Bob controls a Llanowar Elves
      And Alice controls an Arrogant Bloodlord
      When Bob attacks Alice with Llanowar Elves
      And Alice blocks Llanowar Elves with Arrogant Bloodlord
      Then Arrogant Bloodlord's ability triggered once
      When all players pass priority
      And the game advances to Bob's end of combat step
      And all players pass priority
      Then Arrogant Bloodlord is in her graveyard

  @ruling:2010-06-15
  Rule: Once it has triggered, it is destroyed at end of combat though the blocker's power grows
    The power of the other creature is checked only when it blocks or becomes blocked by Arrogant Bloodlord. Once the Bloodlord's ability triggers, it will be destroyed at end of combat (after combat damage has been dealt) even if the other creature's power changes before then.

    @rule:603.4
    @id:llanowar-elves-blocks-it-and-then-becomes-5-3-it-is-still
    Scenario: Llanowar Elves blocks it and then becomes 5/3: it is still destroyed at end of combat (not: the power is checked again)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves, a Grizzly Bears and five Forests
      And Bob has a Boon Satyr in his hand
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves and Grizzly Bears
      Then Arrogant Bloodlord's ability triggered once
      When all players pass priority
      And Arrogant Bloodlord assigns 4 damage to Grizzly Bears as the game advances to Alice's combat damage step
      Then Llanowar Elves is on the battlefield
      And Arrogant Bloodlord is on the battlefield
      When Alice passes priority
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob taps Forest for mana
      And Bob casts Boon Satyr as an Aura targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves has power and toughness 5/3
      When the game advances to Alice's end of combat step
      And all players pass priority
      Then Arrogant Bloodlord is in her graveyard
