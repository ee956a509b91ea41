@card:glaring-aegis
Feature: Glaring Aegis
  Enchant creature
  When this Aura enters, tap target creature an opponent controls.
  Enchanted creature gets +1/+3.

  @ruling:2019-07-12 @rule:608.3b @rule:303.4a @rule:603.6a
  Rule: An Aura spell whose target is gone doesn't resolve: it never enters, so its ability doesn't trigger
    If the target creature is an illegal target by the time Glaring Aegis tries to resolve, the spell doesn't resolve. It won't enter the battlefield, so its ability won't trigger.

    @id:bob-shocks-grizzly-bears-in-response-glaring-aegis-goes-to
    Scenario: Bob Shocks Grizzly Bears in response: Glaring Aegis goes to the graveyard and Walking Corpse stays untapped (not: it enters unattached, triggers, then is put into the graveyard)
      Given Alice controls a Grizzly Bears
      And Alice has a Glaring Aegis in her hand
      And Alice's mana pool holds {W}
      And Bob controls a Walking Corpse
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Glaring Aegis targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Glaring Aegis is in her graveyard
      And Glaring Aegis entered the battlefield no times
      And Glaring Aegis's ability did not trigger
      And Walking Corpse is untapped

    @id:its-target-legal-it-enters-attached-grizzly-bears-is-a-3-5
    Scenario: Its target legal, it enters attached: Grizzly Bears is a 3/5 and its ability taps Walking Corpse
      Given Alice controls a Grizzly Bears
      And Alice has a Glaring Aegis in her hand
      And Alice's mana pool holds {W}
      And Bob controls a Walking Corpse
      When Alice casts Glaring Aegis targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Glaring Aegis is attached to Grizzly Bears
      And Grizzly Bears is a 3/5 creature
      And Walking Corpse is tapped
