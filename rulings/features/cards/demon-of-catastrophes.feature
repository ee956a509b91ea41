@card:demon-of-catastrophes
Feature: Demon of Catastrophes
  As an additional cost to cast this spell, sacrifice a creature.
  Flying, trample

  @ruling:2018-07-13
  @rule:601.2h
  Rule: The sacrifice is part of casting it: a player can respond only once it has been cast
    Players can respond only after Demon of Catastrophes has been cast and all its costs have been paid. No one can try to destroy the creature you sacrificed to prevent you from casting this spell.

    @id:demon-of-catastrophes-sacrifice-then-resolve
    Scenario: Alice casts Demon of Catastrophes sacrificing Grizzly Bears: the Bears are gone as the Demon goes on the stack, and the Demon enters as it resolves
      Given Alice controls a Grizzly Bears
      And Alice has a Demon of Catastrophes in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      When Alice casts Demon of Catastrophes, sacrificing Grizzly Bears
      Then Grizzly Bears is in its owner's graveyard
      And the top of the stack is the spell Demon of Catastrophes
      When all players pass priority
      Then Demon of Catastrophes is on the battlefield

  @ruling:2018-07-13
  @rule:118.3
  @rule:601.2a
  Rule: Exactly one creature is sacrificed, and without one it can't be cast
    You must sacrifice exactly one creature to cast Demon of Catastrophes; you can’t cast it without sacrificing a creature, and you can’t sacrifice additional creatures.

    @id:demon-of-catastrophes-cant-sacrifice-itself
    Scenario: With no creature on the battlefield Alice may not cast Demon of Catastrophes: the creature spell is on the stack as its cost is paid, never a creature she controls then (not: it counts itself)
      Given Alice has a Demon of Catastrophes in her hand
      And Alice's mana pool holds {B}{B}{C}{C}
      Then Alice may not cast Demon of Catastrophes
      When Alice tries to cast Demon of Catastrophes, sacrificing Demon of Catastrophes
      Then that is illegal
      And Demon of Catastrophes is in her hand
