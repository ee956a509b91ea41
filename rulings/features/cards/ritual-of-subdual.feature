@card:ritual-of-subdual
Feature: Ritual of Subdual
  Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
  If a land is tapped for mana, it produces colorless mana instead of any other type.

  @ruling:2008-10-01
  Rule: Ritual of Subdual changes the type of the mana, not the amount
    This effect changes the type of mana produced, but not the amount. For example, if a land that’s tapped for mana would add {W}{W} to its controller’s mana pool, it adds {C}{C} to that player’s mana pool instead.

    @rule:106.12b @rule:616.1
    @id:a-plains-that-would-add-w-w-through-mana-reflection-adds-c-c
    Scenario: A Plains that would add {W}{W} through Mana Reflection adds {C}{C} instead
      Given Alice controls a Plains, a Mana Reflection and a Ritual of Subdual
      When Alice taps Plains for mana, applying Mana Reflection then Ritual of Subdual
      Then Alice's mana pool is {C}{C}

    @rule:106.12b @rule:616.1
    @id:in-the-other-order-the-plains-adds-c-c-as-well
    Scenario: In the other order the Plains adds {C}{C} as well
      Given Alice controls a Plains, a Mana Reflection and a Ritual of Subdual
      When Alice taps Plains for mana, applying Ritual of Subdual then Mana Reflection
      Then Alice's mana pool is {C}{C}

    @rule:106.12b
    @id:gaeas-cradles-two-green-mana-become-two-colorless-mana-not
    Scenario: Gaea's Cradle's two green mana become two colorless mana, not one
      Given Alice controls a Gaea's Cradle, two Walking Corpses and a Ritual of Subdual
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {C}{C}

    @rule:106.7
    @id:under-ritual-of-subdual-a-forest-could-produce-only
    Scenario: Under Ritual of Subdual a Forest could produce only colorless
      Given Alice controls a Forest, a Reflecting Pool and a Ritual of Subdual
      Then Forest could produce {C}
      And Reflecting Pool could produce {C}
