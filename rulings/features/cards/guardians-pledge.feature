@card:guardians-pledge
Feature: Guardians' Pledge
  White creatures you control get +2/+2 until end of turn.

  @ruling:2011-09-22 @rule:611.2c @rule:608.2j
  Rule: Only the white creatures Alice controls as it resolves get +2/+2
    Guardians' Pledge only gives a bonus to white creatures you control when it resolves. Creatures that enter later in the turn and nonwhite creatures that become white later in the turn will not get the bonus.

    @id:white-creatures-get-the-bonus-a-white-and-green-one-too-a
    Scenario: White creatures get the bonus, a white-and-green one too; a nonwhite one and Bob's don't
      Given Alice controls a Savannah Lions, a Grizzly Bears and a Watchwolf
      And Bob controls a Savannah Lions
      And Alice has a Guardians' Pledge in her hand
      And Alice's mana pool holds {W}{W}{C}
      When Alice casts Guardians' Pledge
      And all players pass priority
      Then Alice's Savannah Lions is a 4/3 creature
      And Watchwolf is a 5/5 creature
      And Grizzly Bears is a 2/2 creature
      And Bob's Savannah Lions is a 2/1 creature

    @id:a-white-creature-entering-later-gets-no-bonus-not-white
    Scenario: A white creature entering later gets no bonus (not: "white creatures you control" read continuously)
      Given Alice controls a Savannah Lions
      And Alice has a Guardians' Pledge and a Youthful Knight in her hand
      And Alice's mana pool holds {W}{W}{C}{W}{C}
      When Alice casts Guardians' Pledge
      And all players pass priority
      And Alice casts Youthful Knight
      And all players pass priority
      Then Youthful Knight is a 2/1 creature
      And Savannah Lions is a 4/3 creature

  @ruling:2011-09-22 @rule:611.2c
  Rule: If a white creature that gets the bonus stops being white later in the turn, it will…
    If a white creature that gets the bonus stops being white later in the turn, it will continue to get +2/+2 until end of turn.

    @id:watchwolf-made-red-by-incite-after-the-pledge-resolved-keeps
    Scenario: Watchwolf made red by Incite after the Pledge resolved keeps +2/+2 (not: the bonus follows "white")
      Given Alice controls a Watchwolf
      And Alice has a Guardians' Pledge and an Incite in her hand
      And Alice's mana pool holds {W}{W}{C}{R}
      When Alice casts Guardians' Pledge
      And all players pass priority
      And Alice casts Incite targeting Watchwolf
      And all players pass priority
      Then Watchwolf's color is red
      And Watchwolf is a 5/5 creature
