@card:gravecrawler
Feature: Gravecrawler
  This creature can't block.
  You may cast this card from your graveyard as long as you control a Zombie.

  @ruling:2011-01-22
  Rule: The graveyard permission doesn't change when it may be cast
    Gravecrawler's ability doesn't change when you could cast it.

    @rule:601.3 @rule:117.1a
    @id:with-a-zombie-in-her-main-phase-with-an-empty-stack-alice
    Scenario: With a Zombie, in her main phase with an empty stack, Alice may cast it from her graveyard
      Given Alice controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      When Alice casts Gravecrawler from her graveyard
      And all players pass priority
      Then Gravecrawler is on the battlefield

    @rule:117.1a
    @id:with-a-zombie-not-in-another-players-turn
    Scenario: With a Zombie, not in another player's turn
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may not cast Gravecrawler from her graveyard

    @rule:117.1a
    @id:with-a-zombie-not-while-a-spell-is-on-the-stack
    Scenario: With a Zombie, not while a spell is on the stack
      Given Alice controls a Walking Corpse
      And Alice has a Grizzly Bears in her hand
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {G}{G}{B}
      When Alice casts Grizzly Bears
      Then Alice may not cast Gravecrawler from her graveyard

    @rule:601.3
    @id:without-a-zombie-it-cant-be-cast-from-the-graveyard-at-all
    Scenario: Without a Zombie it can't be cast from the graveyard at all
      Given Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may not cast Gravecrawler from her graveyard
      When Alice tries to cast Gravecrawler from her graveyard
      Then that is illegal
      And Gravecrawler is in her graveyard

    @rule:109.2
    @id:zombie-cards-in-her-graveyard-are-not-zombies-she-controls
    Scenario: Zombie cards in her graveyard are not Zombies she controls
      Given Alice has two Gravecrawlers in her graveyard
      And Alice's mana pool holds {B}{B}
      Then Alice may not cast Gravecrawler from her graveyard

    @rule:109.2
    @id:an-opponents-zombie-is-not-a-zombie-she-controls
    Scenario: An opponent's Zombie is not a Zombie she controls
      Given Bob controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may not cast Gravecrawler from her graveyard

    @id:in-her-hand-it-needs-no-zombie
    Scenario: In her hand it needs no Zombie
      Given Alice has a Gravecrawler in her hand
      And Alice's mana pool holds {B}
      Then Alice may cast Gravecrawler

    @rule:601.3b
    @id:a-flash-permission-makes-it-castable-from-the-graveyard-in
    Scenario: A flash permission makes it castable from the graveyard in another player's turn
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Walking Corpse and a Prophet of Kruphix
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may cast Gravecrawler from her graveyard

  @ruling:2011-01-22
  Rule: The Zombie matters only as Gravecrawler is cast
    Once you've cast Gravecrawler and it's on the stack, it doesn't matter if you lose control of the other Zombie.

    @rule:601.3 @rule:608.3a
    @id:sacrificing-the-only-other-zombie-while-gravecrawler-is-on
    Scenario: Sacrificing the only other Zombie while Gravecrawler is on the stack doesn't stop it
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}{C}
      When Alice casts Gravecrawler from her graveyard
      And Alice activates Chained Brute, sacrificing Walking Corpse
      Then Walking Corpse is in her graveyard
      And the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Gravecrawler is on the battlefield

    @rule:601.3
    @id:with-the-zombie-gone-before-casting-begins-it-cant-be-cast
    Scenario: With the Zombie gone before casting begins, it can't be cast from the graveyard
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}{C}
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      Then Alice may not cast Gravecrawler from her graveyard
