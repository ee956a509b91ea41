@card:benalish-marshal
Feature: Benalish Marshal
  Other creatures you control get +1/+1.

  @ruling:2018-04-27
  Rule: Damage stays marked until the cleanup step, so it may become lethal when Benalish Marshal leaves
    Because damage remains marked on a creature until it’s removed as the turn ends, nonlethal damage dealt to a creature you control may become lethal if Benalish Marshal leaves the battlefield during that turn.

    @rule:514.2 @rule:704.5g
    @id:grizzly-bears-survives-2-damage-as-a-3-3-and-dies-when
    Scenario: Grizzly Bears survives 2 damage as a 3/3, and dies when Benalish Marshal is sacrificed later that turn
      Given Alice controls a Benalish Marshal, a Grizzly Bears, a Chained Brute and a Forest
      And Bob controls a Savannah Lions
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And the game advances to Alice's postcombat main phase
      Then Grizzly Bears has 2 damage marked on it
      And Grizzly Bears is on the battlefield
      When Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Benalish Marshal
      Then Grizzly Bears is in her graveyard

    @rule:514.2
    @id:not-damage-stays-after-the-cleanup-step-the-damage-is-gone
    Scenario: (not: damage stays) After the cleanup step the damage is gone, so losing the Marshal then is harmless
      Given Alice controls a Benalish Marshal, a Grizzly Bears, a Chained Brute and a Forest
      And Alice has a Plains in her library
      And Bob controls a Savannah Lions
      And Bob has an Island in his library
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Savannah Lions
      And the game advances to Alice's precombat main phase
      And Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Benalish Marshal
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears is a 2/2 creature

    @id:not-itself-too-benalish-marshal-gives-other-creatures-1-1
    Scenario: (not: itself too) Benalish Marshal gives other creatures +1/+1, not itself, and not Bob's
      Given Alice controls a Benalish Marshal and a Grizzly Bears
      And Bob controls a Savannah Lions
      Then Grizzly Bears is a 3/3 creature
      And Benalish Marshal is a 3/3 creature
      And Savannah Lions is a 2/1 creature
