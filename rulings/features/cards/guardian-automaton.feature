@card:guardian-automaton
Feature: Guardian Automaton
  When this creature dies, you gain 3 life.

  @ruling:2015-06-22 @rule:704.5a @rule:704.3 @rule:603.3
  Rule: Dying as its controller's life reaches 0, it triggers too late: the player loses before the ability resolves
    If Guardian Automaton dies at the same time as your life total is reduced to 0 or less, you’ll lose the game before the triggered ability resolves.

    @id:alice-at-2-blocks-watchwolf-with-it-while-grizzly-bears-hits
    Scenario: Alice at 2 blocks Watchwolf with it while Grizzly Bears hits her: she loses the game at 0 life (not: the 3 life comes first and saves her)
      Given it is Bob's precombat main phase
      And Alice's life total is 2
      And Alice controls a Guardian Automaton
      And Bob controls a Watchwolf and a Grizzly Bears
      When Bob attacks Alice with Watchwolf and Grizzly Bears
      And Alice blocks Watchwolf with Guardian Automaton
      And the game advances to Bob's combat damage step
      Then Guardian Automaton is in her graveyard
      And Alice has lost the game
      And Alice's life total is 0

    @id:at-3-life-she-survives-the-same-combat-at-1-and-its-ability
    Scenario: At 3 life she survives the same combat at 1 and its ability gains her 3
      Given it is Bob's precombat main phase
      And Alice's life total is 3
      And Alice controls a Guardian Automaton
      And Bob controls a Watchwolf and a Grizzly Bears
      When Bob attacks Alice with Watchwolf and Grizzly Bears
      And Alice blocks Watchwolf with Guardian Automaton
      And the game advances to Bob's end of combat step
      Then Guardian Automaton is in her graveyard
      And Guardian Automaton's ability triggered once
      And Alice has not lost the game
      And Alice's life total is 4
