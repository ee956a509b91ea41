@card:prized-unicorn
Feature: Prized Unicorn
  All creatures able to block this creature do so.

  @ruling:2019-07-12 @rule:509.1c @rule:509.1a
  Rule: A creature that can't block Prized Unicorn, such as a tapped one, doesn't block it
    If a creature the defending player controls can’t block Prized Unicorn for any reason (such as being tapped), then it doesn’t block Prized Unicorn. If there’s a cost associated with having a creature block Prized Unicorn, the defending player isn’t forced to pay that cost, so it doesn’t have to block.

    @id:a-tapped-creature-of-bobs-doesnt-block-the-untapped-one-must
    Scenario: A tapped creature of Bob's doesn't block; the untapped one must
      Given Alice controls a Prized Unicorn
      And Bob controls a tapped Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn
      And Bob blocks Prized Unicorn with Wall of Mist
      Then Wall of Mist is blocking
      And Giant Spider is not blocking

    @id:a-creature-of-bobs-that-cant-block-doesnt-block-prized
    Scenario: A creature of Bob's that can't block doesn't block Prized Unicorn; the one that can must
      Given Alice controls a Prized Unicorn
      And Bob controls a Gravecrawler and a Giant Spider
      When Alice attacks Bob with Prized Unicorn
      And Bob blocks Prized Unicorn with Giant Spider
      Then Giant Spider is blocking
      And Gravecrawler is not blocking

  @ruling:2019-07-12 @rule:509.1c
  Rule: With two Prized Unicorns attacking, each able creature blocks one of them, not necessarily the same one
    If more than one Prized Unicorn is attacking, creatures that could block must block one Prized Unicorn, but they don’t all have to block the same Prized Unicorn.

    @id:each-of-bobs-creatures-blocks-a-different-prized-unicorn
    Scenario: Each of Bob's creatures blocks a different Prized Unicorn
      Given Alice controls two Prized Unicorns
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn and Prized Unicorn
      And Bob blocks Prized Unicorn with Giant Spider and blocks Prized Unicorn with Wall of Mist
      Then Giant Spider is blocking
      And Wall of Mist is blocking

    @id:a-creature-left-out-of-blocking-disobeys-a-requirement-that
    Scenario: A creature left out of blocking disobeys a requirement that could be obeyed
      Given Alice controls two Prized Unicorns
      And Bob controls a Giant Spider and a Wall of Mist
      When Alice attacks Bob with Prized Unicorn and Prized Unicorn
      And Bob tries to block Prized Unicorn with Giant Spider
      Then that is illegal
