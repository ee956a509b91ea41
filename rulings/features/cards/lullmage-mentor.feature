@card:lullmage-mentor
Feature: Lullmage Mentor
  Whenever a spell or ability you control counters a spell, you may create a 1/1 blue Merfolk creature token.
  Tap seven untapped Merfolk you control: Counter target spell.

  @ruling:2009-10-01 @rule:608.2b
  Rule: Only a "counter" counters: a spell whose targets all became illegal isn't countered
    A spell or ability counters a spell only if it specifically contains the word “counter” in its text. If a spell or ability you control causes all the targets of a spell to become illegal, that spell doesn’t resolve but is not countered.

    @rule:702.26b
    @id:bobs-shock-loses-its-target-to-clever-concealment-no-merfolk
    Scenario: Alice phases out the Grizzly Bears Bob's Shock targets with Clever Concealment: Shock doesn't resolve, but it isn't countered, so Lullmage Mentor doesn't trigger (not: a spell that doesn't resolve counts as countered)
      Given Alice controls a Lullmage Mentor and a Grizzly Bears
      And Alice has a Clever Concealment in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Grizzly Bears
      And Bob passes priority
      And Alice casts Clever Concealment targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is phased out
      When all players pass priority
      Then Shock is in his graveyard
      And Lullmage Mentor's ability did not trigger
      And Alice controls no Merfolk tokens
