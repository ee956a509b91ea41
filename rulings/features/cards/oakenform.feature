@card:oakenform
Feature: Oakenform
  Enchant creature
  Enchanted creature gets +3/+3.

  @rule:303.4a
  Rule: An Aura spell targets what its enchant ability allows
    An Aura spell requires a target, which is defined by its enchant ability.

    @rule:303.4b
    @id:cast-on-grizzly-bears-it-enters-attached-and-the-bears-are-5-5
    Scenario: Cast on Grizzly Bears, it enters attached and the Bears are 5/5 (not: the Aura gets the bonus, or all creatures do)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has an Oakenform in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Oakenform targeting Grizzly Bears
      And all players pass priority
      Then Oakenform is attached to Grizzly Bears
      And Grizzly Bears is a 5/5 creature
      And Walking Corpse is a 2/2 creature

    @id:alice-may-not-cast-it-targeting-chalice-of-the-void-not
    Scenario: Alice may not cast it targeting Chalice of the Void (not: "enchant creature" means enchant permanent)
      Given Alice controls a Chalice of the Void
      And Alice has an Oakenform in her hand
      And Alice's mana pool holds {G}{C}{C}
      Then Alice may not cast Oakenform targeting Chalice of the Void

    @rule:608.3b
    @id:its-target-shocked-in-response-oakenform-goes-to-the-graveyard
    Scenario: Its target Shocked in response, Oakenform goes to the graveyard, not the battlefield (not: it enters unattached)
      Given Alice controls a Grizzly Bears
      And Alice has an Oakenform in her hand
      And Alice's mana pool holds {G}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Oakenform targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Oakenform is in her graveyard
      And Oakenform entered the battlefield no times

  @rule:704.5m
  Rule: An Aura attached to nothing is put into its owner's graveyard
    If an Aura is attached to an illegal object or player, or is not attached to an object or player, that Aura is put into its owner’s graveyard.

    @id:the-enchanted-creature-destroyed-oakenform-goes-to-alices
    Scenario: The enchanted creature destroyed, Oakenform goes to Alice's graveyard (not: it stays on the battlefield)
      Given Alice controls a Grizzly Bears and an Oakenform attached to Grizzly Bears
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{C}
      When Alice casts Murder targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      And Oakenform is in her graveyard
