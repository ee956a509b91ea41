@card:take-into-custody
Feature: Take into Custody
  Tap target creature. It doesn't untap during its controller's next untap step.

  @ruling:2017-02-09
  Rule: An already tapped target is legal, and it still doesn't untap in its controller's next untap step
    Take into Custody can target a creature that’s already tapped. That creature won’t untap during its controller’s next untap step.

    @rule:701.26a @rule:611.2c
    @id:take-into-custody-on-a-tapped-grizzly-bears-it-stays-tapped
    Scenario: Take into Custody on an already tapped Grizzly Bears: it stays tapped through Bob's next untap step, and untaps in the one after (not: a tapped creature is an illegal target, or the effect needs the tapping)
      Given Bob controls a tapped Grizzly Bears
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Take into Custody targeting Grizzly Bears
      And all players pass priority
      Then Take into Custody is in her graveyard
      And Grizzly Bears is tapped
      And Grizzly Bears became tapped no times
      When the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      When the game advances to Bob's upkeep
      Then Grizzly Bears is untapped
