@card:overrun
Feature: Overrun
  Creatures you control get +3/+3 and gain trample until end of turn. (Each of those creatures can deal excess combat damage to the player or planeswalker it's attacking.)

  @ruling:2009-10-01 @rule:611.2c @rule:702.19b
  Rule: Only the creatures Alice controls as it resolves get +3/+3 and trample
    Overrun affects only creatures you control at the time it resolves. It won't affect creatures that come under your control later in the turn.

    @id:savannah-lions-cast-after-overrun-resolved-gets-neither-the
    Scenario: Savannah Lions cast after Overrun resolved gets neither the bonus nor trample; Grizzly Bears gets both (not: a static "creatures you control" effect)
      Given Alice controls a Grizzly Bears
      And Alice has an Overrun and a Savannah Lions in her hand
      And Alice's mana pool holds {G}{G}{G}{C}{C}{W}
      When Alice casts Overrun
      And all players pass priority
      And Alice casts Savannah Lions
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      And Grizzly Bears has trample
      And Savannah Lions is a 2/1 creature
      And Savannah Lions doesn't have trample
