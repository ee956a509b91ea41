@card:prophet-of-kruphix
Feature: Prophet of Kruphix
  Untap all creatures and lands you control during each other player's untap step.
  You may cast creature spells as though they had flash.

  @ruling:2013-09-15 @rule:502.3
  Rule: More than one Prophet untaps nothing twice in one untap step
    Controlling more than one Prophet of Kruphix doesn't allow you to untap any creature or land more than once during a single untap step.

    @id:two-prophets-untap-alices-land-once-in-bobs-untap-step
    Scenario: Two Prophets untap Alice's land once in Bob's untap step
      Given Alice controls two Prophets of Kruphix and a tapped Forest
      When the game advances to Bob's untap step
      Then Forest is untapped
      And Forest untapped once

    @id:two-prophets-untap-hollowsage-once-so-its-ability-triggers
    Scenario: Two Prophets untap Hollowsage once, so its ability triggers once
      Given Alice controls two Prophets of Kruphix and a tapped Hollowsage
      When the game advances to Bob's untap step
      Then Hollowsage untapped once
      And Hollowsage's ability triggered once

    @id:prophet-and-seedborn-muse-together-still-untap-a-land-once
    Scenario: Prophet and Seedborn Muse together still untap a land once
      Given Alice controls a Prophet of Kruphix, a Seedborn Muse and a tapped Forest
      When the game advances to Bob's untap step
      Then Forest untapped once

    @id:in-alices-own-untap-step-prophet-adds-no-second-untap
    Scenario: In Alice's own untap step Prophet adds no second untap
      Given it is Bob's end step
      And Alice controls two Prophets of Kruphix and a tapped Hollowsage
      When the game advances to Alice's untap step
      Then Hollowsage untapped once
      And Hollowsage's ability triggered once

    @id:four-players-one-untap-in-each-other-players-untap-step
    Scenario: Four players: one untap in each other player's untap step, whatever the number of Prophets
      Given Alice, Bob, Carol and Dana are playing
      And it is Dana's end step
      And Alice controls two Prophets of Kruphix and a Forest
      And Alice has a Plains in her library
      And Bob has a Plains in his library
      When the game advances to Bob's upkeep
      And Bob passes priority
      And Carol passes priority
      And Dana passes priority
      And Alice taps Forest for mana
      And the game advances to Carol's untap step
      Then Forest is untapped
      And Forest untapped once

  @ruling:2013-09-15 @rule:502.3
  Rule: Your creatures and lands untap with the active player's permanents, and not by choice
    Creatures and lands you control untap at the same time as the active player's permanents. You can't choose to not untap them at that time.

    @id:in-bobs-untap-step-alices-creatures-and-lands-untap-along
    Scenario: In Bob's untap step, Alice's creatures and lands untap along with Bob's permanents
      Given Alice controls a Prophet of Kruphix, a tapped Forest, a tapped Llanowar Elves and a tapped Dryad Arbor
      And Bob controls a tapped Island
      When the game advances to Bob's untap step
      Then Forest is untapped
      And Llanowar Elves is untapped
      And Dryad Arbor is untapped
      And Island is untapped

    @id:prophet-untaps-alices-permanents-in-each-other-players-untap
    Scenario: Prophet untaps Alice's permanents in each other player's untap step, not only the next one's
      Given Alice, Bob and Carol are playing
      And it is Bob's end step
      And Alice controls a Prophet of Kruphix and a tapped Forest
      When the game advances to Carol's untap step
      Then Forest is untapped

    @id:alice-cant-choose-to-keep-her-land-tapped-in-bobs-untap-step
    Scenario: Alice can't choose to keep her land tapped in Bob's untap step
      Given Alice controls a Prophet of Kruphix and a tapped Dwarven Hold
      When Alice tries to keep Dwarven Hold tapped during Bob's untap step
      Then that is illegal
      When the game advances to Bob's untap step
      Then Dwarven Hold is untapped

    @id:only-creatures-and-lands-alices-noncreature-artifact-stays
    Scenario: Only creatures and lands: Alice's noncreature artifact stays tapped in Bob's untap step
      Given Alice controls a Prophet of Kruphix, a tapped Thousand-Year Elixir and a tapped Forest
      When the game advances to Bob's untap step
      Then Thousand-Year Elixir is tapped
      And Forest is untapped

    @id:another-players-prophet-doesnt-untap-alices-permanents
    Scenario: Another player's Prophet doesn't untap Alice's permanents
      Given Alice, Bob and Carol are playing
      And Alice controls a tapped Forest
      And Bob controls a Prophet of Kruphix
      And Carol controls a tapped Island
      And Bob has a Plains in his library
      When the game advances to Carol's untap step
      Then Forest is tapped
      And Island is untapped

  @ruling:2013-09-15 @rule:502.3
  Rule: "Doesn't untap during your untap step" doesn't apply in another player's untap step
    Effects that state a creature or land you control doesn't untap during your untap step won't apply during another player's untap step.

    @id:colossus-of-sardia-untaps-in-bobs-untap-step
    Scenario: Colossus of Sardia untaps in Bob's untap step
      Given Alice controls a Prophet of Kruphix and a tapped Colossus of Sardia
      When the game advances to Bob's untap step
      Then Colossus of Sardia is untapped

    @id:colossus-of-sardia-still-doesnt-untap-in-alices-own-untap
    Scenario: Colossus of Sardia still doesn't untap in Alice's own untap step
      Given it is Bob's end step
      And Alice controls a Prophet of Kruphix and a tapped Colossus of Sardia
      When the game advances to Alice's untap step
      Then Colossus of Sardia is tapped

    @id:a-land-that-doesnt-untap-during-its-controllers-next-untap
    Scenario: A land that doesn't untap during its controller's next untap step untaps in Bob's
      Given Alice controls a Prophet of Kruphix and a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      And all players pass priority
      And the game advances to Bob's untap step
      Then Forest is untapped

    @id:a-noncreature-artifact-isnt-untapped-by-prophet-effect-or
    Scenario: A noncreature artifact isn't untapped by Prophet, effect or not
      Given Alice controls a Prophet of Kruphix and a tapped Mana Vault
      When the game advances to Bob's untap step
      Then Mana Vault is tapped

  @ruling:2013-09-15
  Rule: A bestow spell cast as an Aura gets no flash from Prophet of Kruphix
    If you're casting a creature spell with bestow, whether or not it has flash will depend on if you're casting it as a creature or as an Aura. Prophet of Kruphix won't give flash to a spell with bestow you're casting as an Aura.

    @rule:601.3b @rule:702.103d
    @id:cast-as-a-creature-in-an-opponents-end-step-it-has-flash
    Scenario: Cast as a creature in an opponent's end step, it has flash from Prophet of Kruphix
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}
      When Alice casts Hopeful Eidolon as a creature
      And all players pass priority
      Then Hopeful Eidolon is a creature

    @rule:601.3b @rule:702.103d
    @id:cast-as-an-aura-in-an-opponents-end-step-it-has-no-flash-so
    Scenario: Cast as an Aura in an opponent's end step, it has no flash, so it can't be cast
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      Then Alice may not cast Hopeful Eidolon as an Aura targeting her Prophet of Kruphix
      When Alice tries to cast Hopeful Eidolon as an Aura targeting her Prophet of Kruphix
      Then that is illegal
      And Hopeful Eidolon is in her hand
      And Alice's mana pool is {W}{W}{W}{W}

    @rule:117.1a
    @id:in-her-own-main-phase-with-an-empty-stack-it-needs-no-flash
    Scenario: In her own main phase with an empty stack, it needs no flash to be cast as an Aura
      Given Alice controls a Prophet of Kruphix
      And Alice has a Hopeful Eidolon in her hand
      And Alice's mana pool holds {W}{W}{W}{W}
      When Alice casts Hopeful Eidolon as an Aura targeting her Prophet of Kruphix
      And all players pass priority
      Then Hopeful Eidolon is an Aura attached to her Prophet of Kruphix

    @rule:702.8a
    @id:a-bestow-card-with-flash-of-its-own-may-be-cast-as-an-aura
    Scenario: A bestow card with flash of its own may be cast as an Aura at instant speed
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Boon Satyr in her hand
      And Alice's mana pool holds {G}{G}{G}{G}{G}
      When Alice casts Boon Satyr as an Aura targeting her Prophet of Kruphix
      And all players pass priority
      Then Boon Satyr is an Aura attached to her Prophet of Kruphix

  @ruling:2013-09-15
  Rule: Its flash applies to creature cards in any zone something lets her cast them from
    The last ability applies to creature cards in any zone, provided something is allowing you to cast them. For example, if you control a Zombie, you could cast Gravecrawler (a creature with “You may cast Gravecrawler from your graveyard as long as you control a Zombie”) from your graveyard as though it had flash.

    @card:gravecrawler @rule:601.3 @rule:601.3b
    @id:with-a-zombie-gravecrawler-is-cast-from-the-graveyard-in-an
    Scenario: With a Zombie, Gravecrawler is cast from the graveyard in an opponent's end step
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix and a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      When Alice casts Gravecrawler from her graveyard
      Then Gravecrawler is on the stack
      When all players pass priority
      Then Gravecrawler is on the battlefield

    @card:gravecrawler @rule:601.3
    @id:without-a-zombie-prophet-of-kruphix-alone-doesnt-let
    Scenario: Without a Zombie, Prophet of Kruphix alone doesn't let Gravecrawler be cast from the graveyard
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may not cast Gravecrawler from her graveyard
      When Alice tries to cast Gravecrawler from her graveyard
      Then that is illegal
      And Gravecrawler is in her graveyard

    @rule:601.3
    @id:a-creature-card-nothing-lets-her-cast-from-the-graveyard
    Scenario: A creature card nothing lets her cast from the graveyard stays there
      Given Alice controls a Prophet of Kruphix
      And Alice has a Walking Corpse in her graveyard
      And Alice's mana pool holds {B}{B}
      Then Alice may not cast Walking Corpse from her graveyard

    @card:gravecrawler @rule:117.1a
    @id:without-prophet-of-kruphix-the-graveyard-permission-gives-no
    Scenario: Without Prophet of Kruphix, the graveyard permission gives no flash
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Walking Corpse
      And Alice has a Gravecrawler in her graveyard
      And Alice's mana pool holds {B}
      Then Alice may not cast Gravecrawler from her graveyard

    @rule:601.3b
    @id:from-her-hand-any-creature-card-may-be-cast-in-an-opponents
    Scenario: From her hand, any creature card may be cast in an opponent's turn
      Given it is Bob's declare attackers step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may cast Grizzly Bears

    @rule:601.3b
    @id:an-opponents-prophet-of-kruphix-gives-her-no-flash
    Scenario: An opponent's Prophet of Kruphix gives her no flash
      Given it is Bob's end step
      And Alice has priority
      And Bob controls a Prophet of Kruphix
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{G}
      Then Alice may not cast Grizzly Bears

    @rule:305.9 @rule:305.1
    @id:a-land-creature-card-is-played-not-cast-so-it-gets-no-flash
    Scenario: A land creature card is played, not cast, so it gets no flash
      Given it is Bob's end step
      And Alice has priority
      And Alice controls a Prophet of Kruphix
      And Alice has a Dryad Arbor in her hand
      Then Alice may not cast Dryad Arbor
      When Alice tries to play Dryad Arbor
      Then that is illegal
      And Dryad Arbor is in her hand
