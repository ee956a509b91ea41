@card:vampire-interloper
Feature: Vampire Interloper
  Flying
  This creature can't block.

  @rule:509.1b
  Rule: "Can't block" is a restriction on the declaration of blockers
    The defending player checks each creature they control to see whether it’s affected by any restrictions (effects that say a creature can’t block, or that it can’t block unless some condition is met). If any restrictions are being disobeyed, the declaration of blockers is illegal. A restriction may be created by an evasion ability (a static ability an attacking creature has that restricts what can block it). If an attacking creature gains or loses an evasion ability after a legal block has been declared, it doesn’t affect that block. Different evasion abilities are cumulative.

    @id:bob-tries-to-block-grizzly-bears-with-vampire-interloper-it-is
    Scenario: Bob tries to block Grizzly Bears with Vampire Interloper: it is illegal (not: it blocks like any untapped creature)
      Given Alice controls a Grizzly Bears
      And Bob controls a Vampire Interloper
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to block Grizzly Bears with Vampire Interloper
      Then that is illegal

    @rule:508.1a
    @id:it-can-still-attack-and-deals-its-2-damage-not-cant-block
    Scenario: It can still attack, and deals its 2 damage (not: "can't block" means can't attack either)
      Given Alice controls a Vampire Interloper
      When Alice attacks Bob with Vampire Interloper
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then Bob's life total is 18
