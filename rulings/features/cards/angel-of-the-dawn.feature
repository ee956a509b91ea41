@card:angel-of-the-dawn
Feature: Angel of the Dawn
  Flying
  When this creature enters, creatures you control get +1/+1 and gain vigilance until end of turn.

  @ruling:2020-11-10 @rule:611.2c @rule:608.2h
  Rule: Creatures you control as the ability resolves get +1/+1 and vigilance; later ones don't
    Angel of the Dawn's triggered ability affects only creatures you control at the time it resolves. Creatures you begin to control later in the turn won't get +1/+1 or gain vigilance.

    @id:savannah-lions-cast-after-the-ability-resolved-is-a-plain-2
    Scenario: Savannah Lions cast after the ability resolved is a plain 2/1 without vigilance, while Grizzly Bears attacks untapped (not: "creatures you control" this turn, like a static ability)
      Given Alice controls a Grizzly Bears
      And Alice has an Angel of the Dawn and a Savannah Lions in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}{W}
      When Alice casts Angel of the Dawn
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature
      And Angel of the Dawn is a 4/4 creature
      And Angel of the Dawn has vigilance
      When Alice casts Savannah Lions
      And all players pass priority
      Then Savannah Lions is a 2/1 creature
      And Savannah Lions doesn't have vigilance
      When Alice attacks Bob with Grizzly Bears
      Then Grizzly Bears is untapped
      And Grizzly Bears is attacking

    @id:boon-satyr-flashed-in-while-the-ability-waits-on-the-stack
    Scenario: Boon Satyr flashed in while the ability waits on the stack is there as it resolves, and gets the bonus
      Given Alice has an Angel of the Dawn and a Boon Satyr in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}{G}{G}{C}
      When Alice casts Angel of the Dawn
      And all players pass priority
      Then the top of the stack is an ability of Angel of the Dawn
      When Alice casts Boon Satyr
      And all players pass priority
      And all players pass priority
      Then Boon Satyr is a 5/3 creature
      And Boon Satyr has vigilance

    @id:bobs-creatures-are-not-creatures-alice-controls-his-grizzly
    Scenario: Bob's creatures are not creatures Alice controls: his Grizzly Bears stays a 2/2
      Given Alice has an Angel of the Dawn in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      And Bob controls a Grizzly Bears
      When Alice casts Angel of the Dawn
      And all players pass priority
      And all players pass priority
      Then Bob's Grizzly Bears is a 2/2 creature
      And Bob's Grizzly Bears doesn't have vigilance
