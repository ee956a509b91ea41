@card:divine-favor
Feature: Divine Favor
  Enchant creature
  When this Aura enters, you gain 3 life.
  Enchanted creature gets +1/+3.

  @ruling:2014-07-18 @rule:608.3b @rule:303.4a @rule:603.6a
  Rule: An Aura spell whose target is gone doesn't resolve: it never enters, so no life is gained
    If the creature targeted by Divine Favor is an illegal target when Divine Favor tries to resolve, Divine Favor won't resolve. It won't enter the battlefield and its enters-the-battlefield ability won't trigger.

    @id:bob-shocks-grizzly-bears-in-response-divine-favor-goes-to
    Scenario: Bob Shocks Grizzly Bears in response: Divine Favor goes to the graveyard and Alice stays at 20 (not: it enters, its ability triggers, then it goes for want of a creature)
      Given Alice controls a Grizzly Bears
      And Alice has a Divine Favor in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Divine Favor targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Divine Favor is in her graveyard
      And Divine Favor entered the battlefield no times
      And Divine Favor's ability did not trigger
      And Alice's life total is 20

    @id:its-target-legal-grizzly-bears-is-a-3-5-and-alice-gains-3
    Scenario: Its target legal, Grizzly Bears is a 3/5 and Alice gains 3 life
      Given Alice controls a Grizzly Bears
      And Alice has a Divine Favor in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Divine Favor targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Divine Favor is attached to Grizzly Bears
      And Grizzly Bears is a 3/5 creature
      And Alice's life total is 23
