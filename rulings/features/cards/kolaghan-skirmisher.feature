@card:kolaghan-skirmisher
Feature: Kolaghan Skirmisher
  Dash {2}{B} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)

  @ruling:2015-02-25
  Rule: Cast for its dash cost, it is still a spell, and only when the creature spell could be cast
    If you choose to pay the dash cost rather than the mana cost, you’re still casting the spell. It goes on the stack and can be responded to and countered. You can cast a creature spell for its dash cost only when you otherwise could cast that creature spell. Most of the time, this means during your main phase when the stack is empty.

    @rule:702.109a @rule:118.9
    @id:cast-for-its-dash-cost-kolaghan-skirmisher-has-haste-and
    Scenario: Cast for its dash cost {2}{B}, Kolaghan Skirmisher goes on the stack, then can attack at once and returns to Alice's hand at her end step
      Given Alice has a Kolaghan Skirmisher in her hand
      And Alice's mana pool holds {C}{C}{B}
      When Alice casts Kolaghan Skirmisher for its dash cost
      Then Kolaghan Skirmisher is on the stack
      And Alice's mana pool is empty
      When all players pass priority
      Then Kolaghan Skirmisher can attack
      When the game advances to Alice's end step
      And all players pass priority
      Then Kolaghan Skirmisher is in her hand

    @rule:702.109a
    @id:cast-for-its-mana-cost-kolaghan-skirmisher-has-no-haste-and
    Scenario: Cast for its mana cost {1}{B}, Kolaghan Skirmisher has no haste and stays on the battlefield past the end step (not: dash's effects on any cast of a card with dash)
      Given Alice has a Kolaghan Skirmisher in her hand
      And Alice's mana pool holds {C}{B}
      When Alice casts Kolaghan Skirmisher
      And all players pass priority
      Then Kolaghan Skirmisher can't attack
      When the game advances to Alice's end step
      And all players pass priority
      Then Kolaghan Skirmisher is on the battlefield

    @rule:117.1a @rule:702.109a
    @id:in-her-upkeep-alice-cant-cast-kolaghan-skirmisher-for-its-dash
    Scenario: In her upkeep, Alice can't cast Kolaghan Skirmisher for its dash cost (not: dash gives flash)
      Given it is Alice's upkeep
      And Alice has a Kolaghan Skirmisher in her hand
      And Alice's mana pool holds {C}{C}{B}
      When Alice tries to cast Kolaghan Skirmisher for its dash cost
      Then that is illegal
      And Kolaghan Skirmisher is in her hand
