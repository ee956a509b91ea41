@card:smite
Feature: Smite
  Destroy target blocked creature.

  @ruling:2010-06-15 @rule:509.1h @rule:506.4
  Rule: A blocked creature stays blocked through the end of combat step, even once its blockers are gone
    A “blocked creature” is an attacking creature that has been blocked by a creature this combat, or has become blocked as the result of a spell or ability this combat. Unless the attacking creature leaves combat, it continues to be a blocked creature through the end of combat step, even if the creature or creatures that blocked it are no longer on the battlefield or have otherwise left combat by then.

    @id:its-blocker-destroyed-the-attacker-is-still-a-blocked
    Scenario: Its blocker destroyed, the attacker is still a blocked creature Smite may destroy
      Given Alice controls a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      And Bob controls a Giant Spider and a Plains
      And Bob has a Smite in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Bob's Giant Spider
      And all players pass priority
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob casts Smite targeting Alice's Grizzly Bears
      And all players pass priority
      Then Giant Spider is in its owner's graveyard
      And Grizzly Bears is in its owner's graveyard

    @id:an-unblocked-attacker-isnt-a-blocked-creature-so-smite-cant
    Scenario: An unblocked attacker isn't a blocked creature, so Smite can't target it
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Bob controls a Giant Spider and a Plains
      And Bob has a Smite in his hand
      When Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice passes priority
      And Bob taps Plains for mana
      Then Bob may not cast Smite targeting Alice's Savannah Lions
      And Bob may cast Smite targeting Alice's Grizzly Bears

    @id:a-blocked-creature-is-still-blocked-in-the-end-of-combat
    Scenario: A blocked creature is still blocked in the end of combat step, where Smite may destroy it
      Given Alice controls a Grizzly Bears
      And Bob controls a Wall of Mist and a Plains
      And Bob has a Smite in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Wall of Mist
      And the game advances to Alice's end of combat step
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob casts Smite targeting Alice's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
