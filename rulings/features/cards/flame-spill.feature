@card:flame-spill
Feature: Flame Spill
  Flame Spill deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead.

  @ruling:2020-04-17 @rule:120.4a
  Rule: Lethal is the toughness less the damage marked, ignoring prevention and indestructible
    Excess damage caused by a spell or ability is similar to how combat damage from a creature with trample is handled. Start with the amount of damage being dealt to the creature and determine what is “lethal.” This is the creature’s toughness minus the amount of damage that it already has marked on it, but ignoring any replacement or prevention effects that will modify this damage. Also ignore whether the creature has an ability such as indestructible that will result in it not being destroyed by this damage.

    @rule:702.12b
    @id:flame-spill-on-darksteel-myr-1-to-the-myr-3-to-bob
    Scenario: Flame Spill at Bob's indestructible 0/1 Darksteel Myr: lethal damage is 1, whatever indestructible does, so 1 is dealt to the Myr and 3 to Bob (not: no damage is lethal to it, all 4 to the Myr)
      Given Bob controls a Darksteel Myr
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Flame Spill targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr has 1 damage marked on it
      And Bob's life total is 17

    @id:flame-spill-on-grizzly-bears-2-to-the-bears-2-to-bob
    Scenario: Flame Spill at Bob's undamaged Grizzly Bears: 2 is lethal, so the other 2 go to Bob (not: all 4 to the creature)
      Given Bob controls a Grizzly Bears
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Flame Spill targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Bob's life total is 18

  @ruling:2020-04-17 @rule:608.2b
  Rule: With its target illegal, Flame Spill doesn't resolve and deals no damage to any player
    If the target creature is an illegal target by the time Flame Spill tries to resolve, the spell won’t resolve. It won’t deal damage to any player.

    @id:bob-shocks-his-own-bears-flame-spill-deals-him-nothing
    Scenario: Bob responds by destroying his own Grizzly Bears with Shock: Flame Spill doesn't resolve, and deals him no damage (not: all 4 as excess to its last controller)
      Given Bob controls a Grizzly Bears
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Flame Spill targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then Flame Spill is in its owner's graveyard
      And Bob's life total is 20

  @ruling:2020-04-17 @rule:615.1
  Rule: Then the damage is dealt to the creature and its controller at once, and may be prevented
    Once you’ve determined how much damage is excess, Flame Spill simultaneously deals damage to the creature and to its controller. This damage may be modified by replacement or prevention effects.

    @id:flame-spill-with-bob-shielded-the-excess-is-prevented
    Scenario: Bob's Shieldmate's Blessing on himself prevents the 2 excess damage Flame Spill deals him, while his Grizzly Bears is dealt its 2 and dies (not: the excess can't be prevented, or moves back to the creature)
      Given Bob controls a Grizzly Bears
      And Bob has a Shieldmate's Blessing in his hand
      And Bob's mana pool holds {W}
      And Alice has a Flame Spill in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice passes priority
      And Bob casts Shieldmate's Blessing targeting Bob
      And all players pass priority
      And Alice casts Flame Spill targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Bob's life total is 20
