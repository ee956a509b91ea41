@card:misstep
Feature: Misstep
  Creatures target player controls don't untap during that player's next untap step.

  @ruling:2004-10-04 @rule:611.2c @rule:502.3
  Rule: Only the targeted player's next untap step
    The creatures are only prevented from untapping during the targeted player’s next untap step. They can still can untap during other player’s untap steps.

    @id:alices-creatures-untap-in-bobs-untap-step-through-seedborn
    Scenario: Alice's creatures untap in Bob's untap step through Seedborn Muse (not: in no untap step)
      Given Alice controls a Seedborn Muse and a tapped Grizzly Bears
      And Alice has a Misstep in her hand
      And Alice's mana pool holds {U}{C}
      When Alice casts Misstep targeting Alice
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Grizzly Bears is untapped

    @id:bobs-creatures-stay-tapped-in-his-next-untap-step-his-lands
    Scenario: Bob's creatures stay tapped in his next untap step, his lands untap, and the step after that they untap
      Given Bob controls a tapped Grizzly Bears and a tapped Forest
      And Alice has a Misstep in her hand
      And Alice's mana pool holds {U}{C}
      And Alice has a Plains in her library
      And Bob has a Plains in his library
      When Alice casts Misstep targeting Bob
      And all players pass priority
      And the game advances to Bob's upkeep
      Then Grizzly Bears is tapped
      And Forest is untapped
      When the game advances to Alice's upkeep
      And the game advances to Bob's upkeep
      Then Grizzly Bears is untapped

  @ruling:2008-08-01 @rule:611.2c
  Rule: It applies to every creature the player controls then, even one that entered after Misstep resolved
    No creature controlled by the player will untap during their next untap step. This includes creatures which entered the battlefield after Misstep resolved.

    @id:a-creature-that-entered-after-misstep-resolved-doesnt-untap
    Scenario: A creature that entered after Misstep resolved doesn't untap either (not: only the creatures there as it resolved)
      Given Alice has a Misstep and a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {U}{C}{W}{C}{C}
      And Bob has a Boon Satyr in his hand
      And Bob's mana pool holds {G}{G}{C}
      When Alice casts Misstep targeting Bob
      And all players pass priority
      And Alice passes priority
      And Bob casts Boon Satyr
      And all players pass priority
      And Alice casts Repel the Darkness targeting Boon Satyr
      And all players pass priority
      Then Boon Satyr is tapped
      When the game advances to Bob's upkeep
      Then Boon Satyr is tapped
