@card:sleep
Feature: Sleep
  Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.

  @ruling:2018-07-13 @rule:611.2c @rule:502.3
  Rule: It keeps tapped every creature the player controls as Sleep resolves, even those already tapped
    The second part of Sleep’s ability affects all creatures the targeted player controls as Sleep resolves, not only the ones that Sleep actually caused to become tapped.

    @id:a-creature-already-tapped-doesnt-untap-either-not-only-the
    Scenario: A creature already tapped doesn't untap either (not: only the ones Sleep tapped)
      Given Bob controls a tapped Grizzly Bears and a Walking Corpse
      And Alice has a Sleep in her hand
      And Alice's mana pool holds {U}{U}{C}{C}
      When Alice casts Sleep targeting Bob
      And all players pass priority
      Then Walking Corpse is tapped
      When the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      And Walking Corpse is tapped

    @id:a-creature-that-entered-after-sleep-resolved-untaps-as-usual
    Scenario: A creature that entered after Sleep resolved untaps as usual (not: a rule for all of Bob's creatures)
      Given Alice has a Sleep and a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{U}{C}{C}{W}{C}{C}
      And Bob has a Boon Satyr in his hand
      And Bob's mana pool holds {G}{G}{C}
      When Alice casts Sleep targeting Bob
      And all players pass priority
      And Alice passes priority
      And Bob casts Boon Satyr
      And all players pass priority
      And Alice casts Repel the Darkness targeting Boon Satyr
      And all players pass priority
      Then Boon Satyr is tapped
      When the game advances to Bob's upkeep
      Then Boon Satyr is untapped

    @rule:601.2c
    @id:its-target-is-a-player-a-creature-cant-be-chosen-not-any
    Scenario: Its target is a player: a creature can't be chosen (not: any target will do)
      Given Bob controls a Walking Corpse
      And Alice has a Sleep in her hand
      And Alice's mana pool holds {U}{U}{C}{C}
      Then Alice may not cast Sleep targeting Walking Corpse
      But Alice may cast Sleep targeting Bob
