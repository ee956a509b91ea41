Feature: 507. Beginning of Combat Step
  The first step of combat: in a two-player game no one chooses a defending player, and the active player gets
  priority. Each paragraph of CR 507 (2026-04-17) that a board can show is quoted verbatim under its number; its
  scenarios show it on a board.

  @rule:507.2
  Rule: 507.2
    Second, the active player gets priority. (See rule 117, “Timing and Priority.”)

    @id:the-active-player-gets-priority-in-the-beginning-of-combat
    Scenario: The active player gets priority in the beginning of combat step
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When the game advances to Alice's beginning of combat step
      Then it is Alice's beginning of combat step
      And Alice has priority

    @id:in-the-beginning-of-combat-step-no-creature-is-attacking-yet
    Scenario: In the beginning of combat step no creature is attacking yet
      Given Alice controls a Grizzly Bears
      When the game advances to Alice's beginning of combat step
      Then Grizzly Bears is not attacking
      And Grizzly Bears is untapped
