@card:fervor
Feature: Fervor
  Creatures you control have haste. (They can attack and {T} as soon as they come under your control.)

  @ruling:2012-07-01 @rule:506.4 @rule:702.10b @rule:302.6
  Rule: A creature that loses haste after it attacks stays in combat
    If an attacking creature loses haste, perhaps because Fervor leaves the battlefield after attackers have been declared, it won't be removed from combat.

    @id:bob-destroys-fervor-after-grizzly-bears-new-this-turn
    Scenario: Bob destroys Fervor after Grizzly Bears, new this turn, attacks: it stays attacking and deals its damage (not: removed from combat, as it could no longer attack)
      Given Alice controls a Grizzly Bears and a Fervor
      And Grizzly Bears entered the battlefield this turn
      And Bob controls a Plains and a Forest
      And Bob has a Disenchant in his hand
      When Alice attacks Bob with Grizzly Bears
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Forest for mana
      And Bob casts Disenchant targeting Fervor
      And all players pass priority
      Then Fervor is in her graveyard
      And Grizzly Bears doesn't have haste
      And Grizzly Bears is attacking
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Grizzly Bears dealt 2 combat damage to Bob
      And Bob's life total is 18

    @id:with-fervor-grizzly-bears-new-this-turn-has-haste-and
    Scenario: With Fervor, Grizzly Bears new this turn has haste and attacks
      Given Alice controls a Grizzly Bears and a Fervor
      And Grizzly Bears entered the battlefield this turn
      Then Grizzly Bears has haste
      And Grizzly Bears can attack
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is attacking

    @id:without-fervor-grizzly-bears-new-this-turn-cant-attack
    Scenario: Without Fervor, Grizzly Bears new this turn can't attack
      Given Alice controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      Then Grizzly Bears can't attack
