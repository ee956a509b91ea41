@card:dawnfeather-eagle
Feature: Dawnfeather Eagle
  Flying
  When this creature enters, creatures you control get +1/+1 and gain vigilance until end of turn.

  @ruling:2017-02-09 @rule:611.2c @rule:603.6a
  Rule: Its enters trigger gives the bonus to the Eagle too
    Dawnfeather Eagle’s triggered ability affects itself.

    @id:dawnfeather-eagles-own-trigger-makes-it-a-4-4-with-vigilance
    Scenario: Dawnfeather Eagle's own trigger makes it a 4/4 with vigilance, like Grizzly Bears (not: "creatures you control" means the others)
      Given Alice controls a Grizzly Bears
      And Alice has a Dawnfeather Eagle in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}
      When Alice casts Dawnfeather Eagle
      And all players pass priority
      And all players pass priority
      Then Dawnfeather Eagle is a 4/4 creature
      And Dawnfeather Eagle has vigilance
      And Grizzly Bears is a 3/3 creature
      And Grizzly Bears has vigilance

  @ruling:2017-02-09 @rule:611.2c
  Rule: The creatures it affects are fixed as it resolves
    The set of creatures affected by Dawnfeather Eagle’s triggered ability is determined as the ability resolves. Creatures you begin to control later in the turn and permanents you control that become creatures later in the turn won’t get +1/+1 or gain vigilance.

    @id:savannah-lions-cast-after-the-trigger-resolved-is-a-2-1
    Scenario: Savannah Lions cast after the trigger resolved is a 2/1 without vigilance (not: the bonus applies to creatures that come later)
      Given Alice has a Dawnfeather Eagle and a Savannah Lions in her hand
      And Alice's mana pool holds {W}{C}{C}{C}{C}{W}
      When Alice casts Dawnfeather Eagle
      And all players pass priority
      And all players pass priority
      And Alice casts Savannah Lions
      And all players pass priority
      Then Savannah Lions is a 2/1 creature
      And Savannah Lions doesn't have vigilance
      And Dawnfeather Eagle is a 4/4 creature
