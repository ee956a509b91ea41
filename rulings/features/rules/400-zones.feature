Feature: 400. General
  Each paragraph of CR 400 (2026-04-17) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:400.7
  Rule: 400.7
    An object that moves from one zone to another becomes a new object with no memory of, or relation to, its previous existence. This rule has the following exceptions.

    @id:a-land-sacrificed-for-mana-goes-to-the-graveyard-as-a-new
    Scenario: A land sacrificed for mana goes to the graveyard as a new object, without its counters or its tapped status
      Given Alice controls a Squandered Resources and a tapped Sand Silos with 2 storage counters
      When Alice activates Squandered Resources, sacrificing Sand Silos for {U}
      Then Sand Silos is in her graveyard
      And Sand Silos has no storage counters
      And Sand Silos is untapped

    @id:a-creature-that-dies-keeps-none-of-its-counters-in-the
    Scenario: A creature that dies keeps none of its counters in the graveyard
      Given Alice controls a Hangarback Walker with 3 +1/+1 counters
      And four -1/-1 counters were just put on Hangarback Walker at once
      When Alice passes priority
      Then Hangarback Walker is in her graveyard
      And Hangarback Walker has no +1/+1 counters
      And Hangarback Walker has no -1/-1 counters
