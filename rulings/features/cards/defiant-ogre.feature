@card:defiant-ogre
Feature: Defiant Ogre
  When this creature enters, choose one —
  • Put a +1/+1 counter on this creature.
  • Destroy target artifact.

  @ruling:2014-11-24
  Rule: A mode whose target can't be chosen can't be chosen: the other mode must be
    If a mode requires a target and there are no legal targets available, that mode can't be chosen. You must choose another mode if able.

    @rule:603.3c
    @id:with-no-artifact-on-the-battlefield-alice-cant-choose-to
    Scenario: With no artifact on the battlefield, Alice can't choose to destroy one: the ability puts a +1/+1 counter on the Ogre (not: it is removed from the stack)
      Given Alice has a Defiant Ogre in her hand
      And Alice's mana pool holds {R}{C}{C}{C}{C}{C}
      When Alice will choose the mode "Destroy target artifact." for Defiant Ogre's ability
      And Alice casts Defiant Ogre
      And all players pass priority
      Then the top of the stack is an ability of Defiant Ogre
      When all players pass priority
      Then Defiant Ogre has one +1/+1 counter

  @ruling:2014-11-24
  Rule: The mode is chosen as the ability goes on the stack, and doesn't change if the Ogre leaves in response
    You choose which mode you're using as you put the ability on the stack, after the creature has entered the battlefield. Once you've chosen a mode, you can't change that mode even if the creature leaves the battlefield in response to that ability.

    @rule:603.3c @rule:603.6
    @id:alice-chose-the-counter-then-exiles-the-ogre-in-response-the
    Scenario: Alice chose the counter, then exiles the Ogre in response: the ability does nothing, and Bob's Fellwar Stone stays (not: the mode switches to the artifact)
      Given Bob controls a Fellwar Stone
      And Alice controls a Plains and a Wastes
      And Alice has a Defiant Ogre and an Otherworldly Journey in her hand
      And Alice's mana pool holds {R}{C}{C}{C}{C}{C}
      When Alice will choose the mode "Put a +1/+1 counter on this creature." for Defiant Ogre's ability
      And Alice casts Defiant Ogre
      And all players pass priority
      And Alice taps Plains for mana
      And Alice taps Wastes for mana
      And Alice casts Otherworldly Journey targeting Defiant Ogre
      And all players pass priority
      Then Defiant Ogre is in exile
      When all players pass priority
      Then Fellwar Stone is on the battlefield
      And the stack is empty
