@card:moment-of-heroism
Feature: Moment of Heroism
  Target creature gets +2/+2 and gains lifelink until end of turn. (Damage dealt by the creature also causes its controller to gain that much life.)

  @ruling:2019-07-12 @rule:702.15f @rule:702.15b
  Rule: Lifelink twice is lifelink once: the life gained is the damage dealt, once
    Multiple instances of lifelink on the same creature are redundant.

    @id:on-daybreak-chaplain-which-has-lifelink-already-3-combat
    Scenario: On Daybreak Chaplain, which has lifelink already, 3 combat damage gains Alice 3 life (not: 6, once per instance)
      Given Alice controls a Daybreak Chaplain and a Plains and a Forest
      And Alice has a Moment of Heroism in her hand
      When Alice attacks Bob with Daybreak Chaplain
      And Bob declares no blockers
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Moment of Heroism targeting Daybreak Chaplain
      And all players pass priority
      Then Daybreak Chaplain is a 3/5 creature
      And Daybreak Chaplain has lifelink
      When the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice's life total is 23

    @id:on-grizzly-bears-which-had-no-lifelink-4-combat-damage-to-a
    Scenario: On Grizzly Bears, which had no lifelink: 4 combat damage to a blocking Giant Spider gains Alice 4 life
      Given Alice controls a Grizzly Bears and a Plains and a Forest
      And Alice has a Moment of Heroism in her hand
      And Bob controls a Giant Spider
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Giant Spider
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice casts Moment of Heroism targeting Grizzly Bears
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Giant Spider is in his graveyard
      And Alice's life total is 24
      And Bob's life total is 20
