@card:illness-in-the-ranks
Feature: Illness in the Ranks
  Creature tokens get -1/-1.

  @ruling:2013-01-24 @rule:704.5f @rule:704.5d
  Rule: A 1/1 creature token enters as a 0/0, goes to the graveyard, then ceases to exist; its enters and dies triggers still happen
    If an effect creates a creature token that normally has toughness 1, it will enter with toughness 0, be put into its owner's graveyard as a state-based action, and then cease to exist. Any abilities that trigger when a creature enters or dies will trigger.

    @id:hangarback-walkers-thopter-token-enters-as-a-0-0-dies-and
    Scenario: Hangarback Walker's Thopter token enters as a 0/0, dies and ceases to exist
      Given Alice controls a Hangarback Walker with one +1/+1 counter and an Illness in the Ranks
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      And all players pass priority
      Then one token was created, died and ceased to exist
      And Alice controls no Thopter tokens

    @id:creature-tokens-of-any-player-get-1-1-bobs-illness-in-the
    Scenario: Creature tokens of any player get -1/-1: Bob's Illness in the Ranks kills Alice's Thopter token
      Given Alice controls a Hangarback Walker with two +1/+1 counters
      And Bob controls an Illness in the Ranks
      And two -1/-1 counters were just put on Hangarback Walker at once
      When Alice passes priority
      And all players pass priority
      Then two tokens were created, died and ceased to exist

    @id:a-creature-that-isnt-a-token-doesnt-get-1-1-not-all
    Scenario: A creature that isn't a token doesn't get -1/-1 (not: all creatures)
      Given Alice controls a Grizzly Bears and an Illness in the Ranks
      Then Grizzly Bears is a 2/2 creature
      And Grizzly Bears is on the battlefield

    # Not shown: the enters and dies triggers of other permanents (no card the reference engine models
    # triggers on another creature entering or dying); the token's `entered` and `died` events are what
    # those abilities would look for.
