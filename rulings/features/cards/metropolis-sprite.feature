@card:metropolis-sprite
Feature: Metropolis Sprite
  Flying
  {U}: This creature gets +1/-1 until end of turn.

  @rule:704.5f
  Rule: Pumped to toughness 0, it is put into its owner's graveyard
    If a creature has toughness 0 or less, it’s put into its owner’s graveyard. Regeneration can’t replace this event.

    @id:activated-once-it-is-a-2-1-twice-a-3-0-put-into-alices
    Scenario: Activated once it is a 2/1; twice, a 3/0 put into Alice's graveyard (not: a bonus that only adds)
      Given Alice controls a Metropolis Sprite
      And Alice's mana pool holds {U}{U}
      When Alice activates Metropolis Sprite
      And all players pass priority
      Then Metropolis Sprite is a 2/1 creature
      When Alice activates Metropolis Sprite
      And all players pass priority
      Then Metropolis Sprite is in its owner's graveyard
