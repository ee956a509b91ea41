@card:ringwarden-owl
Feature: Ringwarden Owl
  Flying (This creature can't be blocked except by creatures with flying or reach.)
  Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)

  @ruling:2015-06-22 @rule:702.108a
  Rule: Prowess goes on the stack on top of the spell that caused it to trigger
    Prowess goes on the stack on top of the spell that caused it to trigger. It will resolve before that spell.

    @rule:601.2i
    @id:alice-casts-shock-at-bob-prowess-is-on-top-and-resolves
    Scenario: Alice casts Shock at Bob: prowess is on top and resolves first, a 4/4 while Shock still waits (not: after the spell, or no trigger)
      Given Alice controls a Ringwarden Owl
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      Then the top of the stack is an ability of Ringwarden Owl
      And the stack holds two objects
      When all players pass priority
      Then Ringwarden Owl is a 4/4 creature
      And Bob's life total is 20
      When all players pass priority
      Then Bob's life total is 18

    @rule:514.2
    @id:the-bonus-ends-with-the-turn-a-3-3-in-bobs-upkeep-not-a
    Scenario: The bonus ends with the turn: a 3/3 in Bob's upkeep (not: a lasting +1/+1)
      Given Alice controls a Ringwarden Owl
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And all players pass priority
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Ringwarden Owl is a 3/3 creature

  @ruling:2015-06-22 @rule:702.108a
  Rule: Any noncreature spell triggers it; a spell with the type creature, or playing a land, doesn't
    Any spell you cast that doesn’t have the type creature will cause prowess to trigger. If a spell has multiple types, and one of those types is creature (such as an artifact creature), casting it won’t cause prowess to trigger. Playing a land also won’t cause prowess to trigger.

    @id:casting-the-artifact-creature-darksteel-myr-doesnt-trigger
    Scenario: Casting the artifact creature Darksteel Myr doesn't trigger it (not: "noncreature" means "nonartifact" or any spell)
      Given Alice controls a Ringwarden Owl
      And Alice has a Darksteel Myr in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Darksteel Myr
      Then the stack holds one object
      When all players pass priority
      Then Darksteel Myr is on the battlefield
      And Ringwarden Owl is a 3/3 creature

    @id:casting-the-noncreature-artifact-manalith-triggers-it-a-4-4
    Scenario: Casting the noncreature artifact Manalith triggers it: a 4/4 (not: only instants and sorceries)
      Given Alice controls a Ringwarden Owl
      And Alice has a Manalith in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice casts Manalith
      Then the top of the stack is an ability of Ringwarden Owl
      When all players pass priority
      Then Ringwarden Owl is a 4/4 creature

    @id:playing-a-forest-doesnt-trigger-it-not-every-card-put-onto
    Scenario: Playing a Forest doesn't trigger it (not: every card put onto the battlefield)
      Given Alice controls a Ringwarden Owl
      And Alice has a Forest in her hand
      When Alice plays Forest
      Then the stack is empty
      And Ringwarden Owl is a 3/3 creature

    @rule:601.2i
    @id:only-its-controllers-spells-trigger-it-bobs-shock-at-alice
    Scenario: Only its controller's spells trigger it: Bob's Shock at Alice doesn't (not: any player's spell)
      Given Alice controls a Ringwarden Owl
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Alice
      Then the stack holds one object
      When all players pass priority
      Then Ringwarden Owl is a 3/3 creature
      And Alice's life total is 18

  @ruling:2015-06-22 @rule:702.108a
  Rule: Once it triggers, prowess doesn't depend on the spell
    Once it triggers, prowess isn’t connected to the spell that caused it to trigger. If that spell is countered, prowess will still resolve.

    @id:bobs-cancel-counters-alices-shock-prowess-still-resolves-a-4
    Scenario: Bob's Cancel counters Alice's Shock; prowess still resolves: a 4/4 (not: it resolves only with its spell)
      Given Alice controls a Ringwarden Owl
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      And Bob has a Cancel in his hand
      And Bob's mana pool holds {U}{U}{C}
      When Alice casts Shock targeting Bob
      And Alice passes priority
      And Bob casts Cancel targeting Shock
      And all players pass priority
      Then Shock is in her graveyard
      When all players pass priority
      Then Ringwarden Owl is a 4/4 creature
      And Bob's life total is 20
      And the stack is empty

  @rule:702.108b
  Rule: 702.108b
    If a creature has multiple instances of prowess, each triggers separately.

    @id:two-ringwarden-owls-one-shock-triggers-each-and-each-owl
    Scenario: Two Ringwarden Owls: one Shock triggers each, two abilities above the spell (not: one trigger for both)
      Given Alice controls two Ringwarden Owls
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      Then the stack holds three objects
      When all players pass priority
      And all players pass priority
      Then the stack holds one object
      And the top of the stack is the spell Shock
