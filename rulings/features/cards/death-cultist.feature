@card:death-cultist
Feature: Death Cultist
  Sacrifice this creature: Target player loses 1 life and you gain 1 life.

  @rule:608.2b
  Rule: Its only target gone as it resolves, the ability doesn't resolve: no life is lost or gained
    If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.

    @rule:800.4a @rule:602.2b
    @id:carol-its-target-concedes-in-response-alice-gains-no-life
    Scenario: Carol, its target, concedes in response: it doesn't resolve, and Alice gains no life (not: the life gained without the target)
      Given Alice, Bob and Carol are playing
      And Alice controls a Death Cultist
      When Alice activates Death Cultist targeting Carol
      Then Death Cultist is in her graveyard
      When Carol concedes the game
      And all players pass priority
      Then Carol has lost the game
      And Alice's life total is 20
      And Bob's life total is 20
      And the stack is empty

    @id:targeting-bob-he-loses-1-life-and-alice-gains-1
    Scenario: Targeting Bob, still in the game: he loses 1 life and Alice gains 1 (not: each opponent)
      Given Alice, Bob and Carol are playing
      And Alice controls a Death Cultist
      When Alice activates Death Cultist targeting Bob
      And all players pass priority
      Then Bob's life total is 19
      And Alice's life total is 21
      And Carol's life total is 20
