@card:deeproot-warrior
Feature: Deeproot Warrior
  Whenever this creature becomes blocked, it gets +1/+1 until end of turn.

  @ruling:2017-09-29 @rule:509.3c
  Rule: "Becomes blocked" triggers once, however many creatures block it
    Deeproot Warrior’s ability triggers only once if multiple creatures block it.

    @id:blocked-by-grizzly-bears-and-savannah-lions-deeproot-warrior
    Scenario: Blocked by Grizzly Bears and Savannah Lions, Deeproot Warrior is a 3/3: one ability on the stack (not: a trigger for each blocker, 4/4)
      Given Alice controls a Deeproot Warrior
      And Bob controls a Grizzly Bears and a Savannah Lions
      When Alice attacks Bob with Deeproot Warrior
      And Bob blocks Deeproot Warrior with Grizzly Bears and Savannah Lions
      Then the stack holds one object
      When all players pass priority
      Then Deeproot Warrior is a 3/3 creature
      And the stack is empty
