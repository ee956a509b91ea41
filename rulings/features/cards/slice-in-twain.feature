@card:slice-in-twain
Feature: Slice in Twain
  Destroy target artifact or enchantment.
  Draw a card.

  @ruling:2017-09-29 @rule:608.2b @rule:702.12b
  Rule: Its target illegal, no card; legal but indestructible, a card
    If the target artifact or enchantment is an illegal target by the time Slice in Twain resolves, the entire spell doesn’t resolve. You won’t draw a card. If, on the other hand, the target is a legal target but isn’t destroyed (most likely because it has indestructible), you’ll draw a card.

    @id:voltaic-servant-destroyed-by-alices-disenchant-first-slice
    Scenario: Voltaic Servant destroyed by Alice's Disenchant first: Slice in Twain doesn't resolve and Alice draws no card (not: the draw doesn't depend on the target)
      Given Bob controls a Voltaic Servant
      And Alice has a Slice in Twain and a Disenchant in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {G}{G}{C}{C}{W}{C}
      When Alice casts Slice in Twain targeting Voltaic Servant
      And Alice casts Disenchant targeting Voltaic Servant
      And all players pass priority
      And all players pass priority
      Then Slice in Twain is in her graveyard
      And Voltaic Servant is in his graveyard
      And Alice drew no cards

    @id:on-an-indestructible-darksteel-myr-it-survives-and-alice-3
    Scenario: On an indestructible Darksteel Myr: it survives, and Alice still draws a card (not: nothing destroyed, nothing else happens)
      Given Bob controls a Darksteel Myr
      And Alice has a Slice in Twain in her hand
      And Alice has an Island in her library
      And Alice's mana pool holds {G}{G}{C}{C}
      When Alice casts Slice in Twain targeting Darksteel Myr
      And all players pass priority
      Then Darksteel Myr is on the battlefield
      And Alice drew one card
