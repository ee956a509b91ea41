@card:jump
Feature: Jump
  Target creature gains flying until end of turn.

  @ruling:2009-10-01 @rule:509.1b @rule:702.9b @rule:509.1h
  Rule: Flying must be there as blockers are declared; once blocked, gaining it changes nothing
    To work as an evasion ability, an attacking creature must already have flying when the declare blockers step begins. Once a creature has become blocked, giving it flying won’t change that.

    @id:jump-after-blocks-leaves-grizzly-bears-blocked-not-flying
    Scenario: Jump cast after Walking Corpse blocks leaves Grizzly Bears blocked, and Bob is dealt no damage (not: gaining flying removes it from combat with a non-flyer)
      Given Alice controls a Grizzly Bears and an Island
      And Bob controls a Walking Corpse
      And Alice has a Jump in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Island
      And Alice casts Jump targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has flying
      And Grizzly Bears is blocked
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Walking Corpse is in his graveyard
      And Grizzly Bears is in her graveyard

    @id:jump-before-blocks-walking-corpse-cant-block-it
    Scenario: Jump cast in the declare attackers step: Walking Corpse can't block Grizzly Bears
      Given Alice controls a Grizzly Bears and an Island
      And Bob controls a Walking Corpse
      And Alice has a Jump in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Island
      And Alice casts Jump targeting Grizzly Bears
      And all players pass priority
      And Bob tries to block Grizzly Bears with Walking Corpse
      Then that is illegal

    @rule:514.2
    @id:the-flying-ends-with-the-turn-not-for-good
    Scenario: The flying ends with the turn (not: it stays on Grizzly Bears)
      Given Alice controls a Grizzly Bears
      And Alice has a Jump in her hand
      And Alice's mana pool holds {U}
      When Alice casts Jump targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has flying
      When the game advances to Bob's upkeep
      Then Grizzly Bears doesn't have flying
