@card:wild-instincts
Feature: Wild Instincts
  Target creature you control gets +2/+2 until end of turn. It fights target creature an opponent controls. (Each deals damage equal to its power to the other.)

  @ruling:2015-06-22 @rule:608.2b @rule:701.14b
  Rule: Bob's creature gone: Alice's still gets +2/+2, and no fight happens
    If the creature an opponent controls is an illegal target as Wild Instincts tries to resolve, but the creature you control is still a legal target, the creature you control will get +2/+2, but the creatures won’t fight. Neither creature will deal or be dealt damage during the resolution of Wild Instincts.

    @id:walking-corpse-dead-to-shock-first-grizzly-bears-is-a-4-4
    Scenario: Walking Corpse dead to Shock first: Grizzly Bears is a 4/4 and no damage is dealt (not: the spell doesn't resolve at all, or the Bears fights anyway)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Wild Instincts and a Shock in her hand
      And Alice's mana pool holds {G}{C}{C}{C}{R}
      When Alice casts Wild Instincts targeting Grizzly Bears and Walking Corpse
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is in his graveyard
      When all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Grizzly Bears has no damage marked on it
      And Grizzly Bears dealt no noncombat damage

    @id:both-targets-legal-grizzly-bears-at-4-4-fights-watchwolf
    Scenario: Both targets legal: Grizzly Bears at 4/4 fights Watchwolf, which dies, and survives its 3 damage
      Given Alice controls a Grizzly Bears
      And Bob controls a Watchwolf
      And Alice has a Wild Instincts in her hand
      And Alice's mana pool holds {G}{C}{C}{C}
      When Alice casts Wild Instincts targeting Grizzly Bears and Watchwolf
      And all players pass priority
      Then Watchwolf is in his graveyard
      And Grizzly Bears is a 4/4 creature
      And Grizzly Bears has 3 damage marked on it

  @ruling:2015-06-22 @rule:601.2c @rule:115.1
  Rule: Casting it takes both targets: one creature Alice controls and one an opponent controls
    You must target both a creature you control and a creature an opponent controls to cast Wild Instincts.

    @id:bob-controlling-no-creature-alice-cant-cast-wild-instincts
    Scenario: Bob controlling no creature, Alice can't cast Wild Instincts at her Grizzly Bears alone
      Given Alice controls a Grizzly Bears
      And Alice has a Wild Instincts in her hand
      And Alice's mana pool holds {G}{C}{C}{C}
      When Alice tries to cast Wild Instincts targeting Grizzly Bears
      Then that is illegal
      And Wild Instincts is in her hand
