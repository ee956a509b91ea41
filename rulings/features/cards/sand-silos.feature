@card:sand-silos
Feature: Sand Silos
  Sand Silos enters the battlefield tapped.
  You may choose not to untap Sand Silos during your untap step.
  At the beginning of your upkeep, if Sand Silos is tapped, put a storage counter on it.
  {T}, Remove any number of storage counters from Sand Silos: Add {U} for each storage counter removed this way.

  @ruling:2004-10-04
  Rule: It is tapped for mana only when its mana ability is activated and produces mana
    It is only considered “tapped for mana” if you activate its mana ability and generate mana from it.

    @rule:106.12 @rule:106.12a
    @id:removing-two-storage-counters-adds-u-u-and-that-is-tapping
    Scenario: Removing two storage counters adds {U}{U}, and that is tapping it for mana
      Given Alice controls a Sand Silos with 3 storage counters and a Mana Flare
      When Alice taps Sand Silos for mana, removing two storage counters
      Then Sand Silos added {U}{U} to Alice's mana pool
      And Mana Flare's ability triggered once
      And Alice's mana pool is {U}{U}{U}
      And Sand Silos has one storage counter
      And Sand Silos is tapped

    @rule:106.12a @rule:605.2
    @id:removing-no-counters-adds-no-mana-so-it-wasnt-tapped-for
    Scenario: Removing no counters adds no mana, so it wasn't tapped for mana and Mana Flare doesn't trigger
      Given Alice controls a Sand Silos with 2 storage counters
      And Bob controls a Mana Flare
      When Alice taps Sand Silos for mana, removing no storage counters
      Then Sand Silos is tapped
      And Sand Silos has two storage counters
      And Alice's mana pool is empty
      And Mana Flare's ability did not trigger

    @rule:106.12a @rule:605.2
    @id:with-no-storage-counters-it-can-still-be-tapped-for-its-mana
    Scenario: With no storage counters it can still be tapped for its mana ability, which adds nothing
      Given Alice controls a Sand Silos and a Mana Flare
      When Alice taps Sand Silos for mana
      Then Sand Silos is tapped
      And Alice's mana pool is empty
      And Mana Flare's ability did not trigger

    @rule:106.12 @rule:106.12b
    @id:mana-reflection-doubles-what-the-removed-counters-produce
    Scenario: Mana Reflection doubles what the removed counters produce, not the counters removed
      Given Alice controls a Sand Silos with 2 storage counters and a Mana Reflection
      When Alice taps Sand Silos for mana, removing two storage counters
      Then Alice's mana pool is {U}{U}{U}{U}
      And Sand Silos has no storage counters

    @rule:106.12b
    @id:damping-sphere-turns-two-or-more-removed-counters-mana-into
    Scenario: Damping Sphere turns two or more removed counters' mana into one {C}, but not one {U}
      Given Alice controls two Sand Silos with 2 storage counters and a Damping Sphere
      When Alice taps Sand Silos for mana, removing two storage counters
      Then Alice's mana pool is {C}
      When Alice taps Sand Silos for mana, removing one storage counter
      Then Alice's mana pool is {U}{C}

    @rule:601.2h
    @id:the-cost-cant-remove-more-storage-counters-than-sand-silos
    Scenario: The cost can't remove more storage counters than Sand Silos has
      Given Alice controls a Sand Silos with 2 storage counters
      When Alice tries to tap Sand Silos for mana, removing three storage counters
      Then that is illegal
      And Sand Silos is untapped
      And Sand Silos has two storage counters
      And Alice's mana pool is empty

  @ruling:2004-10-04
  Rule: If the land is tapped by some external effect, no counters are removed from it
    If the land is tapped by some external effect, no counters are removed from it.

  @ruling:2004-10-04
  Rule: Counters are not lost if the land is changed to another land type
    Counters are not lost if the land is changed to another land type. They wait around for the land to change back.

  @ruling:2004-10-04
  Rule: Whether or not it is tapped is checked at the beginning of upkeep
    Whether or not it is tapped is checked at the beginning of upkeep. If it is not tapped, the ability does not trigger. It also checks during resolution and you only get a counter if it is still tapped then.
