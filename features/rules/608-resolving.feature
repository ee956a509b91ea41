Feature: 608. Resolving Spells and Abilities
  Resolving, as far as the cards in scope need it. Each paragraph of CR 608 (2026-04-17) that the reference
  engine models is quoted verbatim under its number; its scenarios show it on a board.

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
    Scenario: Chained Brute's ability resolves after Chained Brute left: nothing untaps
      Given Alice controls a tapped Chained Brute, a Grimgrin, Corpse-Born and a Walking Corpse
      And Alice's mana pool holds {C}
      When Alice activates Chained Brute, sacrificing Walking Corpse
      And Alice activates Grimgrin, Corpse-Born, sacrificing Chained Brute
      And all players pass priority
      And all players pass priority
      Then Chained Brute is in her graveyard
      And the stack is empty
