@card:dragon-bell-monk
Feature: Dragon Bell Monk
  Vigilance
  Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)

  @ruling:2014-11-24 @rule:702.108a
  Rule: Prowess: any noncreature spell, not an artifact creature spell, not a land played
    Any spell you cast that doesn’t have the type creature will cause prowess to trigger. If a spell has multiple types, and one of those types is creature (such as an artifact creature), casting it won’t cause prowess to trigger. Playing a land also won’t cause prowess to trigger.

    @id:a-plains-played-and-darksteel-myr-cast-dragon-bell-monk
    Scenario: A Plains played and Darksteel Myr cast: Dragon Bell Monk stays 2/2 and Darksteel Myr is alone on the stack (not: an artifact spell triggers prowess, or a land played does)
      Given Alice controls a Dragon Bell Monk
      And Alice has a Plains and a Darksteel Myr in her hand
      And Alice's mana pool holds {C}{C}{C}
      When Alice plays Plains
      And Alice casts Darksteel Myr
      Then the stack holds one object
      When all players pass priority
      Then Dragon Bell Monk is a 2/2 creature

  @ruling:2014-11-24 @rule:702.108a @rule:603.3
  Rule: Once triggered, prowess resolves even if the spell is countered
    Once it triggers, prowess isn’t connected to the spell that caused it to trigger. If that spell is countered, prowess will still resolve.

    @id:bob-cancels-alices-shock-dragon-bell-monk-still-gets-1-1-not
    Scenario: Bob cancels Alice's Shock: Dragon Bell Monk still gets +1/+1 (not: the trigger leaves with the spell)
      Given Alice controls a Dragon Bell Monk
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
      Then Dragon Bell Monk is a 3/3 creature
      And Bob's life total is 20

  @ruling:2014-11-24 @rule:405.2 @rule:603.3
  Rule: Prowess goes on the stack above the spell and resolves first
    Prowess goes on the stack on top of the spell that caused it to trigger. It will resolve before that spell.

    @id:shock-cast-the-monks-ability-is-on-top-and-resolves-first
    Scenario: Shock cast: the Monk's ability is on top and resolves first, the Monk 3/3 while Shock is still on the stack (not: the spell resolves first)
      Given Alice controls a Dragon Bell Monk
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      Then the top of the stack is an ability of Dragon Bell Monk
      When all players pass priority
      Then Dragon Bell Monk is a 3/3 creature
      And Shock is on the stack

  @ruling:2014-11-24 @rule:702.108a
  Rule: One spell of two card types triggers prowess once
    Prowess triggers only once for any spell, even if that spell has multiple types.

    @id:bound-in-silence-a-kindred-enchantment-spell-triggers
    Scenario: Bound in Silence, a kindred enchantment spell, triggers prowess once: Dragon Bell Monk is 3/3 (not: once per card type, 4/4)
      Given Alice controls a Dragon Bell Monk
      And Bob controls a Grizzly Bears
      And Alice has a Bound in Silence in her hand
      And Alice's mana pool holds {W}{C}{C}
      When Alice casts Bound in Silence targeting Grizzly Bears
      Then the stack holds two objects
      When all players pass priority
      Then Dragon Bell Monk is a 3/3 creature
