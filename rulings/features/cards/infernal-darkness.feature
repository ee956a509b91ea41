@card:infernal-darkness
Feature: Infernal Darkness
  Cumulative upkeep—Pay {B} and 1 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
  If a land is tapped for mana, it produces {B} instead of any other type.

  @ruling:2008-10-01
  Rule: Infernal Darkness changes the type of the mana, not the amount
    This effect changes the type of mana produced, but not the amount. For example, if a land that’s tapped for mana would add {W}{W} to its controller’s mana pool, it adds {B}{B} to that player’s mana pool instead.

    @rule:106.12b @rule:616.1
    @id:a-plains-that-would-add-w-w-through-mana-reflection-adds-b-b
    Scenario: A Plains that would add {W}{W} through Mana Reflection adds {B}{B} instead
      Given Alice controls a Plains, a Mana Reflection and an Infernal Darkness
      When Alice taps Plains for mana, applying Mana Reflection then Infernal Darkness
      Then Alice's mana pool is {B}{B}

    @rule:106.12b
    @id:gaeas-cradles-three-green-mana-become-three-black-mana-not
    Scenario: Gaea's Cradle's three green mana become three black mana, not one
      Given Alice controls a Gaea's Cradle, three Walking Corpses and an Infernal Darkness
      When Alice taps Gaea's Cradle for mana
      Then Alice's mana pool is {B}{B}{B}

    @rule:106.12b @rule:616.1
    @id:contamination-applied-after-infernal-darkness-does-set-the
    Scenario: Contamination applied after Infernal Darkness does set the amount to one
      Given Alice controls a Gaea's Cradle, two Walking Corpses, an Infernal Darkness and a Contamination
      When Alice taps Gaea's Cradle for mana, applying Infernal Darkness then Contamination
      Then Alice's mana pool is {B}

    @rule:106.12b
    @id:an-opponents-wastes-is-affected-too
    Scenario: An opponent's Wastes is affected too
      Given Alice controls an Infernal Darkness
      And Bob controls a Wastes
      And Bob has priority
      When Bob taps Wastes for mana
      Then Bob's mana pool is {B}
