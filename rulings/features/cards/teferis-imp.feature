@card:teferis-imp
Feature: Teferi's Imp
  Flying
  Phasing (This phases in or out before you untap during each of your untap steps. While it's phased out, it's treated as though it doesn't exist.)
  Whenever Teferi's Imp phases out, discard a card.
  Whenever Teferi's Imp phases in, draw a card.

  @ruling:2004-10-04
  Rule: With no card to discard as it phases out nothing happens, and it still draws as it phases in
    There is no negative effect if you can’t discard when it phases out. You still get to draw a card when it phases in.

    @rule:603.10b @rule:702.26a
    @id:with-no-card-in-hand-teferis-imp-phases-out-and-alice
    Scenario: With no card in hand, Teferi's Imp phases out and Alice discards nothing; phasing in, it still draws her a card
      Given it is Bob's precombat main phase
      And Alice controls a Teferi's Imp
      And Alice has an Island and a Swamp in her library
      And Bob has a Plains in his library
      When the game advances to Alice's upkeep
      Then Teferi's Imp's ability triggered once
      When all players pass priority
      Then Alice discarded no cards
      And Alice's life total is 20
      And Teferi's Imp is phased out
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Teferi's Imp is phased in
      And Swamp is in her hand
      And Alice has two cards in her hand
