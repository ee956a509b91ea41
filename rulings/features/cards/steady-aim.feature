@card:steady-aim
Feature: Steady Aim
  Untap target creature. It gets +1/+4 and gains reach until end of turn.

  @ruling:2019-05-03 @rule:608.2c
  Rule: An untapped creature is a legal target, and still gets +1/+4 and reach
    Steady Aim can target a creature that’s already untapped. It will still get +1/+4 and gain reach.

    @id:on-an-untapped-grizzly-bears-it-gets-1-4-and-reach-not
    Scenario: On an untapped Grizzly Bears, it gets +1/+4 and reach (not: "untap target creature" needs a tapped one)
      Given Alice controls a Grizzly Bears
      And Alice has a Steady Aim in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Steady Aim targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 3/6 creature
      And Grizzly Bears has reach
      And Grizzly Bears is untapped

    @id:on-a-tapped-grizzly-bears-it-untaps-and-it-the-same
    Scenario: On a tapped Grizzly Bears, it untaps and "it", the same creature, gets +1/+4 (not: "it" is another creature)
      Given Alice controls a tapped Grizzly Bears and a Walking Corpse
      And Alice has a Steady Aim in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Steady Aim targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears untapped once
      And Grizzly Bears is a 3/6 creature
      And Walking Corpse is a 2/2 creature
