@card:serras-guardian
Feature: Serra's Guardian
  Flying (This creature can't be blocked except by creatures with flying or reach.)
  Vigilance (Attacking doesn't cause this creature to tap.)
  Other creatures you control have vigilance.

  @ruling:2019-07-12 @rule:702.20b @rule:508.1f
  Rule: A creature that loses vigilance after it has attacked doesn't become tapped
    A creature losing vigilance after it has attacked (most likely because Serra’s Guardian leaves the battlefield) won’t cause it to become tapped.

    @id:serras-guardian-is-sacrificed-after-grizzly-bears-attacked
    Scenario: Serra's Guardian is sacrificed after Grizzly Bears attacked with its vigilance: the Bears stay untapped
      Given Alice controls a Serra's Guardian, a Grizzly Bears, a Chained Brute and a Wastes
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is untapped
      When Alice taps Wastes for mana
      And Alice activates Chained Brute, sacrificing Serra's Guardian
      Then Serra's Guardian is in its owner's graveyard
      And Grizzly Bears is untapped
      And Grizzly Bears is attacking
      And Grizzly Bears became tapped no times

    @id:serras-guardian-gives-vigilance-only-to-the-other-creatures
    Scenario: Serra's Guardian gives vigilance only to the other creatures Alice controls: Bob's attack taps his
      Given it is Bob's precombat main phase
      And Alice controls a Serra's Guardian
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      Then Grizzly Bears is tapped
