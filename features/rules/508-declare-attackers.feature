Feature: 508. Declare Attackers Step
  Which creatures may be declared as attackers. Each paragraph of CR 508 (2026-04-17) is quoted verbatim under
  its number; its scenarios show it on a board.

  @rule:508.1a
  Rule: 508.1a
    The active player chooses which creatures that they control, if any, will attack. The chosen creatures must be untapped, they can’t also be battles, and each one must either have haste or have been controlled by the active player continuously since the turn began.

    Scenario: Only creatures attack: an untapped land the active player controls can't
      Given Alice controls a Forest and a Grizzly Bears
      Then Forest can't attack
      And Grizzly Bears can attack

    Scenario: Only the active player's creatures attack, not the other player's on the same turn
      Given Alice controls a Grizzly Bears
      And Bob controls a Grizzly Bears
      Then Alice's Grizzly Bears can attack
      And Bob's Grizzly Bears can't attack

    Scenario: A tapped creature can't be declared as an attacker, though it has been controlled all turn
      Given Alice controls a tapped Grizzly Bears and a Raging Goblin
      Then Grizzly Bears can't attack
      And Raging Goblin can attack
