@card:agony-warp
Feature: Agony Warp
  Target creature gets -3/-0 until end of turn.
  Target creature gets -0/-3 until end of turn.

  @ruling:2017-03-14 @rule:115.3 @rule:601.2c
  Rule: Each "target creature" is a target of its own: the same creature may be both
    The two targets may be the same creature or they may be different creatures.

    @id:both-targets-grizzly-bears-3-0-and-0-3-make-it-a-1-1-and-it
    Scenario: Both targets Grizzly Bears: -3/-0 and -0/-3 make it a -1/-1, and it dies (not: one object can't be chosen for two targets)
      Given Bob controls a Grizzly Bears
      And Alice has an Agony Warp in her hand
      And Alice's mana pool holds {U}{B}
      When Alice casts Agony Warp targeting Grizzly Bears and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard

    @id:two-creatures-grizzly-bears-gets-3-0-and-savannah-lions-0-3
    Scenario: Two creatures: Grizzly Bears gets -3/-0 and Savannah Lions -0/-3, which kills only the Lions
      Given Bob controls a Grizzly Bears and a Savannah Lions
      And Alice has an Agony Warp in her hand
      And Alice's mana pool holds {U}{B}
      When Alice casts Agony Warp targeting Grizzly Bears and Savannah Lions
      And all players pass priority
      Then Grizzly Bears is a -1/2 creature
      And Savannah Lions is in his graveyard
