@card:might-of-the-masses
Feature: Might of the Masses
  Target creature gets +1/+1 until end of turn for each creature you control.

  @ruling:2020-08-07 @rule:608.2h
  Rule: A creature of yours that is the target counts itself
    If you target a creature you control with Might of the Masses, remember to count that creature when determining the amount of the bonus.

    @id:alices-grizzly-bears-targeted-counts-itself-and-walking
    Scenario: Alice's Grizzly Bears, targeted, counts itself and Walking Corpse: +2/+2 (not: +1/+1 for the other creatures only)
      Given Alice controls a Grizzly Bears and a Walking Corpse
      And Alice has a Might of the Masses in her hand
      And Alice's mana pool holds {G}
      When Alice casts Might of the Masses targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 4/4 creature
      And Walking Corpse is a 2/2 creature

    @id:bobs-creature-as-the-target-counts-alices-creatures-not-his
    Scenario: Bob's creature as the target counts Alice's creatures, not his own
      Given Alice controls a Walking Corpse
      And Bob controls a Grizzly Bears and a Savannah Lions
      And Alice has a Might of the Masses in her hand
      And Alice's mana pool holds {G}
      When Alice casts Might of the Masses targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 3/3 creature

  @ruling:2020-08-07 @rule:611.2d
  Rule: The bonus is counted as it resolves and doesn't change later in the turn
    The size of the bonus is determined as Might of the Masses resolves; it won't change if the number of creatures you control changes later in the turn.

    @id:a-creature-alice-casts-after-it-resolved-doesnt-grow-the
    Scenario: A creature Alice casts after it resolved doesn't grow the bonus (not: counted again as creatures enter)
      Given Alice controls a Grizzly Bears
      And Alice has a Might of the Masses and a Savannah Lions in her hand
      And Alice's mana pool holds {G}{W}
      When Alice casts Might of the Masses targeting Grizzly Bears
      And all players pass priority
      And Alice casts Savannah Lions
      And all players pass priority
      Then Savannah Lions is on the battlefield
      And Grizzly Bears is a 3/3 creature

    @id:a-creature-sacrificed-while-it-waits-on-the-stack-isnt
    Scenario: A creature sacrificed while it waits on the stack isn't counted: the number is taken as it resolves (not: as it is cast)
      Given Alice controls a Grizzly Bears, a Walking Corpse and a Chained Brute
      And Alice has a Might of the Masses in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Might of the Masses targeting Grizzly Bears
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Grizzly Bears is a 4/4 creature

    @id:a-creature-of-alices-leaving-after-it-resolved-doesnt-shrink
    Scenario: A creature of Alice's leaving after it resolved doesn't shrink the bonus
      Given Alice controls a Grizzly Bears, a Walking Corpse and a Chained Brute
      And Alice has a Might of the Masses in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Might of the Masses targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Grizzly Bears is a 5/5 creature
