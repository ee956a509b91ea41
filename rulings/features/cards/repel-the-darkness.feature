@card:repel-the-darkness
Feature: Repel the Darkness
  Tap up to two target creatures.
  Draw a card.

  @ruling:2018-12-07 @rule:608.2b
  Rule: With its only target illegal, Repel the Darkness doesn't resolve: no card is drawn
    If you target one creature and that target is illegal as Repel the Darkness resolves, the spell doesn't resolve. You don't draw a card.

    @id:its-one-target-gone-repel-the-darkness-draws-no-card-not-the
    Scenario: Its one target gone, Repel the Darkness draws no card (not: the draw happens anyway)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Repel the Darkness targeting Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Repel the Darkness is in her graveyard
      And Forest is in her library

  @ruling:2018-12-07 @rule:608.2b
  Rule: Both targets illegal: it doesn't resolve; one illegal: the other is tapped and a card is drawn
    If you target two creatures and they're both illegal as Repel the Darkness resolves, the spell doesn't resolve; you don't draw a card. If just one target is illegal, the spell does resolve; the remaining legal target becomes tapped (if it's untapped at that time) and you draw a card.

    @id:both-targets-gone-no-card-is-drawn
    Scenario: Both targets gone: no card is drawn
      Given Alice controls a Walking Corpse, a Grizzly Bears and a Chained Brute
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      When Alice casts Repel the Darkness targeting Walking Corpse and Grizzly Bears
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And Alice activates Chained Brute, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Forest is in her library
      And Repel the Darkness is in her graveyard

    @id:one-target-gone-the-other-is-tapped-and-a-card-is-drawn-not
    Scenario: One target gone: the other is tapped and a card is drawn (not: one illegal target stops it all)
      Given Alice controls a Walking Corpse and a Chained Brute
      And Bob controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}{C}{C}
      When Alice casts Repel the Darkness targeting Walking Corpse and Bob's Grizzly Bears
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is tapped
      And Forest is in her hand

  @ruling:2018-12-07 @rule:601.2c
  Rule: With no targets, Repel the Darkness only draws a card
    If you target zero creatures, all that happens is you draw a card.

    @id:cast-with-zero-targets-it-resolves-and-draws-a-card-tapping
    Scenario: Cast with zero targets, it resolves and draws a card, tapping nothing
      Given Alice controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Repel the Darkness
      And all players pass priority
      Then Forest is in her hand
      And Grizzly Bears is untapped

  @ruling:2018-12-07 @rule:601.2c
  Rule: Zero, one or two targets, tapped or untapped; never three
    You may target zero, one, or two creatures. The creatures don't need to be untapped.

    @id:two-tapped-creatures-may-be-its-targets-they-stay-tapped-and
    Scenario: Two tapped creatures may be its targets; they stay tapped and a card is drawn
      Given Bob controls a tapped Grizzly Bears and a tapped Walking Corpse
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Repel the Darkness targeting Grizzly Bears and Walking Corpse
      And all players pass priority
      Then Grizzly Bears is tapped
      And Walking Corpse is tapped
      And Forest is in her hand

    @id:one-target-is-allowed-not-exactly-two
    Scenario: One target is allowed (not: exactly two)
      Given Bob controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice's mana pool holds {W}{C}{C}
      Then Alice may cast Repel the Darkness targeting Grizzly Bears

    @id:three-targets-are-not-not-any-number
    Scenario: Three targets are not (not: any number)
      Given Bob controls a Grizzly Bears, a Walking Corpse and a Savannah Lions
      And Alice has a Repel the Darkness in her hand
      And Alice's mana pool holds {W}{C}{C}
      Then Alice may not cast Repel the Darkness targeting Grizzly Bears and Walking Corpse and Savannah Lions

    @id:the-same-creature-cant-be-both-of-its-targets-not-two
    Scenario: The same creature can't be both of its targets (not: two targets, any two choices)
      Given Bob controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice's mana pool holds {W}{C}{C}
      Then Alice may not cast Repel the Darkness targeting Grizzly Bears and Grizzly Bears

    @id:with-no-creature-on-the-battlefield-it-may-still-be-cast
    Scenario: With no creature on the battlefield it may still be cast, with no targets
      Given Alice has a Repel the Darkness in her hand
      And Alice's mana pool holds {W}{C}{C}
      Then Alice may cast Repel the Darkness
