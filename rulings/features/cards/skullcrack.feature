@card:skullcrack
Feature: Skullcrack
  Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.

  @ruling:2024-01-12
  Rule: Effects that would replace gaining life don't apply: no player can gain life
    Effects that would replace gaining life with another effect won't apply because it's impossible for players to gain life.

    # No card vendored here replaces gaining life; the scenario shows the impossibility the ruling rests on.
    @rule:702.15b
    @id:after-skullcrack-lifelink-gains-nothing
    Scenario: After Skullcrack, Alice's lifelink Daybreak Chaplain deals its damage and she gains no life (not: lifelink's gain comes anyway)
      Given Alice controls a Daybreak Chaplain
      And Alice has a Skullcrack in her hand
      And Alice's mana pool holds {R}{C}
      When Alice casts Skullcrack targeting Bob
      And all players pass priority
      And Alice attacks Bob with Daybreak Chaplain
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Alice's life total is 20

  @ruling:2024-01-12
  Rule: Setting a life total higher does nothing; lower works as normal
    If an effect says to set a player's life total to a certain number and that number is higher than the player's current life total, that part of the effect won't do anything. (If the number is lower than the player's current life total, the effect will work as normal.)

    # No card vendored here sets a life total, so this ruling has no scenario.

  @ruling:2024-01-12 @rule:608.2b
  Rule: Skullcrack targets only the player or planeswalker
    Skullcrack targets only the player or planeswalker. If that player or planeswalker is an illegal target when Skullcrack tries to resolve, it won't resolve and none of its effects will happen.

    @id:skullcrack-cant-target-a-creature
    Scenario: Skullcrack can target Bob, not his Grizzly Bears
      Given Bob controls a Grizzly Bears
      And Alice has a Skullcrack in her hand
      And Alice's mana pool holds {R}{C}
      Then Alice may not cast Skullcrack targeting Grizzly Bears
      And Alice may cast Skullcrack targeting Bob

  @ruling:2024-01-12 @rule:615.12
  Rule: Life gain and prevention still resolve, without those parts' effect
    Spells and abilities that would cause a player to gain life or that would prevent damage still resolve, but the life-gain and damage-prevention parts have no effect.

    @id:healing-grace-after-skullcrack-resolves-and-does-nothing
    Scenario: Bob's Healing Grace after Skullcrack resolves, but he gains no life and Grizzly Bears's combat damage isn't prevented
      Given Alice controls a Grizzly Bears
      And Alice has a Skullcrack in her hand
      And Alice's mana pool holds {R}{C}
      And Bob has a Healing Grace in his hand
      And Bob's mana pool holds {W}
      When Alice casts Skullcrack targeting Bob
      And all players pass priority
      And Alice passes priority
      And Bob will choose Alice's Grizzly Bears when he must choose
      And Bob casts Healing Grace targeting Bob
      And all players pass priority
      Then Healing Grace is in its owner's graveyard
      And Bob's life total is 17
      When Alice attacks Bob with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15
