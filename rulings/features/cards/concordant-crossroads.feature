@card:concordant-crossroads
Feature: Concordant Crossroads
  All creatures have haste.

  @ruling:2008-10-01 @rule:704.5k
  Rule: A new world permanent puts the older ones into their owners' graveyards; two entering at once both go
    This has the supertype world. When a world permanent enters, any world permanents that were already on the battlefield are put into their owners' graveyards. This is a state-based action called the "world rule." The new world permanent stays on the battlefield. If two world permanents enter at the same time, they're both put into their owners' graveyards.

    @id:alice-casts-a-second-concordant-crossroads-her-first-one
    Scenario: Alice casts a second Concordant Crossroads: her first one goes to her graveyard, the new one stays
      Given Alice controls a Concordant Crossroads
      And Alice has a Concordant Crossroads in her hand
      And Alice's mana pool holds {G}
      When the Concordant Crossroads in Alice's hand is cast and resolves
      Then the new Concordant Crossroads remains on the battlefield
      And the old Concordant Crossroads was put into its owner's graveyard

    # Two world permanents entering at the same time: nothing the reference engine models puts two
    # enchantments onto the battlefield at once; two on the board a game begins with have no order in time,
    # which 704.5k's scenarios show.

  @ruling:2009-10-01 @rule:302.6 @rule:702.10
  Rule: All creatures have haste, not just its controller's
    This ability affects all creatures, not just the ones you control.

    @id:bobs-creature-that-came-under-his-control-this-turn-can
    Scenario: Bob's creature that came under his control this turn can attack with Alice's Concordant Crossroads
      Given Alice controls a Concordant Crossroads
      And it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      Then Grizzly Bears can attack

    @id:without-concordant-crossroads-the-same-creature-cant-attack
    Scenario: Without Concordant Crossroads, the same creature can't attack
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Grizzly Bears entered the battlefield this turn
      Then Grizzly Bears can't attack
