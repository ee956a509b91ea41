@card:bounty-of-might
Feature: Bounty of Might
  Target creature gets +3/+3 until end of turn.
  Target creature gets +3/+3 until end of turn.
  Target creature gets +3/+3 until end of turn.

  @ruling:2018-10-05 @rule:115.3 @rule:601.2c
  Rule: "Target creature" three times: one creature may be chosen for each
    You may choose the same creature as a target multiple times since Bounty of Might says “target creature” multiple times. You may give three different creatures +3/+3 each, one creature +6/+6 and another creature +3/+3, or a single creature +9/+9.

    @id:all-three-on-grizzly-bears-it-is-an-11-11-not-a-creature-can
    Scenario: All three on Grizzly Bears: it is an 11/11 (not: a creature can be chosen once)
      Given Alice controls a Grizzly Bears
      And Alice has a Bounty of Might in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}
      When Alice casts Bounty of Might targeting Grizzly Bears and Grizzly Bears and Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has power and toughness 11/11

    @id:two-on-grizzly-bears-and-one-on-savannah-lions-an-8-8-and-a
    Scenario: Two on Grizzly Bears and one on Savannah Lions: an 8/8 and a 5/4
      Given Alice controls a Grizzly Bears and a Savannah Lions
      And Alice has a Bounty of Might in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}
      When Alice casts Bounty of Might targeting Grizzly Bears and Grizzly Bears and Savannah Lions
      And all players pass priority
      Then Grizzly Bears has power and toughness 8/8
      And Savannah Lions is a 5/4 creature

    @id:three-different-creatures-each-gets-3-3
    Scenario: Three different creatures: each gets +3/+3
      Given Alice controls a Grizzly Bears, a Savannah Lions and a Walking Corpse
      And Alice has a Bounty of Might in her hand
      And Alice's mana pool holds {G}{G}{C}{C}{C}{C}
      When Alice casts Bounty of Might targeting Grizzly Bears and Savannah Lions and Walking Corpse
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      And Savannah Lions is a 5/4 creature
      And Walking Corpse is a 5/5 creature
