@card:murderous-rider-swift-end
Feature: Murderous Rider // Swift End
  Lifelink
  When this creature dies, put it on the bottom of its owner's library.
  Adventure: Swift End {1}{B}{B}, Instant — Adventure: Destroy target creature or planeswalker. You lose 2 life. (Then exile this card. You may cast the creature later from exile.)

  @ruling:2019-10-04
  Rule: An adventurer card is its creature card everywhere but on the stack as an Adventure
    An adventurer card is a permanent card in every zone except the stack, as well as while on the stack if not cast as an Adventure. Ignore its alternative characteristics in those cases. For example, while it's in your graveyard, Giant Killer is a white creature card whose mana value is 1. It can't be the target of the triggered ability of Mystic Sanctuary.

    @rule:715.3 @rule:715.4
    @id:cast-as-the-creature-it-is-not-as-an-adventure-it-resolves
    Scenario: Cast as the creature it is, not as an Adventure, it resolves into a 2/3 Zombie Knight on the battlefield (not: exiled)
      Given Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Murderous Rider // Swift End
      And all players pass priority
      Then Murderous Rider // Swift End is on the battlefield
      And Murderous Rider // Swift End is a 2/3 creature
      And Murderous Rider // Swift End's subtypes are Knight and Zombie

    @rule:715.4
    @id:in-her-graveyard-it-is-a-zombie-knight-creature-card-with
    Scenario: In her graveyard it is a Zombie Knight creature card with mana value 3, not an Adventure
      Given Alice has a Murderous Rider // Swift End in her graveyard
      Then Murderous Rider // Swift End's subtypes are Knight and Zombie
      And Murderous Rider // Swift End's mana value is 3

  @ruling:2019-10-04
  Rule: Casting it as an Adventure isn't an alternative cost: Omniscience lets it be cast without paying
    Casting a card as an Adventure isn't casting it for an alternative cost. Effects that allow you to cast a spell for an alternative cost or without paying its mana cost may allow you to apply those to the Adventure.

    @rule:715.3a @rule:118.9
    @id:with-omniscience-alice-casts-swift-end-as-its-adventure
    Scenario: With Omniscience, Alice casts Swift End as its Adventure without paying its mana cost
      Given Alice controls an Omniscience
      And Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      When Alice casts Murderous Rider // Swift End as its Adventure without paying its mana cost targeting Bob's Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Alice's life total is 18
      And Murderous Rider // Swift End is in her exile

  @ruling:2019-10-04
  Rule: Resolved as an Adventure, it is exiled and may be cast as a permanent later; countered, it is not
    If a spell is cast as an Adventure, its controller exiles it instead of putting it into its owner's graveyard as it resolves. For as long as it remains exiled, that player may cast it as a permanent spell. If an Adventure spell leaves the stack in any way other than resolving (most likely by being countered or by failing to resolve because its targets have all become illegal), that card won't be exiled and the spell's controller won't be able to cast it as a permanent later.

    @rule:715.4
    @id:swift-end-resolves-the-card-is-exiled-and-alice-then-casts
    Scenario: Swift End resolves: the card is exiled, and Alice then casts Murderous Rider from exile (not: put into her graveyard)
      Given Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}{B}{B}{B}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      And all players pass priority
      Then Murderous Rider // Swift End is in her exile
      And Grizzly Bears is in its owner's graveyard
      When Alice casts Murderous Rider // Swift End from exile
      And all players pass priority
      Then Murderous Rider // Swift End is on the battlefield
      And Murderous Rider // Swift End is a 2/3 creature

    @rule:715.4 @rule:701.6a
    @id:swift-end-countered-by-chalice-of-the-void-goes-to-alices
    Scenario: Swift End countered by Chalice of the Void goes to Alice's graveyard, and she can't cast it as a permanent later
      Given Bob controls a Grizzly Bears and a Chalice of the Void with 3 charge counters
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}{B}{B}{B}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Murderous Rider // Swift End is in her graveyard
      And Grizzly Bears is on the battlefield
      And Alice's life total is 20
      And Alice may not cast Murderous Rider // Swift End from her graveyard

  @ruling:2019-10-04
  Rule: An adventurer card exiled any other way gives no permission to cast it
    If an adventurer card ends up in exile for any other reason than by exiling itself while resolving, it won't give you permission to cast it as a permanent spell.

    @rule:715.4 @rule:601.3
    @id:alice-may-not-cast-the-murderous-rider-swift-end-she-has-in
    Scenario: Alice may not cast the Murderous Rider // Swift End she has in exile, which no Adventure of hers put there
      Given Alice has a Murderous Rider // Swift End in her exile
      And Alice's mana pool holds {B}{B}{B}
      Then Alice may not cast Murderous Rider // Swift End from exile

  @ruling:2019-10-04
  Rule: A copy of an Adventure spell is exiled and ceases to exist
    If an effect copies an Adventure spell, that copy is exiled as it resolves. It ceases to exist as a state-based action; it's not possible to cast the copy as a permanent.

    @rule:707.10 @rule:715.4 @rule:704.5e
    @id:choreographed-sparkss-copy-of-swift-end-destroys-its-new
    Scenario: Choreographed Sparks's copy of Swift End resolves like Swift End, destroying its new target, and Swift End itself is then exiled (not: a copy of an Adventure does nothing)
      # Not shown: that the copy, exiled, ceases to exist (CR 704.5e); no phrase reads an object off the board.
      Given Bob controls a Grizzly Bears and a Savannah Lions
      And Alice has a Murderous Rider // Swift End and a Choreographed Sparks in her hand
      And Alice's mana pool holds {B}{B}{C}{R}{R}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      And Alice casts Choreographed Sparks choosing "Copy target instant or sorcery spell you control" targeting Murderous Rider // Swift End, with new target Savannah Lions for the copy
      And all players pass priority
      Then the copy of Swift End is on the stack
      When all players pass priority
      Then Savannah Lions is in his graveyard
      And Alice's life total is 18
      And Grizzly Bears is on the battlefield
      When all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice's life total is 16
      And Murderous Rider // Swift End is in exile

  @ruling:2019-10-04
  Rule: An effect that has a card name chosen may name the Adventure
    If an effect instructs you to choose a card name, you may choose the alternative Adventure name. Consider only the alternative characteristics to determine whether that is an appropriate name to choose.

    # Not shown: no card of the reference engine has a card name chosen.

  @ruling:2019-10-04
  Rule: A copy of an object with an Adventure has an Adventure, until it changes zones
    If an object becomes a copy of an object that has an Adventure, the copy also has an Adventure. If it changes zones, it will either cease to exist (if it's a token) or cease to be a copy (if it's a nontoken permanent), and so you won't be able to cast it as an Adventure.

    # Not shown: a Clone copying Murderous Rider has an Adventure only on the battlefield, where a card can't be
    # cast; once it changes zones it is Clone again (CR 400.7). The ruling's consequence, that the copy can't be
    # cast as an Adventure, leaves no board on which an engine could get it wrong.

  @ruling:2019-10-04
  Rule: Swift End without a legal target doesn't resolve; with an indestructible target it does
    If the target creature or planeswalker is an illegal target by the time Swift End tries to resolve, the spell won't resolve. You won't lose 2 life or exile Swift End. If the target is legal but not destroyed (most likely because it has indestructible), you do lose 2 life and exile Swift End.

    @rule:608.2b @rule:715.4
    @id:swift-ends-only-target-is-gone-as-it-would-resolve-alice
    Scenario: Swift End's only target is gone as it would resolve: Alice doesn't lose 2 life, and the card goes to her graveyard, not exile
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}{C}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then the stack is empty
      And Murderous Rider // Swift End is in her graveyard
      And Alice's life total is 20

    @rule:702.12b @rule:715.4
    @id:swift-end-targeting-indestructible-darksteel-myr-resolves
    Scenario: Swift End targeting indestructible Darksteel Myr resolves: the Myr stays, Alice loses 2 life, and the card is exiled
      Given Bob controls a Darksteel Myr
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Alice's life total is 18
      And Murderous Rider // Swift End is in her exile

  @ruling:2019-10-04
  Rule: Cast as an Adventure, only the Adventure's characteristics decide whether it can be cast
    If you cast an adventurer card as an Adventure, use only its alternative characteristics to determine whether it's legal to cast that spell. For example, if Giant Killer is exiled with the last ability of Vivien, Champion of the Wilds, you can't cast it as Chop Down.

    @rule:601.3e @rule:715.3a @rule:715.4
    @id:exiled-by-its-own-adventure-the-card-can-be-cast-from-exile
    Scenario: Exiled by its own Adventure, the card can be cast from exile as the creature, not as its Adventure again
      Given Bob controls a Grizzly Bears and a Walking Corpse
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}{B}{B}{B}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      And all players pass priority
      Then Alice may cast Murderous Rider // Swift End from exile
      But Alice may not cast Murderous Rider // Swift End from exile as its Adventure targeting Bob's Walking Corpse

  @ruling:2019-10-04
  Rule: An Adventure spell has only the Adventure's characteristics, and resumes its own as it leaves the stack
    When casting a spell as an Adventure, use the alternative characteristics and ignore all of the card's normal characteristics. The spell's color, mana cost, mana value, and so on are determined by only those alternative characteristics. If the spell leaves the stack, it immediately resumes using its normal characteristics.

    @rule:715.3b @rule:715.3d
    @id:on-the-stack-as-an-adventure-it-is-an-instant-adventure
    Scenario: On the stack as an Adventure it is an instant Adventure; exiled as it resolves, it is a Zombie Knight again
      Given Bob controls a Grizzly Bears
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      Then Murderous Rider // Swift End's subtypes are Adventure
      And Murderous Rider // Swift End has no power or toughness
      When all players pass priority
      Then Murderous Rider // Swift End is in her exile
      And Murderous Rider // Swift End's subtypes are Knight and Zombie

  @ruling:2019-10-04
  Rule: Cast from exile as a permanent spell, it follows the creature's timing
    You must still follow any timing restrictions and permissions for the permanent spell you cast from exile. Normally, you'll be able to cast it only during your main phase while the stack is empty.

    @rule:715.4 @rule:117.1a
    @id:sent-on-its-adventure-in-her-upkeep-murderous-rider-can-be
    Scenario: Sent on its adventure in her upkeep, Murderous Rider can be cast from exile only in Alice's main phase
      Given it is Alice's upkeep
      And Bob controls a Grizzly Bears
      And Alice controls six Swamps
      And Alice has a Murderous Rider // Swift End in her hand
      And Alice's mana pool holds {B}{B}{B}
      And Alice has a Forest in her library
      When Alice casts Murderous Rider // Swift End as its Adventure targeting Bob's Grizzly Bears
      And all players pass priority
      Then Murderous Rider // Swift End is in her exile
      When Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      Then Alice may not cast Murderous Rider // Swift End from exile
      When the game advances to Alice's precombat main phase
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      Then Alice may cast Murderous Rider // Swift End from exile
