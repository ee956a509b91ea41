@card:barls-cage
Feature: Barl's Cage
  {3}: Target creature doesn't untap during its controller's next untap step.

  @ruling:2004-10-04 @rule:502.3
  Rule: It stops only the untap in the untap step: other effects may still untap the creature
    Does not prevent a creature from untapping at other times. It just stops the “normal” untap during the untap step.

    @id:a-caged-creature-can-still-be-untapped-by-an-ability-outside
    Scenario: A caged creature can still be untapped by an ability, outside the untap step
      Given Alice controls a Barl's Cage, a Thousand-Year Elixir and a tapped Grizzly Bears
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice activates Barl's Cage targeting Grizzly Bears
      And all players pass priority
      And Alice activates Thousand-Year Elixir targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped

    @id:the-caged-creature-stays-tapped-in-its-controllers-next
    Scenario: The caged creature stays tapped in its controller's next untap step, and untaps in the one after
      Given Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a tapped Grizzly Bears and a tapped Forest
      And Alice has a Plains in her library
      And Bob has a Plains in his library
      When Alice activates Barl's Cage targeting Bob's Grizzly Bears
      And all players pass priority
      And the game advances to Bob's untap step
      Then Grizzly Bears is tapped
      And Forest is untapped
      When the game advances to Bob's untap step
      Then Grizzly Bears is untapped

    @id:only-its-controllers-untap-step-is-affected-seedborn-muse
    Scenario: Only its controller's untap step is affected: Seedborn Muse still untaps it in another player's
      Given it is Bob's upkeep
      And Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a tapped Grizzly Bears and a Seedborn Muse
      And Alice has priority
      And Bob has a Forest in his library
      When Alice activates Barl's Cage targeting Bob's Grizzly Bears
      And all players pass priority
      And the game advances to Alice's untap step
      Then Grizzly Bears is untapped

  @ruling:2009-10-01 @rule:115.1
  Rule: It may target a creature that isn't tapped
    You may target any creature with this ability. It doesn’t have to be tapped.

    @id:an-untapped-creature-caged-then-tapped-stays-tapped-through
    Scenario: An untapped creature caged, then tapped, stays tapped through its controller's next untap step
      Given it is Bob's upkeep
      And Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a Llanowar Elves
      And Alice has priority
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice activates Barl's Cage targeting Bob's Llanowar Elves
      And all players pass priority
      And Bob taps Llanowar Elves for mana
      And the game advances to Bob's untap step
      Then Llanowar Elves is tapped

    @id:its-target-must-be-a-creature
    Scenario: Its target must be a creature
      Given Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a tapped Forest
      When Alice tries to activate Barl's Cage targeting Bob's Forest
      Then that is illegal

  @ruling:2009-10-01 @rule:502.3
  Rule: Untapped as that untap step begins, the creature is not affected by it later
    If the targeted creature is untapped at the time its controller’s next untap step begins, this ability has no effect. It won’t apply at some later time when the targeted creature is tapped.

    @id:untapped-through-its-controllers-next-untap-step-then-tapped
    Scenario: Untapped through its controller's next untap step, then tapped, it untaps in the untap step after
      Given Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a Llanowar Elves
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice activates Barl's Cage targeting Bob's Llanowar Elves
      And all players pass priority
      And the game advances to Bob's upkeep
      And Bob taps Llanowar Elves for mana
      And the game advances to Bob's untap step
      Then Llanowar Elves is untapped

  @ruling:2009-10-01 @rule:502.3
  Rule: It doesn't track the creature's controller: the creature's next untap step is whoever controls it then
    Barl’s Cage doesn’t track the creature’s controller. If the affected creature changes controllers before its old controller’s next untap step, this ability will prevent it from being untapped during its new controller’s next untap step.

    # Not shown: a change of control after the ability resolves; no card the reference engine models changes a
    # creature's controller on the battlefield (a Threaten effect would show it). What is shown is the reading
    # the ruling rests on: the untap step the ability stops is that of the creature's controller, not its owner.
    @id:bobs-grizzly-bears-under-alices-control-stays-tapped-in
    Scenario: Bob's Grizzly Bears under Alice's control stays tapped in Alice's next untap step (not: its owner's)
      Given it is Bob's end step
      And Alice controls a Barl's Cage
      And Alice's mana pool holds {C}{C}{C}
      And Bob controls a tapped Grizzly Bears and a tapped Forest
      And Grizzly Bears came under Alice's control this turn
      And Alice has priority
      And Alice has a Plains in her library
      And Bob has a Plains in his library
      When Alice activates Barl's Cage targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's untap step
      Then Grizzly Bears is tapped
      When the game advances to Bob's untap step
      Then Grizzly Bears is tapped
      And Forest is untapped
      When the game advances to Alice's untap step
      Then Grizzly Bears is untapped
