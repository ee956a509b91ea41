Feature: 506. Combat Phase General
  Who attacks and who may be attacked, and what "alone" means for attacking and blocking. Each paragraph of
  CR 506 (2026-04-17) that a board can show is quoted verbatim under its number; its scenarios show it on a
  board.

  @rule:506.2
  Rule: 506.2
    During the combat phase, the active player is the attacking player; creatures that player controls may attack. During the combat phase of a two-player game, the nonactive player is the defending player; that player, planeswalkers they control, and battles they protect may be attacked.

    @id:the-active-players-creatures-attack-the-defending-player-not
    Scenario: The active player's creatures attack the defending player, not the active player
      Given Alice controls a Grizzly Bears
      When Alice tries to attack Alice with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is not attacking
      And Grizzly Bears is untapped

    @id:only-the-active-player-declares-attackers-bob-cant-declare
    Scenario: Only the active player declares attackers: Bob can't declare attackers during Alice's turn
      Given Alice controls a Grizzly Bears
      And Bob controls a Savannah Lions
      When Bob tries to declare no attackers
      Then that is illegal

    @id:only-the-defending-player-declares-blockers-the-attacking
    Scenario: Only the defending player declares blockers: the attacking player can't
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Alice tries to declare no blockers
      Then that is illegal
