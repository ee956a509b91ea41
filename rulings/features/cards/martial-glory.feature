@card:martial-glory
Feature: Martial Glory
  Target creature gets +3/+0 until end of turn.
  Target creature gets +0/+3 until end of turn.

  @ruling:2013-01-24 @rule:115.3
  Rule: One creature may be both targets
    You may choose the same creature for both targets since the card says "target creature" multiple times. You may also choose two different creatures.

    @id:both-targets-grizzly-bears-it-becomes-a-5-5-not-one-object
    Scenario: Both targets Grizzly Bears: it becomes a 5/5 (not: one object can't be chosen for two targets)
      Given Alice controls a Grizzly Bears
      And Alice has a Martial Glory in her hand
      And Alice's mana pool holds {R}{W}
      When Alice casts Martial Glory targeting Grizzly Bears and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature

    @id:two-creatures-grizzly-bears-gets-3-0-and-savannah-lions-0-3-2
    Scenario: Two creatures: Grizzly Bears gets +3/+0 and Savannah Lions +0/+3, each target its own instruction
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Alice has a Martial Glory in her hand
      And Alice's mana pool holds {R}{W}
      When Alice casts Martial Glory targeting Grizzly Bears and Savannah Lions
      And all players pass priority
      Then Grizzly Bears is a 5/2 creature
      And Savannah Lions is a 2/4 creature
