@card:moment-of-craving
Feature: Moment of Craving
  Target creature gets -2/-2 until end of turn. You gain 2 life.

  @ruling:2024-11-08 @rule:608.2b
  Rule: Its target illegal, Moment of Craving doesn't resolve: no life
    If the target creature is an illegal target by the time Moment of Craving tries to resolve, it won't resolve and none of its effects will happen. You won't gain 2 life.

    @id:grizzly-bears-dead-to-shock-first-alice-gains-no-life-not-2
    Scenario: Grizzly Bears dead to Shock first: Alice gains no life (not: the life gain doesn't depend on the target)
      Given Bob controls a Grizzly Bears
      And Alice has a Moment of Craving and a Shock in her hand
      And Alice's mana pool holds {B}{C}{R}
      When Alice casts Moment of Craving targeting Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      And all players pass priority
      Then Moment of Craving is in her graveyard
      And Alice's life total is 20

  @ruling:2024-11-08 @rule:704.3 @rule:608.2c @rule:603.2
  Rule: The creature at 0 toughness is still on the battlefield as the life is gained: it dies only afterwards
    The target creature will still be on the battlefield when you gain life, even if its toughness has been reduced to 0 or less. Any abilities it has that interact with gaining life do so as appropriate. If any abilities trigger on you gaining life, the creature will be put into its owner's graveyard after that ability triggers but before it resolves.

    @id:on-alices-own-ajanis-pridemate-the-life-gained-triggers-the
    Scenario: On Alice's own Ajani's Pridemate: the life gained triggers the Pridemate before it dies at 0/0, and it still dies (not: it dies mid-resolution and sees no life gained)
      Given Alice controls an Ajani's Pridemate
      And Alice has a Moment of Craving in her hand
      And Alice's mana pool holds {B}{C}
      When Alice casts Moment of Craving targeting Ajani's Pridemate
      And all players pass priority
      Then Alice's life total is 22
      And Ajani's Pridemate's ability triggered once
      And Ajani's Pridemate is in her graveyard
