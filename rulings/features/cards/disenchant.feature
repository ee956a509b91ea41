@card:disenchant
Feature: Disenchant
  Destroy target artifact or enchantment.

  @ruling:2004-10-04
  Rule: Not modal: a target that changed between artifact and enchantment is still destroyed
    This is not modal. If the target changes from an artifact to an enchantment or vice versa, this still destroys it.

    # Not shown: no effect the reference engine models changes an artifact into an enchantment or back
    # (CR 205.1, 613.1d), so a target can't change between the two while Disenchant is on the stack.
    # What a board shows is that its one target may be either: an artifact (here an artifact creature) or an
    # enchantment, with no mode chosen.
    @id:disenchant-destroys-platinum-angel-an-artifact-its
    Scenario: Disenchant destroys Platinum Angel, an artifact: its controller at 0 life then loses the game
      Given Alice's life total is 0
      And Alice controls a Platinum Angel
      And Bob has a Disenchant in his hand
      And Bob's mana pool holds {C}{W}
      When Alice passes priority
      And Bob casts Disenchant targeting Alice's Platinum Angel
      And all players pass priority
      Then Platinum Angel is in her graveyard
      And Alice has lost the game

    @id:disenchant-destroys-illness-in-the-ranks-an-enchantment
    Scenario: Disenchant destroys Illness in the Ranks, an enchantment
      Given Alice controls an Illness in the Ranks
      And Bob has a Disenchant in his hand
      And Bob's mana pool holds {C}{W}
      When Alice passes priority
      And Bob casts Disenchant targeting Alice's Illness in the Ranks
      And all players pass priority
      Then Illness in the Ranks is in her graveyard

    @id:disenchant-cant-target-a-creature-that-is-neither-an
    Scenario: Disenchant can't target a creature that is neither an artifact nor an enchantment
      Given Alice controls a Grizzly Bears
      And Bob has a Disenchant in his hand
      And Bob's mana pool holds {C}{W}
      When Alice passes priority
      And Bob tries to cast Disenchant targeting Alice's Grizzly Bears
      Then that is illegal
