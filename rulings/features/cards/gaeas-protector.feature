@card:gaeas-protector
Feature: Gaea's Protector
  This creature must be blocked if able.

  @ruling:2018-04-27 @rule:509.1c
  Rule: If no creature of the defending player can block, Gaea's Protector isn't blocked
    If each creature the defending player controls can’t block for any reason (such as being tapped), then Gaea’s Protector isn’t blocked. If there’s a cost associated with blocking Gaea’s Protector, the defending player isn’t forced to pay that cost, so it doesn’t have to be blocked in that case either.

    @id:with-every-creature-of-bobs-tapped-no-block-is-required
    Scenario: With every creature of Bob's tapped, no block is required
      Given Alice controls a Gaea's Protector
      And Bob controls a tapped Giant Spider
      When Alice attacks Bob with Gaea's Protector
      And Bob declares no blockers
      Then Gaea's Protector is not blocked

  @ruling:2018-04-27 @rule:509.1c
  Rule: One blocker is enough; the others are free to block other creatures or not at all
    Only one creature is required to block Gaea’s Protector. Other creatures may also block it, and are free to block other creatures or not block at all.

    @id:one-creature-blocks-gaeas-protector-and-another-blocks-a
    Scenario: One creature blocks Gaea's Protector and another blocks a different attacker
      Given Alice controls a Gaea's Protector and a Grizzly Bears
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Gaea's Protector and Grizzly Bears
      And Bob blocks Gaea's Protector with Wall of Mist and blocks Grizzly Bears with Giant Spider
      Then Gaea's Protector is blocked
      And Grizzly Bears is blocked

    @id:blocking-only-the-other-attacker-disobeys-the-requirement
    Scenario: Blocking only the other attacker disobeys the requirement
      Given Alice controls a Gaea's Protector and a Grizzly Bears
      And Bob controls a Giant Spider
      When Alice attacks Bob with Gaea's Protector and Grizzly Bears
      And Bob tries to block Grizzly Bears with Giant Spider
      Then that is illegal

  @ruling:2018-04-27 @rule:509.1a @rule:509.1c
  Rule: The defending player chooses which creature blocks Gaea's Protector
    The defending player, not you, chooses which creature blocks Gaea’s Protector.

    @id:bob-blocks-with-the-creature-he-chooses-not-one-the-attacker
    Scenario: Bob blocks with the creature he chooses, not one the attacker picks
      Given Alice controls a Gaea's Protector
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Gaea's Protector
      And Bob blocks Gaea's Protector with Wall of Mist
      Then Wall of Mist is blocking
      And Giant Spider is not blocking
