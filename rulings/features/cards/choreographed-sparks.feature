@card:choreographed-sparks
Feature: Choreographed Sparks
  This spell can't be copied.
  Choose one or both —
  • Copy target instant or sorcery spell you control. You may choose new targets for the copy.
  • Copy target creature spell you control. The copy gains haste and "At the beginning of the end step, sacrifice this token."

  @ruling:2026-03-20
  Rule: A copy of a creature spell becomes a token that isn't "created"
    A resolving copy of a permanent spell becomes a token. That token isn't "created" and won't interact with abilities that care about tokens being created.

    @rule:608.3f @rule:707.10
    @id:with-divine-visitation-the-copy-of-grizzly-bears-enters-as-a
    Scenario: With Divine Visitation, the copy of Grizzly Bears enters as a Grizzly Bears token (not: replaced by an Angel, as a created token would be)
      Given Alice controls a Divine Visitation
      And Alice has a Grizzly Bears and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{R}{R}
      When Alice casts Grizzly Bears
      And Alice casts Choreographed Sparks choosing "Copy target creature spell you control" targeting Grizzly Bears
      And all players pass priority
      Then the copy of Grizzly Bears is on the stack
      When all players pass priority
      Then the copy of Grizzly Bears is on the battlefield
      And the copy of Grizzly Bears is a 2/2 creature
      And Alice controls no Angel tokens

    @rule:614.1a
    @id:with-divine-visitation-a-thopter-token-hangarback-walker
    Scenario: (the contrast) With Divine Visitation, the Thopter token Hangarback Walker creates as it dies is an Angel instead
      Given Alice controls a Divine Visitation and a Hangarback Walker with one +1/+1 counter
      And one -1/-1 counter was just put on Hangarback Walker
      When Alice passes priority
      And all players pass priority
      Then Alice controls one Angel token
      And Alice controls no Thopter tokens

  @ruling:2026-03-20
  Rule: Choices made as the spell resolves are made anew for the copy
    Any choices made when the spell resolves won't have been made yet when it's copied. Any such choices will be made separately when the copy resolves.

    @rule:707.10
    @id:the-copy-of-flash-puts-grizzly-bears-onto-the-battlefield-flash
    Scenario: The copy of Flash puts Grizzly Bears onto the battlefield, then Flash chooses Walking Corpse (not: the copy's choice made for both)
      Given Alice has a Flash, a Choreographed Sparks, a Grizzly Bears and a Walking Corpse in her hand
      And Alice's mana pool holds {C}{U}{R}{R}{G}{B}
      When Alice will do what Flash's ability says she may do
      And Alice will choose Grizzly Bears, then Walking Corpse when she must choose
      And Alice casts Flash
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Flash
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      And Walking Corpse is in her hand
      When all players pass priority
      Then Walking Corpse is on the battlefield
      And Alice's mana pool is empty

  @ruling:2026-03-20
  Rule: The token is sacrificed at the beginning of the end step, not the next one
    Choreographed Sparks has received a minor update to remove the erroneous word "next" from its second mode. Its updated Oracle text appears above.

    @rule:608.3f @rule:704.5d
    @id:the-hasty-copy-of-grizzly-bears-can-attack-and-is-sacrificed
    Scenario: The hasty copy of Grizzly Bears can attack, and is sacrificed as this turn's end step begins; the token ceases to exist
      Given Alice has a Grizzly Bears and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{R}{R}
      When Alice casts Grizzly Bears
      And Alice casts Choreographed Sparks choosing "Copy target creature spell you control" targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then the copy of Grizzly Bears has haste
      And the copy of Grizzly Bears can attack
      And Grizzly Bears can't attack
      When the game advances to Alice's end step
      Then the top of the stack is an ability of the copy of Grizzly Bears
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      # Choreographed Sparks alone: the sacrificed token is no card (not: a nontoken Grizzly Bears there)
      And Alice has one card in her graveyard

  @ruling:2026-03-20
  Rule: A copy of a converge spell had no mana spent to cast it
    If a spell with a converge ability is copied, no mana was spent to cast the copy, so the number of colors of mana spent to cast the spell will be zero. The number of colors spent to cast the original spell is not copied.

    # Not shown: no card with converge is in the reference engine's pool.

  @ruling:2026-03-20
  Rule: The division and the number of targets are copied; new targets are as many
    If the copied spell divides damage or distributes counters among a number of targets, the division and number of targets can't be changed. If you choose new targets, you must choose the same number of targets.

    @rule:707.10 @rule:707.10c
    @id:the-copy-of-forked-bolt-divides-1-and-1-between-a-new-target
    Scenario: The copy of Forked Bolt divides 1 and 1 between a new target and the target it keeps
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob's Grizzly Bears and Bob, dividing the damage 1 and 1
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt, with new targets Walking Corpse and Bob for the copy
      And all players pass priority
      And all players pass priority
      Then Walking Corpse has 1 damage marked on it
      And Grizzly Bears has no damage marked on it
      And Bob's life total is 19
      When all players pass priority
      Then Grizzly Bears has 1 damage marked on it
      And Bob's life total is 18

    @rule:707.10c
    @id:one-new-target-for-a-copy-of-a-forked-bolt-with-two-is-illegal
    Scenario: One new target for the copy of a Forked Bolt with two is illegal (not: the number of targets may change)
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob's Grizzly Bears and Bob, dividing the damage 1 and 1
      And Alice tries to cast Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt, with new target Walking Corpse for the copy
      Then that is illegal

  @ruling:2026-03-20
  Rule: The copy has the X of the spell it copies
    If the spell that's copied has an X whose value was determined as it was cast, the copy has the same value of X.

    @rule:707.10
    @id:the-copy-of-silver-scrutiny-with-x-2-draws-two-cards-not-x-0
    Scenario: The copy of Silver Scrutiny with X = 2 draws two cards (not: X = 0 for a copy, whose mana cost no one paid)
      Given Alice has a Silver Scrutiny and a Choreographed Sparks in her hand
      And Alice has four Forests in her library
      And Alice's mana pool holds {U}{U}{C}{C}{R}{R}
      When Alice casts Silver Scrutiny with X = 2
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Silver Scrutiny
      And all players pass priority
      And all players pass priority
      Then Alice has two cards in her hand
      When all players pass priority
      Then Alice has four cards in her hand

  @ruling:2026-03-20
  Rule: The copy of a modal spell has its modes
    If the spell that's copied is modal (that is, it says "Choose one —" or the like), the copy will have the same mode or modes. You can't choose different ones.

    @rule:707.10
    @id:the-copy-of-insidious-will-copies-forked-bolt-as-insidious
    Scenario: The copy of Insidious Will copies Forked Bolt, as Insidious Will does: three Forked Bolts for Bob (not: a copy without the mode, or with another)
      Given Alice has a Forked Bolt, an Insidious Will and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{C}{C}{U}{U}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice casts Insidious Will choosing "Copy target instant or sorcery spell" targeting Forked Bolt
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Insidious Will
      And all players pass priority
      And all players pass priority
      Then the top of the stack is the spell the copy of Forked Bolt
      And the stack holds three objects
      When all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Bob's life total is 14

  @ruling:2026-03-20
  Rule: The copy isn't cast, so "whenever a player casts" doesn't trigger
    The copy is created on the stack, so it's not "cast." Abilities that trigger when a player casts a spell won't trigger.

    @rule:707.10 @rule:601.2i
    @id:chalice-of-the-void-counters-forked-bolt-but-not-its-copy
    Scenario: Chalice of the Void with one charge counter counters Forked Bolt, not its copy (not: the copy cast, and countered)
      Given Bob controls a Chalice of the Void with one charge counter
      And Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      Then Chalice of the Void's ability triggered once
      When Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Chalice of the Void's ability triggered once
      And Forked Bolt is in her graveyard
      And Bob's life total is 18

  @ruling:2026-03-20
  Rule: The copy keeps its targets unless new ones are chosen; any number may change
    The copy will have the same targets as the spell it's copying unless you choose new ones. You may change any number of the targets, including all of them or none of them. If, for one of the targets, you can't choose a new legal target, then it remains unchanged (even if the current target is illegal).

    @rule:707.10
    @id:without-new-targets-the-copy-of-forked-bolt-deals-its-2-damage
    Scenario: Without new targets, the copy of Forked Bolt deals its 2 damage to Bob too: Bob loses 4 life
      Given Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 16

    @rule:707.10c
    @id:all-its-targets-changed-the-copy-of-forked-bolt-deals-2-damage
    Scenario: All its targets changed, the copy of Forked Bolt deals 2 damage to Bob's Grizzly Bears, and Forked Bolt 2 to Bob
      Given Bob controls a Grizzly Bears
      And Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt, with new target Grizzly Bears for the copy
      And all players pass priority
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Bob's life total is 20
      When all players pass priority
      Then Bob's life total is 18

    @rule:707.10c @rule:608.2b
    @id:left-unchanged-the-copys-target-is-the-llanowar-elves-that
    Scenario: Left unchanged, the copy's target is the Llanowar Elves that has died, so the copy does nothing (not: an illegal target replaced by a legal one)
      Given Bob controls a Llanowar Elves
      And Alice has a Forked Bolt, a Choreographed Sparks and a Stabbing Pain in her hand
      And Alice's mana pool holds {R}{R}{R}{B}
      When Alice casts Forked Bolt targeting Llanowar Elves
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt
      And Alice casts Stabbing Pain targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is in his graveyard
      When all players pass priority
      Then the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then the stack is empty
      And Bob's life total is 20
      And Alice has three cards in her graveyard

    @rule:707.10c
    @id:with-its-target-illegal-the-copy-may-still-get-a-new-legal
    Scenario: With its target illegal, the copy may still get a new legal one: Bob
      Given Bob controls a Llanowar Elves
      And Alice has a Forked Bolt, a Choreographed Sparks and a Stabbing Pain in her hand
      And Alice's mana pool holds {R}{R}{R}{B}
      When Alice casts Forked Bolt targeting Llanowar Elves
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt, with new target Bob for the copy
      And Alice casts Stabbing Pain targeting Llanowar Elves
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 18

    @rule:707.10c
    @id:a-new-target-must-be-legal-a-forest-for-the-copy-of-forked
    Scenario: A new target must be legal: a Forest for the copy of Forked Bolt is illegal
      Given Bob controls a Forest
      And Alice has a Forked Bolt and a Choreographed Sparks in her hand
      And Alice's mana pool holds {R}{R}{R}
      When Alice casts Forked Bolt targeting Bob
      And Alice tries to cast Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Forked Bolt, with new target Forest for the copy
      Then that is illegal

  @ruling:2026-03-20
  Rule: No additional costs are paid for a copy; those paid for the spell are copied
    You can't choose to pay any additional costs for a copied spell. However, effects based on any additional costs that were paid for the original spell are copied as though those same costs were paid for the copy too.

    # Not shown: no instant or sorcery in the reference engine's pool has an additional cost, or an effect that
    # depends on one.
