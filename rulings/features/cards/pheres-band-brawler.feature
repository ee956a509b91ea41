@card:pheres-band-brawler
Feature: Pheres-Band Brawler
  When this creature enters, it fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)

  @ruling:2020-01-24 @rule:701.14b @rule:608.2b @rule:603.3d
  Rule: With Pheres-Band Brawler gone, its target deals and is dealt no damage
    If the target creature is an illegal target when Pheres-Band Brawler’s ability tries to resolve, the ability doesn’t resolve. If Pheres-Band Brawler is no longer on the battlefield, the target creature won’t deal or be dealt damage.

    @id:its-target-sacrificed-in-response-the-ability-doesnt-resolve
    Scenario: Its target sacrificed in response, the ability doesn't resolve: Brawler fights nothing (not: a new target)
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Grimgrin, Corpse-Born and a Grizzly Bears
      When Alice will choose Bob's Grizzly Bears when she must
      And Alice casts Pheres-Band Brawler
      And all players pass priority
      Then the top of the stack is an ability of Pheres-Band Brawler
      When Alice passes priority
      And Bob activates Grimgrin, Corpse-Born, sacrificing Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Pheres-Band Brawler has no damage marked on it
      And Grimgrin, Corpse-Born has no damage marked on it

    @id:brawler-sacrificed-with-its-ability-on-the-stack-grizzly
    Scenario: Brawler sacrificed with its ability on the stack: Grizzly Bears isn't dealt damage (not: Brawler's last known power)
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Alice controls a Chained Brute and a Wastes
      And Bob controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      Then the top of the stack is an ability of Pheres-Band Brawler
      When Alice taps Wastes for mana
      And Alice activates Chained Brute, sacrificing Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears has no damage marked on it
      And Grizzly Bears is on the battlefield

    @id:with-brawler-on-the-battlefield-the-fight-happens
    Scenario: With Brawler on the battlefield, the fight happens
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Bob controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Pheres-Band Brawler has 2 damage marked on it

    @id:up-to-one-with-no-creature-bob-controls-brawler-enters-and
    Scenario: "Up to one": with no creature Bob controls, Brawler enters and nothing fights
      Given Alice has a Pheres-Band Brawler in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}{G}
      And Alice controls a Grizzly Bears
      When Alice casts Pheres-Band Brawler
      And all players pass priority
      Then the stack is empty
      And Pheres-Band Brawler is on the battlefield
      And Grizzly Bears has no damage marked on it
