@card:senate-courier
Feature: Senate Courier
  Flying
  {1}{W}: This creature gains vigilance until end of turn.

  @ruling:2019-01-25 @rule:508.1f @rule:702.20b
  Rule: Vigilance gained after attackers are declared untaps nothing
    Gaining vigilance any time after the moment you choose to attack with a creature won't cause it to become untapped.

    @id:attacking-tapped-senate-courier-gains-vigilance-it-stays
    Scenario: Attacking, tapped, Senate Courier gains vigilance: it stays tapped (not: vigilance untaps an attacker)
      Given Alice controls a Senate Courier, a Plains and an Island
      When Alice attacks Bob with Senate Courier
      Then Senate Courier is tapped
      When Alice taps Plains for mana
      And Alice taps Island for mana
      And Alice activates Senate Courier
      And all players pass priority
      Then Senate Courier has vigilance
      And Senate Courier is tapped
      And Senate Courier is attacking
