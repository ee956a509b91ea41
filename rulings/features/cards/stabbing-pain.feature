@card:stabbing-pain
Feature: Stabbing Pain
  Target creature gets -1/-1 until end of turn. Tap that creature.

  @ruling:2010-08-15 @rule:608.2c @rule:704.3 @rule:704.5g
  Rule: -1/-1, then tapped; it dies only after Stabbing Pain has resolved
    If Stabbing Pain targets an untapped creature with 1 toughness, that creature gets -1/-1, then it becomes tapped, then (after Stabbing Pain resolves) it’s put into the graveyard as a state-based action. Similarly, if Stabbing Pain targets an untapped creature with 1 less than lethal damage marked on it (such as a 3/3 creature with 2 damage marked on it), that creature gets -1/-1, then it becomes tapped, then (after Stabbing Pain resolves) it’s destroyed as a state-based action. In each case, any abilities that trigger when that creature becomes tapped will trigger.

    @id:a-2-1-gets-1-1-and-becomes-tapped-before-it-dies-not-it-dies
    Scenario: A 2/1 gets -1/-1 and becomes tapped before it dies (not: it dies mid-resolution, never tapped)
      Given Bob controls a Savannah Lions
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Savannah Lions
      And all players pass priority
      Then Savannah Lions is in his graveyard
      And Savannah Lions became tapped once

    @id:a-4-3-blocker-with-2-damage-marked-is-destroyed-once-it-gets
    Scenario: A 4/3 blocker with 2 damage marked is destroyed once it gets -1/-1
      Given Alice controls a Grizzly Bears and a Swamp
      And Bob controls a Chained Brute
      And Alice has a Stabbing Pain in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Chained Brute
      And the game advances to Alice's combat damage step
      Then Chained Brute has 2 damage marked on it
      When Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Chained Brute
      And all players pass priority
      Then Chained Brute is in his graveyard
      And Chained Brute became tapped once

  @ruling:2010-08-15 @rule:601.2c
  Rule: Any creature may be its target, tapped or not
    You may target any creature with Stabbing Pain. It’s okay if it’s already tapped.

    @id:a-tapped-creature-may-be-targeted-it-gets-1-1-and-stays
    Scenario: A tapped creature may be targeted; it gets -1/-1 and stays tapped (not: "tap" needs an untapped target)
      Given Bob controls a tapped Walking Corpse
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 1/1 creature
      And Walking Corpse is tapped
      And Walking Corpse became tapped no times
