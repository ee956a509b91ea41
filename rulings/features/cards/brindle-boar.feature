@card:brindle-boar
Feature: Brindle Boar
  Sacrifice this creature: You gain 4 life.

  @ruling:2010-08-15 @rule:506.4 @rule:704.3 @rule:117.5
  Rule: Sacrificed in the declare blockers step it deals no combat damage; lethal damage kills it before it can be sacrificed
    If you sacrifice an attacking or blocking Brindle Boar during the declare blockers step, it won’t deal combat damage. If you wait until the combat damage step, but Brindle Boar is dealt lethal damage, it’ll be destroyed before you get a chance to sacrifice it.

    @id:sacrificed-after-walking-corpse-blocks-it-alice-gains-4-life
    Scenario: Sacrificed after Walking Corpse blocks it: Alice gains 4 life, and neither creature deals combat damage
      Given Alice controls a Brindle Boar
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Brindle Boar
      And Bob blocks Brindle Boar with Walking Corpse
      And Alice activates Brindle Boar
      And all players pass priority
      Then Brindle Boar is in her graveyard
      And Alice's life total is 24
      When the game advances to Alice's end of combat step
      Then Brindle Boar dealt no combat damage
      And Walking Corpse dealt no combat damage
      And Walking Corpse has no damage marked on it
      And Bob's life total is 20

    @id:kept-until-the-combat-damage-step-the-boar-dealt-lethal
    Scenario: Kept until the combat damage step, the Boar dealt lethal damage is already in the graveyard: no life to gain (not: its controller may sacrifice it in answer to the damage)
      Given Alice controls a Brindle Boar
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Brindle Boar
      And Bob blocks Brindle Boar with Walking Corpse
      And the game advances to Alice's combat damage step
      Then Brindle Boar is in her graveyard
      And Walking Corpse is in his graveyard
      When Alice tries to activate Brindle Boar
      Then that is illegal
      And Alice's life total is 20

    @id:sacrificed-while-unblocked-after-blockers-bob-takes-no
    Scenario: Sacrificed while unblocked, after blockers: Bob takes no damage from it
      Given Alice controls a Brindle Boar
      When Alice attacks Bob with Brindle Boar
      And Bob declares no blockers
      And Alice activates Brindle Boar
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Alice's life total is 24
