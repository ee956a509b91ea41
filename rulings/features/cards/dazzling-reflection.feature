@card:dazzling-reflection
Feature: Dazzling Reflection
  You gain life equal to target creature's power. The next time that creature would deal damage this turn, prevent that damage.

  @ruling:2016-01-22 @rule:615.8
  Rule: Two Dazzling Reflections on one creature: one applies to its next damage, the other to the damage after
    If two Dazzling Reflections targeting the same creature have resolved in the same turn, only one prevention effect will apply the next time it would deal damage. The other effect will apply if the creature would deal damage a second time later that turn.

    # No scenario yet: the steps name a card by its name, and "Alice casts Dazzling Reflection" a second time
    # finds the first one, now in her graveyard; the engine orders two alike "next time" shields either way
    # (engine/rules/prevention.py `_ordered`), and 615.8's scenario shows one shield used up by one instance.

  @ruling:2016-01-22
  Rule: The life is gained as Dazzling Reflection resolves, not as the damage is prevented
    You gain the life as soon as Dazzling Reflection resolves, not as the damage is prevented.

    @id:dazzling-reflection-gains-life-as-it-resolves
    Scenario: Alice gains 2 life as Dazzling Reflection resolves on Grizzly Bears, which never deals damage that turn
      Given Bob controls a Grizzly Bears
      And Alice has a Dazzling Reflection in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Dazzling Reflection targeting Grizzly Bears
      And all players pass priority
      Then Alice's life total is 22
