@card:fervent-cathar
Feature: Fervent Cathar
  Haste
  When this creature enters, target creature can't block this turn.

  @ruling:2016-06-08 @rule:509.1b @rule:514.2
  Rule: The targeted creature can’t block any creatures this turn
    The targeted creature can’t block any creatures this turn. The effect doesn’t merely restrict whether it can block Fervent Cathar.

    @id:grizzly-bears-cant-block-savannah-lions-not-only-fervent
    Scenario: Grizzly Bears can't block Savannah Lions, not only Fervent Cathar (not: a restriction on blocking the Cathar)
      Given Alice controls a Savannah Lions
      And Alice has a Fervent Cathar in her hand
      And Alice's mana pool holds {R}{R}{R}
      And Bob controls a Grizzly Bears and a Walking Corpse
      When Alice will choose Bob's Grizzly Bears when she must
      And Alice casts Fervent Cathar
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      When Alice attacks Bob with Savannah Lions and Fervent Cathar
      And Bob tries to block Savannah Lions with Grizzly Bears
      Then that is illegal
      When Bob tries to block Fervent Cathar with Grizzly Bears
      Then that is illegal
      When Bob blocks Savannah Lions with Walking Corpse
      Then Savannah Lions is blocked

    @id:this-turn-in-alices-next-turn-grizzly-bears-blocks-again
    Scenario: "This turn": in Alice's next turn, Grizzly Bears blocks again
      Given Alice controls a Savannah Lions
      And Alice has a Fervent Cathar in her hand
      And Alice's mana pool holds {R}{R}{R}
      And Bob controls a Grizzly Bears
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice will choose Bob's Grizzly Bears when she must
      And Alice casts Fervent Cathar
      And all players pass priority
      And all players pass priority
      And the game advances to Alice's precombat main phase
      And Alice attacks Bob with Savannah Lions
      And Bob blocks Savannah Lions with Grizzly Bears
      Then Savannah Lions is blocked
