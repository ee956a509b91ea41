@card:angelic-overseer
Feature: Angelic Overseer
  Flying
  As long as you control a Human, this creature has hexproof and indestructible.

  @ruling:2011-09-22
  @rule:611.3a
  @rule:702.12b
  Rule: Destroyed at the same time as the Humans, it isn't destroyed
    If you control a Human, and an effect tries to destroy each Human you control and Angelic Overseer simultaneously, Angelic Overseer won’t be destroyed.

    @id:angelic-overseer-survives-destroy-all-with-a-human
    Scenario: Alice's Bontu's Last Reckoning destroys every creature: her Human, Gearsmith Prodigy, is destroyed, and Angelic Overseer, indestructible as the effect destroys them, stays (not: the Human's loss is seen first)
      Given Alice controls an Angelic Overseer and a Gearsmith Prodigy
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {B}{B}{C}
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Gearsmith Prodigy is in its owner's graveyard
      And Angelic Overseer is on the battlefield
      And Angelic Overseer doesn't have hexproof

    @id:angelic-overseer-without-a-human-is-destroyed
    Scenario: Without a Human, Alice's Angelic Overseer is destroyed by Bontu's Last Reckoning like any creature (not: indestructible whatever she controls)
      Given Alice controls an Angelic Overseer and a Grizzly Bears
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {B}{B}{C}
      Then Angelic Overseer doesn't have hexproof
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Angelic Overseer is in its owner's graveyard

  @ruling:2011-09-22
  @rule:704.5g
  Rule: Lethal damage stays marked: it is destroyed once Alice no longer controls a Human that turn
    If you control a Human, and lethal damage is dealt to Angelic Overseer, that damage will remain marked on it that turn. If later in the turn you no longer control a Human, Angelic Overseer will be destroyed.

    @id:angelic-overseer-destroyed-when-the-human-leaves
    Scenario: Alice's own Final Flare deals 5 damage to Angelic Overseer while she controls Gearsmith Prodigy; it survives, and when Bob's Shock kills the Prodigy later in the turn the Overseer is destroyed (not: the damage forgotten once it survived)
      Given Alice controls an Angelic Overseer, a Gearsmith Prodigy and a Boon Satyr
      And Alice has a Final Flare in her hand
      And Alice's mana pool holds {R}{C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice casts Final Flare targeting Angelic Overseer, sacrificing Boon Satyr
      And all players pass priority
      Then Angelic Overseer has 5 damage marked on it
      And Angelic Overseer is on the battlefield
      When Alice passes priority
      And Bob casts Shock targeting Gearsmith Prodigy
      And all players pass priority
      Then Gearsmith Prodigy is in its owner's graveyard
      And Angelic Overseer is in its owner's graveyard

  @rule:702.11b
  Rule: Hexproof as long as Alice controls a Human: Bob's spells can't target it then
    “Hexproof” on a permanent means “This permanent can’t be the target of spells or abilities your opponents control.”

    @id:angelic-overseer-hexproof-with-a-human
    Scenario: While Alice controls Gearsmith Prodigy, Bob may not cast Shock targeting Angelic Overseer; he may target her Prodigy (not: hexproof whatever she controls, or none while it lasts)
      Given Alice controls an Angelic Overseer and a Gearsmith Prodigy
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      Then Angelic Overseer has hexproof
      And Bob may not cast Shock targeting Angelic Overseer
      And Bob may cast Shock targeting Gearsmith Prodigy
