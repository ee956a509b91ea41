Feature: 511. End of Combat Step
  The last step of combat; as it ends, creatures are removed from combat. Each paragraph of CR 511
  (2026-04-17) that a board can show is quoted verbatim under its number; its scenarios show it on a board.

  @rule:511.1
  Rule: 511.1
    The end of combat step has no turn-based actions. Once it begins, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:in-the-end-of-combat-step-the-active-player-gets-priority
    Scenario: In the end of combat step the active player gets priority, and no damage is dealt
      Given Alice controls a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
      When the game advances to Alice's end of combat step
      Then it is Alice's end of combat step
      And Alice has priority
      And Bob's life total is 18
      And Grizzly Bears is attacking

  @rule:511.2
  Rule: 511.2
    Abilities that trigger “at end of combat” trigger as the end of combat step begins. Effects that last “until end of combat” expire at the end of the combat phase.

    @id:the-bloodlords-destroy-this-creature-at-end-of-combat
    Scenario: The Bloodlord's "destroy this creature at end of combat" triggers as the end of combat step begins (not: after combat damage, or at end of turn)
      Given Alice controls an Arrogant Bloodlord
      And Bob controls a Llanowar Elves
      When Alice attacks Bob with Arrogant Bloodlord
      And Bob blocks Arrogant Bloodlord with Llanowar Elves
      And all players pass priority
      And the game advances to Alice's combat damage step
      Then Arrogant Bloodlord is on the battlefield
      And the stack is empty
      When the game advances to Alice's end of combat step
      Then the top of the stack is an ability of Arrogant Bloodlord
      When all players pass priority
      Then Arrogant Bloodlord is in her graveyard

  @rule:511.3
  Rule: 511.3
    As soon as the end of combat step ends, all creatures, battles, and planeswalkers are removed from combat. After the end of combat step ends, the combat phase is over and the postcombat main phase begins (see rule 505).

    @id:attackers-and-blockers-are-still-in-combat-in-the-end-of
    Scenario: Attackers and blockers are still in combat in the end of combat step, and not after it
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is attacking
      And Wall of Mist is blocking
      When the game advances to Alice's postcombat main phase
      Then Grizzly Bears is not attacking
      And Grizzly Bears is not blocked
      And Wall of Mist is not blocking
