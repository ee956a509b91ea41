@card:bone-splinters
Feature: Bone Splinters
  As an additional cost to cast this spell, sacrifice a creature.
  Destroy target creature.

  @ruling:2022-09-09
  @rule:601.2h
  Rule: The creature is sacrificed while the spell is being cast, before any player can act
    Once you begin to cast Bone Splinters, no player may take actions until you’re done. Notably, opponents can’t try to remove the creature you wish to sacrifice.

    @id:bone-splinters-sacrifice-is-paid-as-it-is-cast
    Scenario: Alice casts Bone Splinters sacrificing her Grizzly Bears: the Bears are in her graveyard at once, with the spell on the stack, and Bob's Giant Spider is destroyed as it resolves (not: sacrificed on resolution)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      And Alice has a Bone Splinters in her hand
      And Alice's mana pool holds {B}
      When Alice casts Bone Splinters targeting Giant Spider, sacrificing Grizzly Bears
      Then Grizzly Bears is in its owner's graveyard
      And the top of the stack is the spell Bone Splinters
      And Giant Spider is on the battlefield
      When all players pass priority
      Then Giant Spider is in its owner's graveyard

    @rule:601.2c
    @rule:608.2b
    @id:bone-splinters-target-chosen-before-the-cost-is-paid
    Scenario: Alice targets the Grizzly Bears she sacrifices: the target is chosen before the cost is paid, so the spell's only target is gone and it doesn't resolve (not: the target is chosen among the creatures left)
      Given Alice controls a Grizzly Bears
      And Bob controls a Giant Spider
      And Alice has a Bone Splinters in her hand
      And Alice's mana pool holds {B}
      When Alice casts Bone Splinters targeting Grizzly Bears, sacrificing Grizzly Bears
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then Giant Spider is on the battlefield
      And Bone Splinters is in its owner's graveyard

  @ruling:2022-09-09
  @rule:118.3
  Rule: Exactly one creature is sacrificed, and without one the spell can't be cast
    You must sacrifice exactly one creature to cast this spell; you can’t cast it without sacrificing a creature, and you can’t sacrifice additional creatures.

    @id:bone-splinters-no-creature-to-sacrifice
    Scenario: Alice controls no creature: she can't cast Bone Splinters at Bob's Giant Spider, and it stays in her hand with her mana unspent (not: the additional cost is skipped)
      Given Bob controls a Giant Spider
      And Alice has a Bone Splinters in her hand
      And Alice's mana pool holds {B}
      Then Alice may not cast Bone Splinters targeting Giant Spider
      When Alice tries to cast Bone Splinters targeting Giant Spider
      Then that is illegal
      And Bone Splinters is in her hand
      And Alice's mana pool is {B}

    @rule:701.21a
    @id:bone-splinters-cant-sacrifice-an-opponents-creature
    Scenario: Alice can't pay the cost with Bob's Grizzly Bears: a player sacrifices only a permanent they control (not: any creature)
      Given Bob controls a Grizzly Bears
      And Bob controls a Giant Spider
      And Alice has a Bone Splinters in her hand
      And Alice's mana pool holds {B}
      When Alice tries to cast Bone Splinters targeting Giant Spider, sacrificing Bob's Grizzly Bears
      Then that is illegal
      And Grizzly Bears is on the battlefield
      And Bone Splinters is in her hand

    @id:bone-splinters-one-creature-of-two
    Scenario: Alice controls two creatures and sacrifices one of them, the Grizzly Bears; her Giant Spider stays (not: every creature she controls)
      Given Alice controls a Grizzly Bears
      And Alice controls a Giant Spider
      And Bob controls a Serra Angel
      And Alice has a Bone Splinters in her hand
      And Alice's mana pool holds {B}
      When Alice casts Bone Splinters targeting Serra Angel, sacrificing Grizzly Bears
      Then Grizzly Bears is in its owner's graveyard
      And Alice's Giant Spider is on the battlefield
      When all players pass priority
      Then Serra Angel is in its owner's graveyard
