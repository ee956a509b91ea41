@card:leonin-armorguard
Feature: Leonin Armorguard
  When this creature enters, creatures you control get +1/+1 until end of turn.

  @ruling:2009-05-01 @rule:611.2c @rule:603.6a
  Rule: Its enters trigger pumps the Armorguard too
    Leonin Armorguard gets this bonus too.

    @id:leonin-armorguards-trigger-makes-it-a-4-4-and-grizzly-bears
    Scenario: Leonin Armorguard's trigger makes it a 4/4 and Grizzly Bears a 3/3 (not: "creatures you control" leaves out its source)
      Given Alice controls a Grizzly Bears
      And Alice has a Leonin Armorguard in her hand
      And Alice's mana pool holds {G}{W}{C}{C}
      When Alice casts Leonin Armorguard
      And all players pass priority
      And all players pass priority
      Then Leonin Armorguard is a 4/4 creature
      And Grizzly Bears is a 3/3 creature
