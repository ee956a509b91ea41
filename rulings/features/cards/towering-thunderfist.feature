@card:towering-thunderfist
Feature: Towering Thunderfist
  {W}: This creature gains vigilance until end of turn.

  @ruling:2013-01-24 @rule:508.1f @rule:702.20b
  Rule: Vigilance must be there as attackers are declared; gained after, it untaps nothing
    You must activate Towering Thunderfist's ability before you declare attackers (at the latest, during the beginning of combat step) in order to have it attack without becoming tapped.

    @id:activated-in-the-beginning-of-combat-step-towering
    Scenario: Activated in the beginning of combat step, Towering Thunderfist attacks without tapping
      Given Alice controls a Towering Thunderfist and a Plains
      When the game advances to Alice's beginning of combat step
      And Alice taps Plains for mana
      And Alice activates Towering Thunderfist
      And all players pass priority
      Then Towering Thunderfist has vigilance
      When Alice attacks Bob with Towering Thunderfist
      Then Towering Thunderfist is untapped
      And Towering Thunderfist is attacking

    @id:activated-after-it-attacked-it-has-vigilance-but-stays
    Scenario: Activated after it attacked, it has vigilance but stays tapped (not: vigilance gained later untaps it)
      Given Alice controls a Towering Thunderfist and a Plains
      When Alice attacks Bob with Towering Thunderfist
      And Alice taps Plains for mana
      And Alice activates Towering Thunderfist
      And all players pass priority
      Then Towering Thunderfist has vigilance
      And Towering Thunderfist is tapped
      And Towering Thunderfist is attacking
