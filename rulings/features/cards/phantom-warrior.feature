@card:phantom-warrior
Feature: Phantom Warrior
  This creature can't be blocked.

  @rule:509.1b
  Rule: "Can't be blocked" is an evasion restriction: no declaration of blockers may have it blocked
    The defending player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t block, or that it can’t block unless some condition is met). If any restrictions are being disobeyed, the declaration of blockers is illegal. A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.

    @id:bob-tries-to-block-phantom-warrior-with-grizzly-bears-it-is
    Scenario: Bob tries to block Phantom Warrior with Grizzly Bears: it is illegal (not: an ordinary attacker)
      Given Alice controls a Phantom Warrior
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Phantom Warrior
      And Bob tries to block Phantom Warrior with Grizzly Bears
      Then that is illegal

    @id:nor-can-a-creature-with-flying-or-reach-block-it-bobs-giant
    Scenario: Nor can a creature with flying or reach block it: Bob's Giant Spider can't (not: unblockable means flying)
      Given Alice controls a Phantom Warrior
      And Bob controls a Giant Spider
      When Alice attacks Bob with Phantom Warrior
      And Bob tries to block Phantom Warrior with Giant Spider
      Then that is illegal

    @id:unblocked-it-deals-its-2-damage-to-bob-bobs-grizzly-bears
    Scenario: Unblocked, it deals its 2 damage to Bob; Bob's Grizzly Bears may still block another attacker (not: no blocks at all)
      Given Alice controls a Phantom Warrior and a Savannah Lions
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Phantom Warrior and Savannah Lions
      And Bob blocks Savannah Lions with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Savannah Lions is in its owner's graveyard

    @rule:509.1a
    @id:it-can-block-alices-phantom-warrior-blocks-bobs-grizzly
    Scenario: It can block: Alice's Phantom Warrior blocks Bob's Grizzly Bears (not: "can't be blocked" means "can't block")
      Given it is Bob's precombat main phase
      And Alice controls a Phantom Warrior
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And Alice blocks Grizzly Bears with Phantom Warrior
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20
      And Phantom Warrior is in its owner's graveyard
