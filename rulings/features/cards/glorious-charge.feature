@card:glorious-charge
Feature: Glorious Charge
  Creatures you control get +1/+1 until end of turn.

  @ruling:2009-10-01 @rule:611.2c
  Rule: Only the creatures Alice controls as it resolves get +1/+1
    Glorious Charge affects only creatures you control at the time it resolves. It won’t affect creatures that come under your control later in the turn. It won’t affect permanents that become creatures later in the turn.

    @id:savannah-lions-cast-after-glorious-charge-resolved-stays-2-1
    Scenario: Savannah Lions cast after Glorious Charge resolved stays 2/1, Grizzly Bears is 3/3 (not: "creatures you control" read again as the turn goes on)
      Given Alice controls a Grizzly Bears
      And Alice has a Glorious Charge and a Savannah Lions in her hand
      And Alice's mana pool holds {W}{W}{C}
      When Alice casts Glorious Charge
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      When Alice casts Savannah Lions
      And all players pass priority
      Then Savannah Lions is a 2/1 creature
      And Grizzly Bears is a 3/3 creature

    # Its last sentence, a permanent that becomes a creature later in the turn, isn't shown: no card the
    # reference engine plays turns a noncreature permanent into a creature (Chimeric Mass's ability is unmodelled).
