@card:water-servant
Feature: Water Servant
  {U}: This creature gets +1/-1 until end of turn.
  {U}: This creature gets -1/+1 until end of turn.

  @ruling:2010-08-15 @rule:602.2 @rule:107.1b @rule:510.1a
  Rule: Its -1/+1 ability may be activated even if that takes its power below 0
    You can activate Water Servant's second ability even if doing so would cause Water Servant's power to be less than 0.

    @id:activated-four-times-water-servant-is-a-1-8-not-an-ability
    Scenario: Activated four times, Water Servant is a -1/8 (not: an ability that would make power negative can't be activated)
      Given Alice controls a Water Servant
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice activates Water Servant's second ability
      And all players pass priority
      And Alice activates Water Servant's second ability
      And all players pass priority
      And Alice activates Water Servant's second ability
      And all players pass priority
      Then Water Servant is a 0/7 creature
      When Alice activates Water Servant's second ability
      Then that is legal
      When all players pass priority
      Then Water Servant is a -1/8 creature

    @id:at-1-8-until-end-of-turn-it-attacks-and-deals-no-combat
    Scenario: At -1/8 until end of turn, it attacks and deals no combat damage; in the cleanup step it is a 3/4 again
      Given Alice controls a Water Servant
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice activates Water Servant's second ability
      And all players pass priority
      And Alice activates Water Servant's second ability
      And all players pass priority
      And Alice activates Water Servant's second ability
      And all players pass priority
      And Alice activates Water Servant's second ability
      And all players pass priority
      And Alice attacks Bob with Water Servant
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Water Servant dealt no combat damage
      And Bob's life total is 20
      When the game advances to Alice's cleanup step
      Then Water Servant is a 3/4 creature
