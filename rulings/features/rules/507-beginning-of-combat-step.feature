Feature: 507. Beginning of Combat Step
  The first step of combat: in a two-player game no one chooses a defending player, and the active player gets
  priority. Each paragraph of CR 507 (2026-04-17) that a board can show is quoted verbatim under its number; its
  scenarios show it on a board.

  @rule:507.1
  Rule: 507.1
    First, if the game being played is a multiplayer game in which the active player’s opponents don’t all automatically become defending players, the active player chooses one of their opponents. That player becomes the defending player. This turn-based action doesn’t use the stack. (See rule 506.2.)

    # The reference engine plays the Free-for-All variant with the attack multiple players option (CR 806.2b,
    # 802.2): all the active player's opponents automatically become defending players, so no one is chosen.

    @id:in-a-game-of-four-no-opponent-is-chosen-at-the-beginning-of
    Scenario: In a game of four no opponent is chosen at the beginning of combat: Alice then attacks all three (not: one chosen defending player)
      Given Alice, Bob, Carol and Dave are playing
      And Alice controls a Grizzly Bears, a Savannah Lions and a Serra Angel
      When the game advances to Alice's beginning of combat step
      Then it is Alice's beginning of combat step
      And Alice has priority
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions and attacks Dave with Serra Angel
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Carol's life total is 18
      And Dave's life total is 16

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
