@card:blood-divination
Feature: Blood Divination
  As an additional cost to cast this spell, sacrifice a creature.
  Draw three cards.

  @ruling:2018-07-13
  @rule:601.2h
  @rule:601.2i
  Rule: The sacrifice is part of casting it: a player can respond only once it has been cast
    Players can respond only after Blood Divination has been cast and all its costs have been paid. No one can try to destroy the creature you sacrificed to prevent you from casting this spell.

    @rule:603.3
    @id:blood-divination-sacrificed-creatures-trigger-goes-on-top
    Scenario: Alice sacrifices Silverback Shaman to cast Blood Divination: the Shaman has died as the spell is cast, and its dies ability goes on the stack above the spell, so it resolves first (not: the creature dies as the spell resolves)
      Given Alice controls a Silverback Shaman
      And Alice has a Blood Divination in her hand
      And Alice has four Forests in her library
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice casts Blood Divination, sacrificing Silverback Shaman
      Then Silverback Shaman is in its owner's graveyard
      And the stack holds two objects
      And the top of the stack is an ability of Silverback Shaman
      When all players pass priority
      Then Alice drew one card
      And the top of the stack is the spell Blood Divination
      When all players pass priority
      Then Alice drew four cards

  @ruling:2018-07-13
  @rule:118.3
  Rule: Exactly one creature is sacrificed, and without one it can't be cast
    You must sacrifice exactly one creature to cast Blood Divination; you can’t cast it without sacrificing a creature, and you can’t sacrifice additional creatures.

    @id:blood-divination-needs-a-creature
    Scenario: With no creature, only Bob's Grizzly Bears, Alice may not cast Blood Divination (not: a spell with no target needs nothing more than its mana)
      Given Bob controls a Grizzly Bears
      And Alice has a Blood Divination in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      Then Alice may not cast Blood Divination

    @id:blood-divination-may-with-a-creature
    Scenario: With a Grizzly Bears Alice may cast Blood Divination, the creature to sacrifice chosen as she casts it
      Given Alice controls a Grizzly Bears
      And Alice has a Blood Divination in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      Then Alice may cast Blood Divination

    @id:blood-divination-a-land-is-no-creature
    Scenario: Alice can't sacrifice her Forest to cast Blood Divination: the cost names a creature (not: any permanent)
      Given Alice controls a Forest
      And Alice controls a Grizzly Bears
      And Alice has a Blood Divination in her hand
      And Alice's mana pool holds {B}{C}{C}{C}
      When Alice tries to cast Blood Divination, sacrificing Forest
      Then that is illegal
      And Forest is on the battlefield
      And Blood Divination is in her hand
