@card:audacious-thief
Feature: Audacious Thief
  Whenever this creature attacks, you draw a card and you lose 1 life.

  @rule:608.2c
  Rule: Its controller draws a card, then loses 1 life, in the order written
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    @rule:508.3a @rule:119.3
    @id:audacious-thief-attacks-alice-draws-a-card-and-loses-1-life
    Scenario: Audacious Thief attacks: Alice draws a card and loses 1 life, Bob neither (not: the defending player draws, or only one of the two instructions)
      Given Alice controls an Audacious Thief
      And Alice has an Island in her library
      And Bob has a Forest in his library
      When Alice attacks Bob with Audacious Thief
      Then Audacious Thief's ability triggered once
      When all players pass priority
      Then Alice drew one card
      And Island is in her hand
      And Alice's life total is 19
      And Bob drew no cards
      And Bob's life total is 20

    @rule:704.3 @rule:704.5a
    @id:at-1-life-alice-draws-then-loses-the-game-to-state-based-actions
    Scenario: At 1 life, Alice draws the card, then goes to 0 life and loses the game as state-based actions are checked (not: the life loss first, the draw skipped)
      Given Alice's life total is 1
      And Alice controls an Audacious Thief
      And Alice has an Island in her library
      When Alice attacks Bob with Audacious Thief
      And all players pass priority
      Then Alice drew one card
      And Alice's life total is 0
      And Alice has lost the game
