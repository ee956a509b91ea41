@card:bright-reprisal
Feature: Bright Reprisal
  Destroy target attacking creature.
  Draw a card.

  @ruling:2017-09-29 @rule:608.2b @rule:702.12b
  Rule: Its target illegal, no card; legal but indestructible, a card
    If the target creature is an illegal target by the time Bright Reprisal resolves, the entire spell doesn’t resolve. You won’t draw a card. If, on the other hand, the target is a legal target but isn’t destroyed (most likely because it has indestructible), you’ll draw a card.

    @id:bobs-attacking-grizzly-bears-dead-to-alices-shock-first
    Scenario: Bob's attacking Grizzly Bears dead to Alice's Shock first: Bright Reprisal doesn't resolve and Alice draws no card (not: the draw doesn't depend on the target)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Plains, four Forests and a Mountain
      And Alice has a Bright Reprisal and a Shock in her hand
      And Alice has an Island in her library
      When Bob attacks Alice with Grizzly Bears
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Bright Reprisal targeting Grizzly Bears
      And Alice taps Mountain for mana
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Bright Reprisal is in her graveyard
      And Alice drew no cards

    @id:bobs-attacking-darksteel-myr-indestructible-isnt-destroyed
    Scenario: Bob's attacking Darksteel Myr, indestructible, isn't destroyed, and Alice still draws a card (not: no destruction, no draw)
      Given it is Bob's precombat main phase
      And Bob controls a Darksteel Myr
      And Alice controls a Plains and four Forests
      And Alice has a Bright Reprisal in her hand
      And Alice has an Island in her library
      When Bob attacks Alice with Darksteel Myr
      And Bob passes priority
      And Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Bright Reprisal targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Darksteel Myr is attacking
      And Alice drew one card
