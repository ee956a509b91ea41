@card:bristling-boar
Feature: Bristling Boar
  This creature can't be blocked by more than one creature.

  @ruling:2020-04-17 @rule:702.111b @rule:509.1b
  Rule: If Bristling Boar gains menace, it can’t be blocked at all
    If Bristling Boar gains menace, it can’t be blocked at all.

    @id:without-menace-one-creature-blocks-it
    Scenario: Without menace, one creature blocks it
      Given Alice controls a Bristling Boar
      And Bob controls a Walking Corpse
      When Alice attacks Bob with Bristling Boar
      And Bob blocks Bristling Boar with Walking Corpse
      Then Bristling Boar is blocked

    @id:without-menace-two-creatures-cant
    Scenario: Without menace, two creatures can't
      Given Alice controls a Bristling Boar
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Bristling Boar
      And Bob tries to block Bristling Boar with Walking Corpse and Savannah Lions
      Then that is illegal

    @id:with-goblin-war-drumss-menace-neither-one-creature-nor-two
    Scenario: With Goblin War Drums's menace, neither one creature nor two can block it
      Given Alice controls a Bristling Boar and a Goblin War Drums
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Bristling Boar
      And Bob tries to block Bristling Boar with Walking Corpse
      Then that is illegal
      When Bob tries to block Bristling Boar with Walking Corpse and Savannah Lions
      Then that is illegal
