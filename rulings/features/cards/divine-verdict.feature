@card:divine-verdict
Feature: Divine Verdict
  Destroy target attacking or blocking creature.

  @ruling:2009-10-01 @rule:506.4 @rule:509.1g @rule:511.3
  Rule: A blocking creature stays blocking through the end of combat step, even once the creature it blocked is gone
    A “blocking creature” is one that has been declared as a blocker this combat, or one that was put onto the battlefield blocking this combat. Unless that creature leaves combat, it continues to be a blocking creature through the end of combat step, even if the creature or creatures it was blocking are no longer on the battlefield or have otherwise left combat.

    @id:the-attacker-destroyed-its-blocker-is-still-a-blocking
    Scenario: The attacker destroyed, its blocker is still a blocking creature in the end of combat step
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider, a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Alice's Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in its owner's graveyard
      And Giant Spider is blocking
      And Giant Spider has no damage marked on it

    @id:so-divine-verdict-may-still-target-that-blocker-in-the-end
    Scenario: So Divine Verdict may still target that blocker in the end of combat step (not: it stopped blocking)
      Given Alice controls a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      And Bob controls a Giant Spider, a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Alice's Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Alice may cast Divine Verdict targeting Bob's Giant Spider

  @ruling:2009-10-01 @rule:506.4 @rule:508.1k @rule:511.3
  Rule: An attacking creature stays attacking through the end of combat step, and not after it
    An “attacking creature” is one that has been declared as an attacker this combat, or one that was put onto the battlefield attacking this combat. Unless that creature leaves combat, it continues to be an attacking creature through the end of combat step, even if the player it was attacking has left the game, or the planeswalker it was attacking has left combat.

    @id:divine-verdict-may-target-an-attacking-creature-in-the-end
    Scenario: Divine Verdict may target an attacking creature in the end of combat step
      Given Alice controls a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard

    @id:in-the-postcombat-main-phase-the-creature-that-attacked-is
    Scenario: In the postcombat main phase the creature that attacked is no longer attacking, and Divine Verdict can't target it
      Given Alice controls a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's postcombat main phase
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Alice may not cast Divine Verdict targeting Grizzly Bears
      And Grizzly Bears is not attacking

    @id:a-creature-that-didnt-attack-isnt-a-legal-target
    Scenario: A creature that didn't attack isn't a legal target
      Given Alice controls a Grizzly Bears, a Savannah Lions, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      Then Alice may not cast Divine Verdict targeting Savannah Lions
      And Alice may cast Divine Verdict targeting Grizzly Bears

  @ruling:2012-07-01 @rule:509.1h @rule:510.1c @rule:702.19d
  Rule: Destroying a blocker doesn't make the creature it blocked unblocked: no damage to the player, unless it has trample
    Destroying a blocking creature won't cause any of the creatures it was blocking to become unblocked. They won't deal combat damage to the defending player or planeswalker (unless they have trample).

    @id:the-blocker-destroyed-the-attacker-stays-blocked-and-deals
    Scenario: The blocker destroyed, the attacker stays blocked and deals no combat damage (not: it becomes unblocked)
      Given Alice controls a Grizzly Bears, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Bob's Giant Spider
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Giant Spider is in its owner's graveyard
      And Grizzly Bears is blocked
      And Grizzly Bears dealt no combat damage
      And Bob's life total is 20

    @id:a-trampler-whose-blocker-is-destroyed-assigns-all-its-damage
    Scenario: A trampler whose blocker is destroyed assigns all its damage to the player
      Given Alice controls a Colossal Dreadmaw, a Plains and three Forests
      And Alice has a Divine Verdict in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Colossal Dreadmaw
      And Bob blocks Colossal Dreadmaw with Giant Spider
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Divine Verdict targeting Bob's Giant Spider
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Colossal Dreadmaw is blocked
      And Bob's life total is 14
