@card:gather-specimens
Feature: Gather Specimens
  If a creature would enter the battlefield under an opponent's control this turn, it enters under your control instead.

  @ruling:2008-10-01 @rule:614.1
  Rule: It affects any creature entering under an opponent's control, token or not, by any means
    Gather Specimens affects both token creatures and nontoken creatures. It affects creatures that would enter by any means. This includes, of course, creature spells that resolve. It also includes creatures put onto the battlefield as a result of a resolving spell (such as Call of the Herd or Zombify), resolving ability (such as Verdant Force's ability or Doomed Necromancer's ability), cost (such as Varchild's War-Riders's cumulative upkeep cost), replacement effect (such as the one created by Words of Wilding), or any other means.

    @id:razorkin-hordecallers-gremlin-token-created-by-alices
    Scenario: Razorkin Hordecaller's Gremlin token, created by Alice's triggered ability, enters under Bob's control (not: only creature spells)
      Given Alice controls a Razorkin Hordecaller
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice attacks Bob with Razorkin Hordecaller
      And all players pass priority
      Then Bob controls one Gremlin token
      And Alice controls no Gremlin tokens

    @rule:603.7c
    @id:alices-grizzly-bears-returned-by-otherworldly-journeys
    Scenario: Alice's Grizzly Bears, returned by Otherworldly Journey's delayed trigger at the end step of the same turn, enters under Bob's control with its +1/+1 counter
      Given Alice controls a Grizzly Bears
      And Alice has an Otherworldly Journey in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice casts Otherworldly Journey targeting Grizzly Bears
      And all players pass priority
      And Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And the game advances to Alice's end step
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      And Grizzly Bears has one +1/+1 counter

  @ruling:2008-10-01 @rule:115.1
  Rule: It has no target, and affects the creatures that would enter under any opponent's control
    Gather Specimens isn't targeted. It affects creatures that would enter under any opponent's control.

    @id:in-a-three-player-game-carols-gather-specimens-with-no
    Scenario: In a three-player game Carol's Gather Specimens, with no target, takes the creature Alice casts
      Given Alice, Bob and Carol are playing
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Carol has a Gather Specimens in her hand
      And Carol's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob passes priority
      And Carol casts Gather Specimens
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Carol

  @ruling:2008-10-01 @rule:611.2c
  Rule: Creatures that entered earlier in the turn stay under their controllers' control
    Gather Specimens won't retroactively change the control of creatures that have already entered that turn.

    @id:grizzly-bears-entered-before-gather-specimens-resolved-it
    Scenario: Grizzly Bears entered before Gather Specimens resolved: it stays Alice's (not: the effect takes every opponent's creature that entered this turn)
      Given Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice casts Grizzly Bears
      And all players pass priority
      And Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      Then Grizzly Bears is controlled by Alice

  @ruling:2008-10-01 @rule:608.3a @rule:603.3a
  Rule: An opponent's creature spell resolves and enters under your control, with the choices made casting it; its enters abilities are yours
    If a creature spell controlled by an opponent would resolve, it resolves, but the creature enters under your control instead of the opponent's control. Choices made when casting that spell (such as whether it was kicked or the value of X in the spell's cost) are remembered. Any "enters" triggered abilities will trigger after the creature is on the battlefield under your control.

    @rule:107.3m
    @id:alices-endless-one-cast-with-x-2-enters-under-bobs-control
    Scenario: Alice's Endless One cast with X = 2 enters under Bob's control with two +1/+1 counters (not: X forgotten as it changes hands)
      Given Alice has an Endless One in her hand
      And Alice's mana pool holds {C}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Endless One with X = 2
      And all players pass priority
      Then Endless One is controlled by Bob
      And Endless One has two +1/+1 counters

    # Wrong reading: the enters ability controlled by the spell's controller: Alice controls no other Elf, so it
    # wouldn't create the token.
    @id:alices-dwynens-elite-enters-under-bobs-control-its-if-you
    Scenario: Alice's Dwynen's Elite enters under Bob's control: its "if you control another Elf" ability is Bob's, and Bob's Llanowar Elves make him create the token
      Given Bob controls a Llanowar Elves
      And Alice has a Dwynen's Elite in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Dwynen's Elite
      And all players pass priority
      Then Dwynen's Elite is controlled by Bob
      And the ability of Dwynen's Elite on the stack is controlled by Bob
      When all players pass priority
      Then Bob controls one Elf Warrior token

  @ruling:2008-10-01 @rule:603.7d
  Rule: A delayed triggered ability the effect creates stays its controller's; an ability granted to the creature is its new controller's
    If the effect that puts a creature onto the battlefield also creates a delayed triggered ability, Gather Specimens doesn't change who controls that ability. In the unearth example above, your opponent controls the ability that exiles the creature at the beginning of the end step. On the other hand, if the effect that puts a creature onto the battlefield grants a triggered ability to the creature (with "gains" or "has"), the player who controls the creature at the time the ability triggers will be the player who controls that ability. For example, if your opponent casts Makeshift Mannequin and you cast Gather Specimens in response, the creature will return to the battlefield under your control with a mannequin counter and it will have the ability "When this creature becomes the target of a spell or ability, sacrifice it." If the ability triggers, you'll control it, so you'll have to sacrifice the creature.

    # Not shown: no card of the reference engine's pool puts a creature onto the battlefield and creates a delayed
    # triggered ability with it (unearth, Sneak Attack) or grants it a triggered ability (Makeshift Mannequin).
    # Otherworldly Journey's delayed trigger, above, is the one that puts the creature onto the battlefield.

  @ruling:2008-10-01 @rule:616.1b @rule:616.1f
  Rule: With several Gather Specimens, the would-be controller chooses one, then the new would-be controller among the rest
    If two or more players have each cast Gather Specimens during the same turn and a creature would enter, the creature's would-be controller (the controller of the creature spell, for example) chooses one of the applicable Gather Specimens to apply. Then the new would-be controller of the creature repeats this process among the remaining Gather Specimens, and so on, until there are no more possible Gather Specimens effects to apply.

    @id:alice-chooses-bobs-gather-specimens-her-grizzly-bears-would
    Scenario: Alice chooses Bob's Gather Specimens: her Grizzly Bears would be Bob's, so Carol's applies, and Carol gets it
      Given Alice, Bob and Carol are playing
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      And Carol has a Gather Specimens in her hand
      And Carol's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice passes priority
      And Bob passes priority
      And Carol casts Gather Specimens
      And all players pass priority
      And Alice will choose Bob's Gather Specimens when she must
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Carol

    @id:alice-chooses-carols-gather-specimens-instead-bob-gets-it
    Scenario: Alice chooses Carol's Gather Specimens instead: Bob gets it (not: the first one cast decides)
      Given Alice, Bob and Carol are playing
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      And Carol has a Gather Specimens in her hand
      And Carol's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice passes priority
      And Bob passes priority
      And Carol casts Gather Specimens
      And all players pass priority
      And Alice will choose Carol's Gather Specimens when she must
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Bob

  @ruling:2008-10-01 @rule:611.2e
  Rule: Only whose control it enters under changes; the rest of the effect putting it there works as normal
    Some effects that put creatures onto the battlefield continue to affect those creatures later on. Although Gather Specimens changes whose control the creature enters under, the rest of the effect works as normal. For example, if your opponent activates a creature card's unearth ability and you cast Gather Specimens, that creature enters under your control, but the rest of the unearth ability is unchanged. The creature has haste. It's exiled at the beginning of the end step. If it would leave the battlefield, it's exiled instead of being put anywhere else.

    @id:alices-rise-from-the-grave-puts-grizzly-bears-under-bobs
    Scenario: Alice's Rise from the Grave puts Grizzly Bears under Bob's control, still a black Zombie as the spell says (not: the effect that puts it there replaced as a whole)
      Given Alice has a Grizzly Bears in her graveyard
      And Alice has a Rise from the Grave in her hand
      And Alice's mana pool holds {B}{C}{C}{C}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Rise from the Grave targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      And Grizzly Bears's subtypes are Bear and Zombie
      And Grizzly Bears's colors are black and green

  @ruling:2008-10-01 @rule:616.1b @rule:614.1c
  Rule: It applies before the other replacement effects on how the creature enters, which see it entering under the new controller
    The Gather Specimens replacement effect is applied before any other replacement effects that would also modify how the creature enters. These are usually worded "as [this creature] enters" or "[this creature] enters with." For example, if your Gather Specimens has resolved, then the following things are true: -- If a creature with devour would enter under an opponent's control, you choose and sacrifice your creatures as it enters under your control. -- If Voice of All would enter under an opponent's control, you choose a color as it enters under your control. -- If Clone would enter under an opponent's control, you choose which creature it copies as it enters under your control. -- If a Wizard would enter under an opponent's control and that player controls Sage of Fables, the Wizard will not enter with a +1/+1 counter on it as it enters under your control. -- If a Wizard would enter under an opponent's control and you control Sage of Fables, the Wizard will enter with a +1/+1 counter on it as it enters under your control.

    # Grumgully stands for Sage of Fables: "each other non-Human creature you control enters with an additional
    # +1/+1 counter". Not shown: devour, Voice of All and Clone, not in the reference engine's pool.
    @id:alice-controls-grumgully-the-generous-her-grizzly-bears
    Scenario: Alice controls Grumgully, the Generous: her Grizzly Bears, entering under Bob's control, gets no counter (not: Grumgully applied while it would still be Alice's)
      Given Alice controls a Grumgully, the Generous
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      And Grizzly Bears has no +1/+1 counters

    @id:bob-controls-grumgully-the-generous-alices-grizzly-bears
    Scenario: Bob controls Grumgully, the Generous: Alice's Grizzly Bears enters under his control with a +1/+1 counter
      Given Bob controls a Grumgully, the Generous
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Bob
      And Grizzly Bears has one +1/+1 counter

  @ruling:2008-10-01 @rule:616.1b @rule:616.1f
  Rule: With two opposing players' Gather Specimens, each applies once, so the creature enters under its would-be controller's control
    The above procedure means that if two opposing players have each cast Gather Specimens during the same turn and a creature would enter under the control of one of them, it really will enter under that player's control. (The creature would enter under player A's control, so player B's Gather Specimens affects it. Now that creature would enter under player B's control, so player A's Gather Specimens affects it. Each replacement effect has now been used, so the creature will enter under player A's control.)

    @id:alice-and-bob-each-cast-gather-specimens-alices-grizzly
    Scenario: Alice and Bob each cast Gather Specimens: Alice's Grizzly Bears goes to Bob, then back to Alice, and enters under her control (not: Bob's, one effect applied)
      Given Alice has a Grizzly Bears and a Gather Specimens in her hand
      And Alice's mana pool holds {G}{C}{U}{U}{U}{C}{C}{C}
      And Bob has a Gather Specimens in his hand
      And Bob's mana pool holds {U}{U}{U}{C}{C}{C}
      When Alice casts Gather Specimens
      And all players pass priority
      And Alice passes priority
      And Bob casts Gather Specimens
      And all players pass priority
      And Alice casts Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is controlled by Alice
