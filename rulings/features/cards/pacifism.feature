@card:pacifism
Feature: Pacifism
  Enchant creature
  Enchanted creature can't attack or block.

  @rule:508.1c
  Rule: The enchanted creature can't attack; its controller's other creatures can
    The active player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t attack, or that it can’t attack unless some condition is met). If any restrictions are being disobeyed, the declaration of attackers is illegal.

    @id:bobs-grizzly-bears-enchanted-by-pacifism-cant-attack
    Scenario: Bob's Grizzly Bears, enchanted by Alice's Pacifism, can't attack Alice (not: only its Aura's controller's creatures)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Pacifism attached to Bob's Grizzly Bears
      When Bob tries to attack Alice with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is not attacking

    @id:bobs-savannah-lions-not-enchanted-attacks-beside-pacifism
    Scenario: Bob's Savannah Lions, not enchanted, still attacks (not: every creature of the enchanted creature's controller)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears and a Savannah Lions
      And Alice controls a Pacifism attached to Bob's Grizzly Bears
      When Bob attacks Alice with Savannah Lions
      Then Savannah Lions is attacking

  @rule:509.1b
  Rule: The enchanted creature can't block either
    The defending player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t block, or that it can’t block unless some condition is met). If any restrictions are being disobeyed, the declaration of blockers is illegal. A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.

    @id:bobs-grizzly-bears-enchanted-by-pacifism-cant-block
    Scenario: Bob's Grizzly Bears, enchanted by Alice's Pacifism, can't block her Savannah Lions (not: it only can't attack)
      Given Alice controls a Savannah Lions
      And Bob controls a Grizzly Bears
      And Alice controls a Pacifism attached to Bob's Grizzly Bears
      When Alice attacks Bob with Savannah Lions
      And Bob tries to block Savannah Lions with Grizzly Bears
      Then that is illegal
