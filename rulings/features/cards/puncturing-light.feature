@card:puncturing-light
Feature: Puncturing Light
  Destroy target attacking or blocking creature with power 3 or less.

  @ruling:2010-06-15 @rule:509.1g @rule:506.4
  Rule: A blocking creature stays blocking after the creature it blocked is gone
    A “blocking creature” is one that has been declared as a blocker this combat, or one that was put onto the battlefield blocking this combat. Unless that creature leaves combat, it continues to be a blocking creature through the end of combat step, even if the creature or creatures that it was blocking are no longer on the battlefield or have otherwise left combat by then.

    @id:the-blocker-of-a-sacrificed-attacker-can-still-be-destroyed
    Scenario: The blocker of a sacrificed attacker can still be destroyed (not: it stopped blocking)
      Given Alice controls a Grizzly Bears, a Chained Brute, a Plains and two Forests
      And Bob controls a Walking Corpse
      And Alice has a Puncturing Light in her hand
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Walking Corpse
      And Alice taps Forest for mana
      And Alice activates Chained Brute, sacrificing Grizzly Bears
      And all players pass priority
      Then Walking Corpse is blocking
      When Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Puncturing Light targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is in his graveyard

  @ruling:2010-06-15 @rule:508.1k @rule:506.4
  Rule: An attacking creature is attacking through the end of combat step
    An “attacking creature” is one that has been declared as an attacker this combat, or one that was put onto the battlefield attacking this combat. Unless that creature leaves combat, it continues to be an attacking creature through the end of combat step.

    @id:in-the-end-of-combat-step-the-attacker-can-still-be
    Scenario: In the end of combat step the attacker can still be destroyed
      Given Alice controls a Grizzly Bears
      And Bob controls a Plains and a Forest
      And Bob has a Puncturing Light in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob casts Puncturing Light targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard

    @id:after-combat-it-is-no-longer-an-attacking-creature-not
    Scenario: After combat it is no longer an attacking creature (not: attacking for the rest of the turn)
      Given Alice controls a Grizzly Bears
      And Bob controls a Plains and a Forest
      And Bob has a Puncturing Light in his hand
      When Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      Then Bob may not cast Puncturing Light targeting Grizzly Bears

  @ruling:2010-06-15 @rule:601.2c @rule:608.2b
  Rule: The target's power is checked as it is targeted and again as it resolves
    The power of the targeted creature is checked both as you target it and as Puncturing Light resolves.

    @id:pumped-above-3-power-in-response-the-attacker-survives-not
    Scenario: Pumped above 3 power in response, the attacker survives (not: checked only on casting)
      Given Alice controls a Grizzly Bears and two Forests
      And Bob controls a Plains and a Forest
      And Alice has an Aim High in her hand
      And Bob has a Puncturing Light in his hand
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob casts Puncturing Light targeting Grizzly Bears
      And Bob passes priority
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Aim High targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      And Puncturing Light is in his graveyard

    @id:an-attacker-with-power-4-cant-be-targeted
    Scenario: An attacker with power 4 can't be targeted
      Given Alice controls a Gaea's Protector
      And Bob controls a Plains and a Forest
      And Bob has a Puncturing Light in his hand
      When Alice attacks Bob with Gaea's Protector
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      Then Bob may not cast Puncturing Light targeting Gaea's Protector

    @id:an-attacker-with-power-exactly-3-can-be-destroyed-not-power
    Scenario: An attacker with power exactly 3 can be destroyed (not: power less than 3)
      Given Alice controls a Mogg Flunkies and a Grizzly Bears
      And Bob controls a Plains and a Forest
      And Bob has a Puncturing Light in his hand
      When Alice attacks Bob with Mogg Flunkies and Grizzly Bears
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob casts Puncturing Light targeting Mogg Flunkies
      And all players pass priority
      Then Mogg Flunkies is in her graveyard
