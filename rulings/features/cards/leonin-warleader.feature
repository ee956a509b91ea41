@card:leonin-warleader
Feature: Leonin Warleader
  Whenever this creature attacks, create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking.

  @ruling:2018-07-13 @rule:508.4
  Rule: The Cats are attacking, though never declared as attackers
    Although the tokens are attacking, they were never declared as attacking creatures (for the purposes of abilities that trigger whenever a creature attacks, for example).

    @rule:702.15b
    @id:two-tapped-attacking-cats-with-lifelink-bob-takes-6-alice-gains-2
    Scenario: Two tapped and attacking Cats with lifelink join it: Bob takes 6, Alice gains 2 (not: tokens that enter untapped and out of combat)
      Given Alice controls a Leonin Warleader
      When Alice attacks Bob with Leonin Warleader
      Then Leonin Warleader's ability triggered once
      When all players pass priority
      Then Alice controls two Cat tokens
      And Leonin Warleader's ability triggered once
      When the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice's life total is 22

  @ruling:2018-07-13 @rule:508.4
  Rule: Its controller chooses whom each Cat attacks, each its own choice
    You choose which players or planeswalkers the two tokens are attacking. They don’t have to be attacking the same player or planeswalker that Leonin Warleader is attacking, and they can each be attacking different players and/or planeswalkers.

    @id:the-warleader-attacks-bob-both-cats-attack-carol
    Scenario: The Warleader attacks Bob, and Alice has both Cats attack Carol: Bob takes 4, Carol 2 (not: the tokens attack whom their source attacks)
      Given Alice, Bob and Carol are playing
      And Alice controls a Leonin Warleader
      When Alice will choose Carol when she must
      And Alice attacks Bob with Leonin Warleader
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Carol's life total is 18
      And Alice's life total is 22

    # Not shown: each Cat attacking a different player. The protocol's `prefer` is one standing order of
    # choices, so both Cats are put onto the battlefield attacking the first player it names.
