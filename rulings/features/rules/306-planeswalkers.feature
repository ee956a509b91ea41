Feature: 306. Planeswalkers
  Planeswalkers as the reference engine has them. Each paragraph of CR 306 (2026-09-25) that a board can show
  is quoted verbatim under its number; its scenarios show it on a board (306.9's state-based action in 704.5i).

  @rule:306.1
  Rule: 306.1
    A player who has priority may cast a planeswalker card from their hand during a main phase of their turn when the stack is empty. Casting a planeswalker as a spell uses the stack. (See rule 601, “Casting Spells.”)

    @id:teferi-may-not-be-cast-in-an-opponents-turn
    Scenario: Alice may not cast Teferi, Time Raveler in Bob's main phase, though she has priority and the mana (not: any time she has priority)
      Given it is Bob's precombat main phase
      And Alice has a Teferi, Time Raveler in her hand
      And Alice's mana pool holds {C}{W}{U}
      When Bob passes priority
      And Alice tries to cast Teferi, Time Raveler
      Then that is illegal
      And Teferi, Time Raveler is in her hand

    @id:teferi-cast-in-her-main-phase-uses-the-stack
    Scenario: Cast in her main phase, Teferi, Time Raveler is a spell on the stack until both players pass (not: straight onto the battlefield)
      Given Alice has a Teferi, Time Raveler in her hand
      And Alice's mana pool holds {C}{W}{U}
      When Alice casts Teferi, Time Raveler
      Then Teferi, Time Raveler is on the stack
      And the top of the stack is the spell Teferi, Time Raveler

  @rule:306.2
  Rule: 306.2
    When a planeswalker spell resolves, its controller puts it onto the battlefield under their control.

    @id:teferi-resolves-under-alices-control
    Scenario: Teferi, Time Raveler resolves onto the battlefield under the control of Alice, who cast it in her turn (not: stays on the stack, or goes to the graveyard as an instant would)
      Given Alice has a Teferi, Time Raveler in her hand
      And Alice's mana pool holds {C}{W}{U}
      When Alice casts Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler is on the battlefield
      And Teferi, Time Raveler is controlled by Alice

  @rule:306.5b
  Rule: 306.5b
    A planeswalker has the intrinsic ability “This permanent enters with a number of loyalty counters on it equal to its printed loyalty number.” This ability creates a replacement effect (see rule 614.1c).

    @rule:306.9
    @id:teferi-enters-with-four-loyalty-and-shock-leaves-two
    Scenario: Teferi, Time Raveler enters with 4 loyalty counters; Alice's own Shock removes two, and he stays with loyalty 2 (not: enters with none and dies, or loyalty read from the printed number)
      Given Alice has a Teferi, Time Raveler and a Shock in her hand
      And Alice's mana pool holds {C}{W}{U}{R}
      When Alice casts Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler has 4 loyalty counters
      When Alice casts Shock targeting Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler has 2 loyalty counters
      And Teferi, Time Raveler is on the battlefield

  @rule:306.5c
  Rule: 306.5c
    The loyalty of a planeswalker on the battlefield is equal to the number of loyalty counters on it.

    @rule:306.9
    @id:teferi-with-one-counter-dies-to-one-point-of-damage
    Scenario: Teferi, Time Raveler with 1 loyalty counter has loyalty 1: one damage from Shock's 2 is enough, and he is put into Bob's graveyard (not: his printed loyalty 4 keeps him)
      Given Bob controls a Teferi, Time Raveler with 1 loyalty counter
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Teferi, Time Raveler
      And all players pass priority
      Then Teferi, Time Raveler is in his graveyard

  @rule:306.6
  Rule: 306.6
    Planeswalkers can be attacked. (See rule 508, “Declare Attackers Step.”)

    @id:grizzly-bears-attacks-bobs-teferi
    Scenario: Grizzly Bears attacks Bob's Teferi, Time Raveler, not Bob (not: only players can be attacked)
      Given Alice controls a Grizzly Bears
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Grizzly Bears
      Then that is legal
      And Grizzly Bears is attacking

  @rule:306.8
  Rule: 306.8
    Damage dealt to a planeswalker results in that many loyalty counters being removed from it.

    @rule:510.2
    @id:grizzly-bears-combat-damage-removes-two-loyalty
    Scenario: Unblocked, Grizzly Bears deals its 2 combat damage to Bob's Teferi: two loyalty counters go, and Bob keeps his 20 life (not: damage marked on the planeswalker, or dealt to its controller)
      Given Alice controls a Grizzly Bears
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 2 combat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 2 loyalty counters
      And Teferi, Time Raveler has no damage marked on it
      And Bob's life total is 20
