@card:epic-confrontation
Feature: Epic Confrontation
  Target creature you control gets +1/+2 until end of turn. It fights target creature you don't control. (Each deals damage equal to its power to the other.)

  @ruling:2018-03-16 @rule:608.2b @rule:701.14b
  Rule: Its own creature an illegal target: no pump, no fight; the other illegal: the pump, no fight
    If the creature you control is an illegal target as Epic Confrontation tries to resolve, the creature you control won't get +1/+2. If that creature is a legal target but the creature you don't control isn't, your creature will still get +1/+2. In both cases, neither creature will deal or be dealt damage.

    @id:bobs-shock-kills-grizzly-bears-first-walking-corpse-is-dealt
    Scenario: Bob's Shock kills Grizzly Bears first: Walking Corpse is dealt no damage (not: the spell resolves for its other target with a fight)
      Given Alice controls a Grizzly Bears
      And Alice has an Epic Confrontation in her hand
      And Alice's mana pool holds {G}{C}
      And Bob controls a Walking Corpse
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Epic Confrontation targeting Grizzly Bears and Walking Corpse
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in her graveyard
      When all players pass priority
      Then Epic Confrontation is in her graveyard
      And Walking Corpse has no damage marked on it

    @id:walking-corpse-dead-to-alices-shock-first-grizzly-bears
    Scenario: Walking Corpse dead to Alice's Shock first: Grizzly Bears still gets +1/+2, and is dealt no damage (not: nothing happens at all)
      Given Alice controls a Grizzly Bears
      And Alice has an Epic Confrontation and a Shock in her hand
      And Alice's mana pool holds {G}{C}{R}
      And Bob controls a Walking Corpse
      When Alice casts Epic Confrontation targeting Grizzly Bears and Walking Corpse
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in his graveyard
      And Grizzly Bears is a 3/4 creature
      And Grizzly Bears has no damage marked on it

  @ruling:2018-03-16 @rule:601.2c
  Rule: Both targets are needed to cast it
    You can't cast Epic Confrontation unless you choose both a creature you control and a creature you don't control as targets.

    @id:with-no-creature-bob-controls-alice-cant-cast-epic
    Scenario: With no creature Bob controls, Alice can't cast Epic Confrontation on Grizzly Bears alone (not: a fight with nothing)
      Given Alice controls a Grizzly Bears
      And Alice has an Epic Confrontation in her hand
      And Alice's mana pool holds {G}{C}
      When Alice tries to cast Epic Confrontation targeting Grizzly Bears
      Then that is illegal
      And Epic Confrontation is in her hand

  @ruling:2022-10-14
  Rule: The same ruling, dated again
    If the creature you control is an illegal target as Epic Confrontation tries to resolve, the creature you control won't get +1/+2. If that creature is a legal target but the creature you don't control isn't, your creature will still get +1/+2. In both cases, neither creature will deal or be dealt damage.

    # The ruling of 2018-03-16, restated in 2022: shown under it above.

  @ruling:2022-10-14
  Rule: The same ruling, dated again
    You can't cast Epic Confrontation unless you choose both a creature you control and a creature you don't control as targets.

    # The ruling of 2018-03-16, restated in 2022: shown under it above.
