@card:dauntless-escort
Feature: Dauntless Escort
  Sacrifice this creature: Creatures you control gain indestructible until end of turn.

  @ruling:2013-07-01
  Rule: A creature that changes control keeps indestructible
    If any creature leaves your control, it will retain indestructible.

    # Not shown: no effect the reference engine models changes a creature's controller after it entered the
    # battlefield (Ogre Geargrabber's takes an Equipment; the other control-changing cards of its pool aren't
    # modelled), so no creature can leave Alice's control while keeping its place on the battlefield.

  @ruling:2013-07-01 @rule:702.12b
  Rule: Indestructible stops lethal damage and "destroy", not sacrifice, the legend rule or toughness 0
    Lethal damage and effects that say "destroy" won't cause a creature with indestructible to be put into the graveyard. However, a creature with indestructible can be put into the graveyard for a number of reasons. The most likely reasons are if it's sacrificed, if it's legendary and another legendary creature with the same name is controlled by the same player, or if its toughness is 0 or less.

    @id:after-dauntless-escorts-ability-destroy-all-creatures-leaves
    Scenario: After Dauntless Escort's ability, "destroy all creatures" leaves Alice's creature and destroys Bob's
      Given Alice controls a Dauntless Escort and a Grizzly Bears
      And Bob controls a Grizzly Bears
      And Alice has a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{B}{B}
      When Alice activates Dauntless Escort
      And all players pass priority
      Then Dauntless Escort is in her graveyard
      When Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Alice's Grizzly Bears is on the battlefield
      And Bob's Grizzly Bears is in his graveyard

    @rule:704.5g
    @id:an-indestructible-attacker-dealt-lethal-combat-damage-stays
    Scenario: An indestructible attacker dealt lethal combat damage stays on the battlefield, the damage marked
      Given Alice controls a Dauntless Escort and a Grizzly Bears
      And Bob controls a Serra Angel
      When Alice attacks Bob with Grizzly Bears
      And Bob blocks Grizzly Bears with Serra Angel
      And Alice activates Dauntless Escort
      And all players pass priority
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears has 4 damage marked on it

    @id:an-indestructible-creature-can-still-be-sacrificed-not
    Scenario: An indestructible creature can still be sacrificed (not: indestructible stops every way to the graveyard)
      Given Alice controls a Dauntless Escort, a Grizzly Bears and a tapped Grimgrin, Corpse-Born
      When Alice activates Dauntless Escort
      And all players pass priority
      And Alice activates Grimgrin, Corpse-Born, sacrificing Grizzly Bears
      Then Grizzly Bears is in her graveyard

    @rule:704.5j
    @id:the-legend-rule-still-puts-an-indestructible-legendary
    Scenario: The legend rule still puts an indestructible legendary creature into its owner's graveyard
      Given Alice controls a Dauntless Escort and a Kwende, Pride of Femeref
      And Alice has a Kwende, Pride of Femeref in her hand
      And Alice's mana pool holds {C}{C}{C}{W}
      When Alice activates Dauntless Escort
      And all players pass priority
      And the Kwende, Pride of Femeref in Alice's hand is cast and resolves, and she keeps the new one
      Then the old Kwende, Pride of Femeref was put into its owner's graveyard

    @rule:704.5f
    @id:an-indestructible-creature-whose-toughness-becomes-0-is-put
    Scenario: An indestructible creature whose toughness becomes 0 is put into its owner's graveyard
      Given Alice controls a Dauntless Escort and a Llanowar Elves
      And Bob has a Stabbing Pain in his hand
      And Bob's mana pool holds {B}
      When Alice activates Dauntless Escort
      And all players pass priority
      And Alice passes priority
      And Bob casts Stabbing Pain targeting Alice's Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is in her graveyard

  @ruling:2013-07-01 @rule:611.2c @rule:702.12b
  Rule: The creatures it affects are locked in as it resolves: one entering later doesn't gain indestructible
    Once Dauntless Escort's ability resolves, the set of creatures it affects is locked in. It won't affect creatures that enter the battlefield after the ability has finished resolving.

    @id:a-grizzly-bears-cast-after-the-ability-resolved-is-destroyed
    Scenario: A Grizzly Bears cast after the ability resolved is destroyed; the Savannah Lions Alice controlled then isn't
      Given Alice controls a Dauntless Escort and a Savannah Lions
      And Alice has a Grizzly Bears and a Bontu's Last Reckoning in her hand
      And Alice's mana pool holds {C}{G}{C}{B}{B}
      When Alice activates Dauntless Escort
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      And Alice casts Bontu's Last Reckoning
      And all players pass priority
      Then Savannah Lions is on the battlefield
      And Grizzly Bears is in her graveyard
