Feature: 608. Resolving Spells and Abilities
  Resolving, as far as the cards in scope need it. Each paragraph of CR 608 (2026-04-17) that the reference
  engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:608.1
  Rule: 608.1
    Each time all players pass in succession, the spell or ability on top of the stack resolves. (See rule 609, “Effects.”)

    @id:one-round-of-passing-resolves-only-the-top-object-not-the
    Scenario: One round of passing resolves only the top object (not: the whole stack)
      Given Alice controls a Grizzly Bears
      And Alice has an Aim High and an Ornamental Courage in her hand
      And Alice's mana pool holds {G}{C}{G}
      When Alice casts Aim High targeting Grizzly Bears
      And Alice casts Ornamental Courage targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is a 3/5 creature
      And the stack holds one object
      And the top of the stack is the spell Aim High
      When all players pass priority
      Then Grizzly Bears is a 5/7 creature
      And the stack is empty

  @rule:608.2
  Rule: 608.2
    If the object that’s resolving is an instant spell, a sorcery spell, or an ability, its resolution may involve several steps. The steps described in rules 608.2a and 608.2b are followed first. The steps described in rules 608.2c–m are then followed as appropriate, in no specific order. The steps described in rule 608.2n and 608.2p are followed last.

    @id:stabbing-pains-target-is-checked-its-instructions-followed
    Scenario: Stabbing Pain's target is checked, its instructions followed, then it goes to the graveyard
      Given Bob controls a Walking Corpse
      And Alice has a Stabbing Pain in her hand
      And Alice's mana pool holds {B}
      When Alice casts Stabbing Pain targeting Walking Corpse
      And all players pass priority
      Then Walking Corpse is a 1/1 creature
      And Walking Corpse is tapped
      And Stabbing Pain is in her graveyard
      And the stack is empty

  @rule:608.2a
  Rule: 608.2a
    If a triggered ability has an intervening “if” clause, it checks whether the clause’s condition is true. If it isn’t, the ability is removed from the stack and does nothing. Otherwise, it continues to resolve. See rule 603.4.

    @id:near-death-experiences-condition-is-false-as-it-resolves-it
    Scenario: Near-Death Experience's condition is false as it resolves: it is removed and does nothing (not: it resolves because it triggered)
      Given it is Bob's end step
      And Alice controls a Near-Death Experience and a Soul Warden
      And Alice's life total is 1
      And Alice controls three Forests
      And Alice has a Boon Satyr in her hand
      When the game advances to Alice's upkeep
      Then Near-Death Experience's ability triggered once
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Boon Satyr
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 2
      And the top of the stack is an ability of Near-Death Experience
      When all players pass priority
      Then the stack is empty
      And Alice has not won the game
      And Bob has not lost the game

  @rule:608.2c
  Rule: 608.2c
    The controller of the spell or ability follows its instructions in the order written. However, replacement effects may modify these actions. In some cases, later text on the card may modify the meaning of earlier text (for example, “Destroy target creature. It can’t be regenerated” or “Counter target spell. If that spell is countered this way, put it on top of its owner’s library instead of into its owner’s graveyard.”) Don’t just apply effects step by step without thinking in these cases—read the whole text and apply the rules of English to the text.

    @id:grimgrins-ability-untaps-it-and-puts-one-1-1-counter-on-it
    Scenario: Grimgrin's ability untaps it and puts one +1/+1 counter on it
      Given Alice controls a tapped Grimgrin, Corpse-Born and a Walking Corpse
      When Alice activates Grimgrin, Corpse-Born, sacrificing Walking Corpse
      And all players pass priority
      Then Grimgrin, Corpse-Born is untapped
      And Grimgrin, Corpse-Born has one +1/+1 counter
      And Grimgrin, Corpse-Born is a 6/6 creature

    @id:chained-brutes-ability-untaps-it-and-puts-no-counter-on-it
    Scenario: Chained Brute's ability untaps it and puts no counter on it
      Given Alice controls a tapped Chained Brute and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      Then Chained Brute is untapped
      And Chained Brute is a 4/3 creature

    @id:twilights-call-returns-creature-cards-only-a-land-card-stays
    Scenario: Twilight's Call returns creature cards only: a land card stays in the graveyard
      Given Alice has a Walking Corpse and a Forest in her graveyard
      And Bob has a Grizzly Bears in his graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {B}{B}{C}{C}{C}{C}
      When Alice casts Twilight's Call
      And all players pass priority
      Then Walking Corpse is on the battlefield
      And Grizzly Bears is on the battlefield
      And Forest is in her graveyard

  @rule:608.2b
  Rule: 608.2b
    If the spell or ability specifies targets, it checks whether the targets are still legal. A target that’s no longer in the zone it was in when it was targeted is illegal. Other changes to the game state may cause a target to no longer be legal; for example, its characteristics may have changed or an effect may have changed the text of the spell. If the source of an ability has left the zone it was in, its last known information is used during this process. If all its targets, for every instance of the word “target,” are now illegal, the spell or ability doesn’t resolve. It’s removed from the stack and, if it’s a spell, put into its owner’s graveyard. Otherwise, the spell or ability will resolve normally. Illegal targets, if any, won’t be affected by parts of a resolving spell’s effect for which they’re illegal. Other parts of the effect for which those targets are not illegal may still affect them. If the spell or ability creates any continuous effects that affect game rules (see rule 613.11), those effects don’t apply to illegal targets. If part of the effect requires information about an illegal target, it fails to determine any such information. Any part of the effect that requires that information won’t happen.

    @id:an-instant-whose-only-target-is-gone-doesnt-resolve
    Scenario: An instant whose only target is gone doesn't resolve
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Take into Custody in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Take into Custody targeting her Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Take into Custody is in her graveyard
      And the stack is empty

    @id:venarian-golds-trigger-does-nothing-to-a-creature-that-left
    Scenario: Venarian Gold's trigger does nothing to a creature that left the battlefield
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Venarian Gold in her hand
      And Alice's mana pool holds {U}{U}{C}{C}{C}
      When Alice casts Venarian Gold with X = 2 targeting her Walking Corpse
      And all players pass priority
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Walking Corpse has no sleep counters
      And the stack is empty

    @id:order-of-whiteclays-ability-does-nothing-if-its-target-left
    Scenario: Order of Whiteclay's ability does nothing if its target left the graveyard
      Given Alice controls a tapped Order of Whiteclay
      And Alice has a Grizzly Bears in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {W}{W}{C}{B}{B}{C}{C}{C}{C}{C}{C}
      When Alice activates Order of Whiteclay targeting Grizzly Bears
      And Alice casts Twilight's Call
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      When all players pass priority
      Then Grizzly Bears is on the battlefield
      And Grizzly Bears entered the battlefield once
      And the stack is empty

  @rule:113.7a
  Rule: 113.7a
    Once activated or triggered, an ability exists on the stack independently of its source. Destruction or removal of the source after that time won’t affect the ability. Note that some abilities cause a source to do something (for example, “This creature deals 1 damage to any target”) rather than the ability doing anything directly. In these cases, any activated or triggered ability that references information about the source for use while announcing an activated ability or putting a triggered ability on the stack checks that information when the ability is put onto the stack. Otherwise, it will check that information when it resolves. In both instances, if the source is no longer in the zone it’s expected to be in at that time, its last known information is used. The source can still perform the action even though it no longer exists.

    @id:chained-brutes-ability-resolves-after-chained-brute-left
    Scenario: Chained Brute's ability stays on the stack after Chained Brute left, and resolves untapping nothing (not: removed with its source)
      Given Alice controls a tapped Chained Brute, a Grimgrin, Corpse-Born and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And Alice activates Grimgrin, Corpse-Born, sacrificing Chained Brute
      And all players pass priority
      Then Chained Brute is in her graveyard
      And the top of the stack is an ability of Chained Brute
      When all players pass priority
      Then the stack is empty
      And Chained Brute is in her graveyard

    @id:fleshbag-marauders-ability-resolves-after-fleshbag-marauder
    Scenario: Fleshbag Marauder's ability resolves after Fleshbag Marauder was sacrificed: Bob still sacrifices his creature (not: the ability goes with its source)
      Given Alice controls a Grimgrin, Corpse-Born
      And Bob controls a Grizzly Bears
      And Alice has a Fleshbag Marauder in her hand
      And Alice's mana pool holds {B}{B}{B}
      When Alice casts Fleshbag Marauder
      And all players pass priority
      And Alice activates Grimgrin, Corpse-Born, sacrificing Fleshbag Marauder
      And all players pass priority
      Then Fleshbag Marauder is in her graveyard
      And the top of the stack is an ability of Fleshbag Marauder
      When all players pass priority
      Then Grizzly Bears is in his graveyard
      And Grimgrin, Corpse-Born is in her graveyard

  @rule:608.2d
  Rule: 608.2d
    If an effect of a spell or ability offers any choices other than choices already made as part of casting the spell, activating the ability, or otherwise putting the spell or ability on the stack, the player announces these while applying the effect. The player can’t choose an option that’s illegal or impossible, with the exception that having a library with no cards in it doesn’t make drawing a card an impossible action (see rule 121.3). If an effect divides or distributes something, such as damage or counters, as a player chooses among any number of untargeted players and/or objects, the player chooses the amount and division such that each chosen player or object receives at least one of whatever is being divided. (Note that if an effect divides or distributes something, such as damage or counters, as a player chooses among some number of target objects and/or players, the amount and division were determined as the spell or ability was put onto the stack rather than at this time; see rule 601.2d.)

    # CR example: A spell’s instruction reads, “You may sacrifice a creature. If you don’t, you lose 4 life.” A player who controls no creatures can’t choose the sacrifice option.

    @id:xathrid-demons-creature-is-chosen-as-its-ability-resolves-a
    Scenario: Xathrid Demon's creature is chosen as its ability resolves: a creature sacrificed in response is gone, so Alice sacrifices the other (not: chosen as it triggered)
      Given it is Bob's end step
      And Alice controls a Xathrid Demon, a Walking Corpse, a Chained Brute and a Wastes
      When the game advances to Alice's upkeep
      And Alice will choose Walking Corpse, then Chained Brute when she must choose
      And Alice taps Wastes for mana
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Walking Corpse is in her graveyard
      And Chained Brute is in her graveyard
      And Bob's life total is 16
      And Alice's life total is 20

    @id:alice-controls-no-other-creature-sacrificing-one-is
    Scenario: Alice controls no other creature: sacrificing one is impossible, so the Demon taps and she loses 7 life
      Given it is Bob's end step
      And Alice controls a Xathrid Demon
      When the game advances to Alice's upkeep
      And all players pass priority
      Then Alice's life total is 13
      And Xathrid Demon is tapped

  @rule:608.2e
  Rule: 608.2e
    Some spells and abilities have multiple steps or actions, denoted by separate sentences or clauses, that involve multiple players. In these cases, the choices for the first action are made in APNAP order, and then the first action is processed simultaneously. Then the choices for the second action are made in APNAP order, and then that action is processed simultaneously, and so on. See rule 101.4.

    @rule:101.4
    @id:death-cloud-each-player-loses-the-life-then-discards-then
    Scenario: Death Cloud: each player loses the life, then discards, then sacrifices a creature, then a land, each action for both players before the next
      Given Alice controls a Grizzly Bears and a Forest
      And Bob controls a Walking Corpse and a Mountain
      And Alice has a Death Cloud and a Swamp in her hand
      And Bob has an Island in his hand
      And Alice's mana pool holds {B}{B}{B}{C}
      When Alice casts Death Cloud with X = 1
      And all players pass priority
      Then Alice's life total is 19
      And Bob's life total is 19
      And Swamp is in her graveyard
      And Island is in his graveyard
      And Grizzly Bears is in her graveyard
      And Walking Corpse is in his graveyard
      And Forest is in her graveyard
      And Mountain is in his graveyard

    @id:bobs-dryad-arbor-sacrificed-as-his-creature-isnt-there-to
    Scenario: Bob's Dryad Arbor, sacrificed as his creature, isn't there to choose as his land: he sacrifices his Mountain (not: every choice made before the first action)
      Given Alice controls a Grizzly Bears and a Forest
      And Bob controls a Dryad Arbor, a Walking Corpse and a Mountain
      And Alice has a Death Cloud in her hand
      And Alice's mana pool holds {B}{B}{B}{C}
      When Bob will choose Dryad Arbor, then Mountain when he must choose
      And Alice casts Death Cloud with X = 1
      And all players pass priority
      Then Dryad Arbor is in his graveyard
      And Mountain is in his graveyard
      And Walking Corpse is on the battlefield

  @rule:608.2f
  Rule: 608.2f
    Some spells and abilities include actions taken on multiple players and/or objects. In most cases, each such action is processed simultaneously. If the action can’t be processed simultaneously, it’s instead processed considering each affected player or object individually. APNAP order is used to make the primary determination of the order of those actions. Secondarily, if the action is to be taken on both a player and an object they control or on multiple objects controlled by the same player, the player who controls the resolving spell or ability chooses the relative order of those actions.

    # CR example: Blatant Thievery says “For each opponent, gain control of target permanent that player controls.” As Blatant Thievery resolves, its controller gains control of all permanents chosen as targets simultaneously.
    # CR example: Soulfire Eruption says, in part, “Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card of your library, then Soulfire Eruption deals damage equal to that card’s mana value to that permanent or player.” A player casts Soulfire Eruption targeting an opponent and a creature that opponent controls. As Soulfire Eruption resolves, the player can’t exile the top card of their library multiple times at the same time, so they first choose which target they are considering, then they exile the top card of their library, and finally Soulfire Eruption deals damage to that target. They then repeat this process for the remaining target.

    @rule:104.4a
    @id:risky-shortcuts-each-player-loses-2-life-takes-both-players
    Scenario: Risky Shortcut's "each player loses 2 life" takes both players from 2 to 0 at once: both lose, no one wins (not: Bob's loss first makes Alice the winner)
      Given Alice's life total is 2
      And Bob's life total is 2
      And Alice has a Forest and a Swamp in her library
      And Alice has a Risky Shortcut in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Risky Shortcut
      And all players pass priority
      Then Alice's life total is 0
      And Bob's life total is 0
      And Alice has lost the game
      And Bob has lost the game
      And Alice has not won the game
      And Bob has not won the game

    @id:each-player-loses-the-life-the-caster-included-not-only-the
    Scenario: Each player loses the life, the caster included (not: only the opponents)
      Given Alice has a Forest and a Swamp in her library
      And Alice has a Risky Shortcut in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Risky Shortcut
      And all players pass priority
      Then Alice's life total is 18
      And Bob's life total is 18
      And Forest is in her hand
      And Swamp is in her hand

  @rule:608.2g
  Rule: 608.2g
    If an effect gives a player the option to pay mana, they may activate mana abilities before taking that action. If an effect specifically instructs or allows a player to cast a spell during resolution, they do so by following the steps in rules 601.2a–i, except no player receives priority after it’s cast. That spell becomes the topmost object on the stack, and the currently resolving spell or ability continues to resolve, which may include casting other spells this way. No other spells can normally be cast and no other abilities can normally be activated during resolution.

    @rule:605.3a
    @id:mana-vaults-you-may-pay-4-alice-taps-four-forests-for-mana
    Scenario: Mana Vault's "you may pay {4}": Alice taps four Forests for mana as the ability resolves and pays, so Mana Vault untaps (not: no ability can be activated during a resolution)
      Given it is Bob's end step
      And Alice controls a tapped Mana Vault and four Forests
      When Alice will do what Mana Vault's ability says she may do, paying with the mana abilities of Forest, Forest, Forest and Forest
      And the game advances to Alice's upkeep
      Then Mana Vault's ability triggered once
      And Alice's mana pool is empty
      When all players pass priority
      Then Mana Vault is untapped
      And Alice's mana pool is empty
      And the stack is empty

    @id:three-forests-cant-pay-4-alice-pays-nothing-mana-vault-stays
    Scenario: Three Forests can't pay {4}: Alice pays nothing, Mana Vault stays tapped, and the mana she made stays in her pool (not: a partial payment untaps it)
      Given it is Bob's end step
      And Alice controls a tapped Mana Vault and three Forests
      When Alice will do what Mana Vault's ability says she may do, paying with the mana abilities of Forest, Forest and Forest
      And the game advances to Alice's upkeep
      And all players pass priority
      Then Mana Vault is tapped
      And Alice's mana pool is {G}{G}{G}

  @rule:608.2h
  Rule: 608.2h
    If an effect requires information from the game (such as the number of creatures on the battlefield), the answer is determined only once, when the effect is applied. If the effect requires information from a specific object, including the source of the ability itself, the effect uses the current information of that object if it’s in the public zone it was expected to be in; if it’s no longer in that zone, or if the effect has moved it from a public zone to a hidden zone, the effect uses the object’s last known information. See rule 113.7a. If an ability states that an object does something, it’s the object as it exists—or as it most recently existed—that does it, not the ability.

    @id:swift-kicks-fight-uses-the-power-the-creature-has-as-the
    Scenario: Swift Kick's fight uses the power the creature has as the fight happens, +1/+0 included (not: its power as the spell was cast)
      Given Alice controls a Grizzly Bears
      And Bob controls a Chained Brute
      And Alice has a Swift Kick in her hand
      And Alice's mana pool holds {R}{C}{C}{C}
      When Alice casts Swift Kick targeting Grizzly Bears and Chained Brute
      And all players pass priority
      Then Chained Brute is in his graveyard
      And Grizzly Bears is in her graveyard

  @rule:608.2i
  Rule: 608.2i
    Some effects look back in time and require information about previous game states and actions rather than considering the current game state. If such an effect requires information from the game about an object or group of objects, and that effect is not taking any actions on those objects, they don’t need to be currently in the zone they were in at the time of that previous game state or action, nor do they need to currently meet the criteria described in the action, as long as they did so at the specified time. This is an exception to 608.2h.

    # CR example: A player attacks with Bear Cub. Later in the turn, an effect causes Bear Cub to become a noncreature permanent. The same player then casts Search Party Captain, a spell that says in part “This spell costs {1} less to cast for each creature you attacked with this turn.” That spell costs {1} less because the player attacked with a creature, even though the Bear Cub they attacked with is no longer a creature.

    @id:windfall-counts-the-cards-discarded-now-in-the-graveyards
    Scenario: Windfall counts the cards discarded, now in the graveyards: each player draws two (not: the hands are empty now, so no one draws)
      Given Alice has a Windfall, a Forest and a Swamp in her hand
      And Bob has an Island in his hand
      And Alice has a Plains, a Mountain and a Wastes in her library
      And Bob has a Forest, a Swamp and a Plains in his library
      And Alice's mana pool holds {U}{C}{C}
      When Alice casts Windfall
      And all players pass priority
      Then Alice has two cards in her hand
      And Bob has two cards in his hand
      And Alice's Forest is in her graveyard
      And Island is in his graveyard

  @rule:608.2k
  Rule: 608.2k
    If an ability’s effect refers to a specific untargeted object that has been previously referred to by that ability’s cost or trigger condition, it still affects that object even if the object has changed characteristics.

    # CR example: Wall of Tears says “Whenever this creature blocks a creature, return that creature to its owner’s hand at end of combat.” If Wall of Tears blocks a creature, then that creature ceases to be a creature before the triggered ability resolves, the permanent will still be returned to its owner’s hand.

    @id:llanowar-elves-pumped-to-power-3-before-cavalcade-of
    Scenario: Llanowar Elves pumped to power 3 before Cavalcade of Calamity's trigger resolves: the trigger still deals Bob 1 damage (not: "a creature with power 1 or less" checked again)
      Given Alice controls a Cavalcade of Calamity, a Llanowar Elves, a Forest and a Wastes
      And Alice has an Aim High in her hand
      When Alice attacks Bob with Llanowar Elves
      Then Cavalcade of Calamity's ability triggered once
      When Alice taps Forest for mana
      And Alice taps Wastes for mana
      And Alice casts Aim High targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is a 3/3 creature
      When all players pass priority
      Then Cavalcade of Calamity dealt 1 noncombat damage to Bob
      And Bob's life total is 19

  @rule:608.2m
  Rule: 608.2m
    If an instant spell, sorcery spell, or ability that can legally resolve leaves the stack once it starts to resolve, it will continue to resolve fully.

    @rule:724.1
    @id:glorious-end-exiled-as-it-ends-the-turn-goes-on-resolving
    Scenario: Glorious End, exiled as it ends the turn, goes on resolving: Alice loses at her next end step, and it stays in exile (not: it stops when it leaves the stack, or goes to her graveyard)
      Given Alice has a Glorious End in her hand
      And Alice's mana pool holds {R}{C}{C}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts Glorious End
      And all players pass priority
      Then Glorious End is in exile
      And it is Alice's cleanup step
      When the game advances to Bob's end step
      Then the stack is empty
      And Alice has not lost the game
      When the game advances to Alice's end step
      And all players pass priority
      Then Alice has lost the game
      And Glorious End is in exile

  @rule:608.2n
  Rule: 608.2n
    As the final part of an instant or sorcery spell’s resolution, the spell is put into its owner’s graveyard. As the final part of an ability’s resolution, the ability is removed from the stack and ceases to exist.

    @id:a-resolved-instant-is-put-into-its-owners-graveyard
    Scenario: A resolved instant is put into its owner's graveyard
      Given Alice controls a Grizzly Bears
      And Alice has an Aim High in her hand
      And Alice's mana pool holds {G}{C}
      When Alice casts Aim High targeting Grizzly Bears
      Then Aim High is on the stack
      When all players pass priority
      Then Aim High is in her graveyard
      And the stack is empty

  @rule:608.3
  Rule: 608.3
    If the object that’s resolving is a permanent spell, its resolution may involve several steps. The instructions in rules 608.3a and b are always performed first. Then one of the steps in rule 608.3c–e is performed, if appropriate.

    @id:an-aura-spell-whose-target-is-still-legal-becomes-a
    Scenario: An Aura spell whose target is still legal becomes a permanent attached to it
      Given Bob controls a Grizzly Bears
      And Alice has a Lure in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Lure targeting Grizzly Bears
      And all players pass priority
      Then Lure is an Aura attached to Grizzly Bears

    @id:an-aura-spell-whose-target-is-gone-doesnt-resolve-it-goes-to
    Scenario: An Aura spell whose target is gone doesn't resolve: it goes to the graveyard, not the battlefield
      Given Alice controls a Walking Corpse and a Chained Brute
      And Alice has a Lure in her hand
      And Alice's mana pool holds {G}{G}{C}{C}
      When Alice casts Lure targeting Walking Corpse
      And Alice activates Chained Brute, sacrificing Walking Corpse
      And all players pass priority
      And all players pass priority
      Then Lure is in her graveyard

  @rule:608.3c
  Rule: 608.3c
    If the object that’s resolving is an Aura spell, it becomes a permanent and is put onto the battlefield under the control of the spell’s controller attached to the player or object it was targeting.

    @id:alices-lure-targeting-bobs-creature-enters-under-alices
    Scenario: Alice's Lure targeting Bob's creature enters under Alice's control, attached to it (not: under the enchanted creature's controller)
      Given Bob controls a Grizzly Bears
      And Alice has a Lure in her hand
      And Alice's mana pool holds {G}{G}{C}
      When Alice casts Lure targeting Grizzly Bears
      And all players pass priority
      Then Lure is an Aura attached to Grizzly Bears
      And Lure is controlled by Alice

  @rule:608.3d
  Rule: 608.3d
    If the object that’s resolving is a mutating creature spell, the object representing that spell merges with the permanent it is targeting (see rule 730, “Merging with Permanents”).

    # Wrong reading: the mutating spell resolves as any creature spell, put onto the battlefield beside its target.
    @rule:702.140c @rule:730.2a @rule:702.140e
    @id:sea-dasher-octopus-cast-for-its-mutate-cost-over-wind-drake
    Scenario: Sea-Dasher Octopus cast for its mutate cost over Wind Drake merges with it: one creature, a 2/2 Octopus with the Drake's flying, and nothing entered the battlefield (not: a second creature)
      Given Alice controls a Wind Drake
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{U}
      When Alice casts Sea-Dasher Octopus for its mutate cost targeting Wind Drake, putting it over that creature
      And all players pass priority
      Then the stack is empty
      And Sea-Dasher Octopus entered the battlefield no times
      And Alice controls one creature
      # Part of the merged permanent, the card is on the battlefield with it (CR 730.2b), not on the stack.
      And Sea-Dasher Octopus is on the battlefield
      And Wind Drake's subtypes are Octopus
      And Wind Drake has flying
      And Alice has no cards in her graveyard

    # Wrong reading: the merged permanent is a new object, as though it had entered: summoning sick, its counters
    # gone (CR 730.2b-c).
    @rule:730.2b @rule:730.2c
    @id:watchwolf-with-a-1-1-counter-merged-with-sea-dasher-octopus
    Scenario: Watchwolf with a +1/+1 counter, merged with Sea-Dasher Octopus over it, is the same creature: it keeps its counter and can still attack this turn (not: a new, summoning-sick object without counters)
      Given Alice controls a Watchwolf with one +1/+1 counter
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{U}
      When Alice casts Sea-Dasher Octopus for its mutate cost targeting Watchwolf, putting it over that creature
      And all players pass priority
      Then Watchwolf has one +1/+1 counter
      And Watchwolf is a 3/3 creature
      And Watchwolf's color is blue
      And Watchwolf can attack
      And Watchwolf entered the battlefield no times

    # Under it, the Octopus gives Watchwolf its abilities, not its characteristics: Watchwolf deals combat damage and
    # its controller draws (CR 702.140e).
    @rule:702.140e @rule:730.2a
    @id:sea-dasher-octopus-merged-under-watchwolf-a-3-3-green-and
    Scenario: Sea-Dasher Octopus merged under Watchwolf: a 3/3 green and white Wolf that draws Alice a card when it deals Bob combat damage
      Given Alice controls a Watchwolf
      And Alice has a Forest in her library
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{U}
      When Alice casts Sea-Dasher Octopus for its mutate cost targeting Watchwolf, putting it under that creature
      And all players pass priority
      Then Watchwolf is a 3/3 creature
      And Watchwolf's subtypes are Wolf
      And Watchwolf's colors are green and white
      When Alice attacks Bob with Watchwolf
      And Bob declares no blockers
      And all players pass priority
      Then Bob's life total is 17
      And Watchwolf's ability triggered once
      When all players pass priority
      Then Alice drew one card

    # Wrong reading: a mutating spell whose target is gone is countered, as an Aura spell would be (CR 608.3b).
    @rule:702.140b
    @id:watchwolf-sacrificed-in-response-the-mutating-sea-dasher
    Scenario: Watchwolf sacrificed in response, the mutating Sea-Dasher Octopus resolves as a creature spell and enters the battlefield (not: countered for its illegal target)
      Given Alice controls a Watchwolf and a Chained Brute
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{C}{U}
      When Alice casts Sea-Dasher Octopus for its mutate cost targeting Watchwolf, putting it over that creature
      And Alice activates Chained Brute, sacrificing Watchwolf
      And all players pass priority
      And all players pass priority
      Then Sea-Dasher Octopus is on the battlefield
      And Sea-Dasher Octopus entered the battlefield once
      And Sea-Dasher Octopus is a 2/2 creature
      And Watchwolf is in her graveyard

    # Wrong reading: only the permanent's own card leaves, the merged card lost or left behind (CR 730.3).
    @rule:730.3
    @id:the-merged-watchwolf-dies-to-forked-bolt-both-its-cards-go
    Scenario: The merged Watchwolf dies to Forked Bolt: both its cards go to Alice's graveyard
      Given Alice controls a Watchwolf
      And Alice has a Sea-Dasher Octopus and a Forked Bolt in her hand
      And Alice's mana pool holds {C}{U}{R}
      When Alice casts Sea-Dasher Octopus for its mutate cost targeting Watchwolf, putting it over that creature
      And all players pass priority
      And Alice casts Forked Bolt targeting Watchwolf
      And all players pass priority
      Then Watchwolf is in her graveyard
      And Sea-Dasher Octopus is in her graveyard
      # Forked Bolt and the merged permanent's two cards
      And Alice has three cards in her graveyard
      And Alice controls no creatures

    @rule:702.140a
    @id:sea-dasher-octopus-can-be-cast-for-its-mutate-cost-targeting
    Scenario: Sea-Dasher Octopus can be cast for its mutate cost targeting only a non-Human creature Alice owns (not: any creature)
      Given Alice controls a Watchwolf and a Youthful Knight
      And Bob controls a Wind Drake
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{U}
      Then Alice may cast Sea-Dasher Octopus for its mutate cost targeting Watchwolf, putting it over that creature
      And Alice may not cast Sea-Dasher Octopus for its mutate cost targeting Youthful Knight, putting it over that creature
      And Alice may not cast Sea-Dasher Octopus for its mutate cost targeting Bob's Wind Drake, putting it over that creature
      # Asked without a target: castable for its mutate cost, since a legal target exists (CR 601.2c).
      And Alice may cast Sea-Dasher Octopus for its mutate cost

    # Wrong reading: a mutating creature spell with no legal target may be cast all the same, as a creature.
    @rule:702.140a @rule:601.2c
    @id:with-no-non-human-creature-alice-owns-sea-dasher-octopus
    Scenario: With no non-Human creature Alice owns, Sea-Dasher Octopus can't be cast for its mutate cost, only for its mana cost (not: a mutating spell without a target)
      Given Alice controls a Youthful Knight
      And Bob controls a Wind Drake
      And Alice has a Sea-Dasher Octopus in her hand
      And Alice's mana pool holds {C}{U}{U}
      Then Alice may not cast Sea-Dasher Octopus for its mutate cost
      But Alice may cast Sea-Dasher Octopus

  @rule:608.3f
  Rule: 608.3f
    If the object that’s resolving is a copy of a permanent spell, it will become a token permanent as it is put onto the battlefield in any of the steps above. A token put onto the battlefield this way is no longer a copy of a spell and is not “created” for the purposes of any rules or effects that refer to creating a token.

    @rule:707.10 @rule:704.5d
    @id:the-copy-of-a-grizzly-bears-spell-becomes-a-grizzly-bears-token
    Scenario: The copy of a Grizzly Bears spell becomes a Grizzly Bears token, not an Angel for Divine Visitation; sacrificed, it leaves no card behind (not: a created token, nor a nontoken)
      Given Alice controls a Divine Visitation
      And Alice has a Grizzly Bears and a Choreographed Sparks in her hand
      And Alice's mana pool holds {C}{G}{R}{R}
      When Alice casts Grizzly Bears
      And Alice casts Choreographed Sparks choosing "Copy target creature spell you control" targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      # No longer a copy of a spell: on the battlefield, it goes on existing (CR 704.5e doesn't apply to it).
      Then the copy of Grizzly Bears is on the battlefield
      And the copy of Grizzly Bears is controlled by Alice
      And Alice controls no Angel tokens
      When all players pass priority
      And the game advances to Alice's end step
      And all players pass priority
      Then Grizzly Bears is on the battlefield
      # Choreographed Sparks alone: the token the copy became ceased to exist (CR 704.5d), leaving no card
      And Alice has one card in her graveyard

  @rule:608.3g
  Rule: 608.3g
    If the object that’s resolving has a static ability that functions on the stack and creates a delayed triggered ability, that delayed triggered ability is created as that permanent is put onto the battlefield in any of the steps above. (See rules 702.109, “Dash,” 702.152, “Blitz,” and 702.185, “Warp.”)

    @id:mardu-scout-cast-for-its-dash-cost-enters-with-haste-and-its
    Scenario: Mardu Scout cast for its dash cost enters with haste, and its delayed trigger returns it to Alice's hand at the beginning of her end step
      Given Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      Then Mardu Scout is on the battlefield
      And Mardu Scout has haste
      And Mardu Scout can attack
      When the game advances to Alice's end step
      Then Mardu Scout's ability triggered once
      And Mardu Scout is on the battlefield
      When all players pass priority
      Then Mardu Scout is in her hand
      And the stack is empty

    # Wrong reading: the delayed trigger created as the spell is cast, so that it is there though the spell never
    # became a permanent.
    @id:mardu-scout-cast-for-its-dash-cost-and-countered-never
    Scenario: Mardu Scout cast for its dash cost and countered never became a permanent: no delayed trigger at the end step (not: created as it was cast)
      Given Alice has a Mardu Scout in her hand
      And Alice's mana pool holds {C}{R}
      And Bob controls a Chalice of the Void with 2 charge counters
      When Alice casts Mardu Scout for its dash cost
      Then Chalice of the Void's ability triggered once
      When all players pass priority
      Then Mardu Scout is in her graveyard
      When the game advances to Alice's end step
      Then Mardu Scout's ability did not trigger
      And the stack is empty
      And Mardu Scout is in her graveyard

    # Wrong reading: the delayed trigger about the card rather than the permanent it became (CR 400.7).
    @id:the-dashed-mardu-scout-that-died-before-the-end-step-stays
    Scenario: The dashed Mardu Scout that died before the end step stays in the graveyard (not: the card returned wherever it is)
      Given Alice has a Mardu Scout and a Forked Bolt in her hand
      And Alice's mana pool holds {C}{R}{R}
      When Alice casts Mardu Scout for its dash cost
      And all players pass priority
      And Alice casts Forked Bolt targeting Mardu Scout
      And all players pass priority
      Then Mardu Scout is in her graveyard
      When the game advances to Alice's end step
      And all players pass priority
      Then Mardu Scout is in her graveyard
