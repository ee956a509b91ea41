@card:bastion-mastodon
Feature: Bastion Mastodon
  {W}: This creature gains vigilance until end of turn.

  @ruling:2016-09-20 @rule:702.20b @rule:508.1f
  Rule: Once Bastion Mastodon is tapped and attacking, gaining vigilance doesn't untap it
    Once Bastion Mastodon is tapped and attacking, gaining vigilance won't cause it to become untapped.

    @id:bastion-mastodon-gains-vigilance-after-attacking-it-stays
    Scenario: Bastion Mastodon gains vigilance after attacking: it stays tapped, and attacking
      Given Alice controls a Bastion Mastodon and a Plains
      When Alice attacks Bob with Bastion Mastodon
      And Alice taps Plains for mana
      And Alice activates Bastion Mastodon
      And all players pass priority
      Then Bastion Mastodon has vigilance
      And Bastion Mastodon is tapped
      And Bastion Mastodon is attacking
      And Bastion Mastodon untapped no times

    @id:with-vigilance-gained-before-attackers-are-declared-it
    Scenario: With vigilance gained before attackers are declared, it attacks untapped
      Given Alice controls a Bastion Mastodon and a Plains
      When Alice taps Plains for mana
      And Alice activates Bastion Mastodon
      And all players pass priority
      And Alice attacks Bob with Bastion Mastodon
      Then Bastion Mastodon is untapped
      And Bastion Mastodon is attacking

    @id:vigilance-until-end-of-turn-is-gone-the-next-turn
    Scenario: Vigilance until end of turn is gone the next turn
      Given Alice controls a Bastion Mastodon and a Plains
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice taps Plains for mana
      And Alice activates Bastion Mastodon
      And all players pass priority
      And the game advances to Alice's precombat main phase
      Then Bastion Mastodon doesn't have vigilance
      When Alice attacks Bob with Bastion Mastodon
      Then Bastion Mastodon is tapped
