@card:aven-squire
Feature: Aven Squire
  Flying
  Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)

  @rule:702.83a
  Rule: Each instance of exalted is a triggered ability of its own
    Exalted is a triggered ability. “Exalted” means “Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.”

    @rule:603.2
    @id:with-aven-squire-and-servant-of-nefarox-grizzly-bears
    Scenario: With Aven Squire and Servant of Nefarox, Grizzly Bears attacking alone gets +2/+2 from two abilities (not: exalted counted once)
      Given Alice controls an Aven Squire, a Servant of Nefarox and a Grizzly Bears
      When Alice attacks Bob with Grizzly Bears
      Then the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
