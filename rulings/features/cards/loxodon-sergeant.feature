@card:loxodon-sergeant
Feature: Loxodon Sergeant
  Vigilance
  When this creature enters, other creatures you control gain vigilance until end of turn.

  @ruling:2019-05-03 @rule:702.20b @rule:508.1f
  Rule: Gaining vigilance after the creature was chosen to attack doesn't untap it
    Gaining vigilance any time after the moment you choose to attack with a creature won’t cause it to become untapped.

    @id:loxodon-sergeant-cast-with-prophet-of-kruphixs-flash-after
    Scenario: Loxodon Sergeant, cast with Prophet of Kruphix's flash after Grizzly Bears attacked, leaves the Bears tapped
      Given Alice controls a Prophet of Kruphix, a Grizzly Bears and four Plains
      And Alice has a Loxodon Sergeant in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice taps Plains for mana
      And Alice casts Loxodon Sergeant
      And all players pass priority
      Then the top of the stack is an ability of Loxodon Sergeant
      When all players pass priority
      Then Grizzly Bears has vigilance
      And Grizzly Bears is tapped
      And Grizzly Bears is attacking

  @ruling:2019-05-03 @rule:611.2c @rule:702.20b
  Rule: Loxodon Sergeant’s ability affects only the creatures Alice controls as it resolves
    Loxodon Sergeant’s triggered ability affects only creatures you control at the time it resolves. Creatures you begin to control later in the turn won’t gain vigilance.

    @id:grizzly-bears-there-as-it-resolved-attacks-untapped-raging
    Scenario: Grizzly Bears, there as it resolved, attacks untapped; Raging Goblin, cast later, taps (not: creatures entering later gain it)
      Given Alice controls a Grizzly Bears and a Mountain
      And Alice has a Loxodon Sergeant and a Raging Goblin in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Loxodon Sergeant
      And all players pass priority
      And all players pass priority
      And Alice taps Mountain for mana
      And Alice casts Raging Goblin
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears and Raging Goblin
      Then Grizzly Bears is untapped
      And Raging Goblin is tapped
      And Raging Goblin doesn't have vigilance

    @id:other-creatures-loxodon-sergeant-has-its-own-vigilance-once
    Scenario: "Other creatures you control": Bob's Grizzly Bears gains no vigilance
      Given Alice has a Loxodon Sergeant in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      And Bob controls a Grizzly Bears
      When Alice casts Loxodon Sergeant
      And all players pass priority
      And all players pass priority
      Then Loxodon Sergeant has vigilance
      And Bob's Grizzly Bears doesn't have vigilance
