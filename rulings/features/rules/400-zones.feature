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

  @rule:400.3
  Rule: 400.3
    If an object would go to any library, graveyard, or hand other than its owner’s, it goes to its owner’s corresponding zone.

    @rule:404.1
    @id:bobs-grizzly-bears-owned-by-alice-goes-to-her-graveyard
    Scenario: Alice's Grizzly Bears entered under Bob's control (Gather Specimens); destroyed by Lich's Caress, it goes to Alice's graveyard, its owner's, not Bob's (not: its controller's)
      Given Alice has a Grizzly Bears and a Lich's Caress in her hand
      And Alice's mana pool holds {G}{C}{B}{B}{C}{C}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice casts Grizzly Bears
      And Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      When Alice casts Lich's Caress targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Bob has one card in his graveyard
