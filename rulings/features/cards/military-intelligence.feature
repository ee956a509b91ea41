@card:military-intelligence
Feature: Military Intelligence
  Whenever you attack with two or more creatures, draw a card.

  @ruling:2014-07-18
  Rule: Once it has triggered, it draws however many creatures are still attacking
    Once the ability triggers, it doesn’t matter how many creatures are still attacking when the ability resolves.

    @rule:508.3c @rule:603.4
    @id:one-of-the-two-attackers-destroyed-before-the-ability
    Scenario: One of the two attackers destroyed before the ability resolves, Alice still draws (not: it counts attackers again)
      Given Alice controls a Military Intelligence, a Grizzly Bears and a Savannah Lions
      And Alice has a Forest in her library
      And Bob controls a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Alice's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then Alice drew one card

  @ruling:2014-07-18
  Rule: The creatures don’t have to be attacking the same player or planeswalker
    The creatures don’t have to be attacking the same player or planeswalker.

    @rule:508.3c
    @id:attacking-bob-with-one-creature-and-carol-with-another
    Scenario: Attacking Bob with one creature and Carol with another triggers it (not: two attacking the same player)
      Given Alice, Bob and Carol are playing
      And Alice controls a Military Intelligence, a Grizzly Bears and a Savannah Lions
      And Alice has a Forest in her library
      When Alice attacks Bob with Grizzly Bears and attacks Carol with Savannah Lions
      Then Military Intelligence's ability triggered once
      When all players pass priority
      Then Alice drew one card
