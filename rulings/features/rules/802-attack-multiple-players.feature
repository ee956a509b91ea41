Feature: 802. Attack Multiple Players Option
  The protocol's multiplayer game attacks as CR 802 has it: every opponent is a defending player, each attacker
  attacks one of them. Each paragraph of CR 802 (2026-09-25) that a board can show is quoted verbatim under its
  number; its scenarios show it on a board with three players.

  @rule:802.1
  Rule: 802.1
    Some multiplayer games allow the active player to attack multiple other players. If this option is used, a player can also choose to attack only one player during a particular combat.

    @id:in-a-game-of-three-alice-attacks-only-carol
    Scenario: In a game of three, Alice attacks only Carol: Carol loses 2 life and Bob none (not: every opponent must be attacked, or the first one in turn order)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears
      When Alice attacks Carol with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Carol's life total is 18
      And Bob's life total is 20

  @rule:802.2
  Rule: 802.2
    As the combat phase starts, the attacking player doesn’t choose an opponent to become the defending player. Instead, all the attacking player’s opponents are defending players during the combat phase.

    @rule:802.3
    @id:alice-attacks-bob-and-carol-in-one-combat-both-defend
    Scenario: Alice attacks Bob with Grizzly Bears and Carol with Savannah Lions in the same combat: both are defending players, each dealt the damage of the creature attacking them (not: one defending player chosen for the combat)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Carol's life total is 18

  @rule:802.2a
  Rule: 802.2a
    Any rule, object, or effect that refers to a “defending player” refers to one specific defending player, not to all of the defending players. If an ability of an attacking creature refers to a defending player, or a spell or ability refers to both an attacking creature and a defending player, then unless otherwise specified, the defending player it’s referring to is the player that creature is attacking, the controller of the planeswalker that creature is attacking, or the protector of the battle that player is attacking. If that creature is no longer attacking, the defending player it’s referring to is the player that creature was attacking before it was removed from combat, the controller of the planeswalker that creature was attacking before it was removed from combat, or the protector of the battle that player was attacking before it was removed from combat. If a spell or ability could apply to multiple attacking creatures, the appropriate defending player is individually determined for each of those attacking creatures. If there are multiple defending players that could be chosen, the controller of the spell or ability chooses one.

    @rule:508.5a
    @id:goblin-guide-attacking-carol-makes-carol-reveal-not-bob
    Scenario: Goblin Guide attacking Carol makes Carol, its defending player, reveal the top card of her library, while Grizzly Bears attacks Bob (not: Bob, the next player in turn order, or both)
      Given Alice, Bob and Carol are playing
      And Alice controls a Goblin Guide and a Grizzly Bears
      And Bob has a Mountain in his library
      And Carol has a Forest in her library
      When Alice attacks Carol with Goblin Guide and attacks Bob with Grizzly Bears
      And all players pass priority
      Then Forest is in her hand
      And Mountain is in his library

  @rule:802.3
  Rule: 802.3
    As the attacking player declares each attacking creature, they choose a defending player, a planeswalker controlled by a defending player, or a battle protected by a defending player for it to attack. See rule 508, “Declare Attackers Step.”

    @rule:508.1b
    @id:alices-two-creatures-both-attack-carol-bob-attacked-by-none
    Scenario: Alice declares Grizzly Bears and Savannah Lions both attacking Carol: Carol takes 4, and Bob, attacked by neither, none (not: attackers spread over the opponents)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Carol with Grizzly Bears and Savannah Lions
      And the game advances to Alice's end of combat step
      Then Carol's life total is 16
      And Bob's life total is 20

  @rule:802.4a
  Rule: 802.4a
    A defending player can block only with creatures they control. Those creatures can block only creatures attacking that player, a planeswalker that player controls, or a battle that player protects.

    @rule:509.1a
    @id:bobs-giant-spider-cant-block-the-lions-attacking-carol
    Scenario: Bob's Giant Spider can't block the Savannah Lions attacking Carol, only the Grizzly Bears attacking him (not: any defending player's creature blocks any attacker)
      Given Alice, Bob and Carol are playing
      And Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      And Bob tries to block Savannah Lions with Giant Spider
      Then that is illegal
      When Bob blocks Grizzly Bears with Giant Spider
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Carol's life total is 18
