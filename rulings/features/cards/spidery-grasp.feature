@card:spidery-grasp
Feature: Spidery Grasp
  Untap target creature. It gets +2/+4 and gains reach until end of turn. (It can block creatures with flying.)

  @ruling:2011-09-22 @rule:608.2b @rule:701.26b
  Rule: An untapped creature is a legal target: it still gets +2/+4 and reach
    Spidery Grasp can target a creature that’s already untapped. It will still get +2/+4 and gain reach.

    @id:spidery-grasp-on-an-untapped-grizzly-bears-nothing-to-untap
    Scenario: Spidery Grasp on an untapped Grizzly Bears: nothing to untap, but it becomes a 4/6 with reach (not: an untapped target makes the spell do nothing)
      Given Alice controls a Grizzly Bears
      And Alice has a Spidery Grasp in her hand
      And Alice's mana pool holds {G}{C}{C}
      When Alice casts Spidery Grasp targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is untapped
      And Grizzly Bears is a 4/6 creature
      And Grizzly Bears has reach
