@card:lure
Feature: Lure
  Enchant creature
  All creatures able to block enchanted creature do so.

  @ruling:2017-11-17 @rule:509.1c @rule:509.1a
  Rule: A creature that's tapped or can't block doesn't block the lured creature
    As blockers are declared, any creature that’s tapped or affected by a spell or ability that says it can’t block doesn’t block. If there’s a cost associated with having the creature block, no player is forced to pay that cost, so it doesn’t block if that cost isn’t paid.

    @id:bobs-tapped-creature-doesnt-block-the-enchanted-creature-his
    Scenario: Bob's tapped creature doesn't block the enchanted creature; his untapped one must
      Given Alice controls a Grizzly Bears and a Lure attached to Grizzly Bears
      And Bob controls a tapped Giant Spider and a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob tries to declare no blockers
      Then that is illegal

    @id:blocking-with-the-untapped-creature-obeys-lure
    Scenario: Blocking with the untapped creature obeys Lure
      Given Alice controls a Grizzly Bears and a Lure attached to Grizzly Bears
      And Bob controls a tapped Giant Spider and a Wall of Mist
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      Then Grizzly Bears is blocked

  @ruling:2017-11-17 @rule:509.1b @rule:509.1c @rule:702.9b
  Rule: Lure gives no creature the ability to block: a creature flying stops still doesn't block
    Lure doesn’t give any creatures the ability to block the target creature. It just forces those creatures that are already able to block the creature to do so.

    @id:lure-on-a-flier-doesnt-make-a-creature-without-flying-or
    Scenario: Lure on a flier doesn't make a creature without flying or reach block it
      Given Alice controls a Wind Drake and a Lure attached to Wind Drake
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Wind Drake
      And Bob declares no blockers
      Then Wind Drake is not blocked

    @id:bob-may-not-block-the-lured-flier-with-a-creature-that-cant
    Scenario: Bob may not block the lured flier with a creature that can't block it
      Given Alice controls a Wind Drake and a Lure attached to Wind Drake
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Wind Drake
      And Bob tries to block Wind Drake with Grizzly Bears
      Then that is illegal
