@card:goblin-motivator
Feature: Goblin Motivator
  {T}: Target creature gains haste until end of turn. (It can attack and {T} this turn.)

  @rule:702.10b
  Rule: The creature it targets gains haste, so it can attack the turn it came under its controller's control
    If a creature has haste, it can attack even if it hasn’t been controlled by its controller continuously since their most recent turn began. (See rule 302.6.)

    @rule:602.2b @rule:608.2c
    @id:grizzly-bears-that-entered-this-turn-gains-haste-and-attacks
    Scenario: Grizzly Bears, entered this turn, gains haste from it and attacks: Bob takes 2 (not: the haste given to the Motivator, its source)
      Given Alice controls a Goblin Motivator and a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      When Alice activates Goblin Motivator targeting Grizzly Bears
      Then Goblin Motivator is tapped
      When all players pass priority
      Then Grizzly Bears has haste
      And Goblin Motivator doesn't have haste
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @rule:302.6
  Rule: Its cost has {T}: a Goblin Motivator that came under Alice's control this turn can't be activated
    A creature’s activated ability with the tap symbol or the untap symbol in its activation cost can’t be activated unless the creature has been under its controller’s control continuously since their most recent turn began. A creature can’t attack unless it has been under its controller’s control continuously since their most recent turn began. This rule is informally called the “summoning sickness” rule.

    @id:a-goblin-motivator-that-entered-this-turn-cant-give-haste
    Scenario: A Goblin Motivator that entered this turn can't be activated, even to give itself haste (not: the haste it would give counts for its own {T})
      Given Alice controls a Goblin Motivator
      And Goblin Motivator entered the battlefield this turn
      When Alice tries to activate Goblin Motivator targeting Goblin Motivator
      Then that is illegal
      And Goblin Motivator is untapped
