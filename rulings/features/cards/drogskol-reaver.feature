@card:drogskol-reaver
Feature: Drogskol Reaver
  Flying
  Double strike (This creature deals both first-strike and regular combat damage.)
  Lifelink (Damage dealt by this creature also causes you to gain that much life.)
  Whenever you gain life, draw a card.

  @ruling:2024-11-08 @rule:119.9 @rule:603.2c
  Rule: One trigger per life-gaining event, whatever the amount
    Drogskol Reaver's last ability triggers just once for each life-gaining event, whether it's 1 life from Dazzling Angel or 4 life from Apothecary Stomper.

    @id:unblocked-drogskol-reaver-gains-alice-3-life-in-each-combat
    Scenario: Unblocked, Drogskol Reaver gains Alice 3 life in each combat damage step: she draws two cards, not six (not: a trigger for each life gained)
      Given Alice controls a Drogskol Reaver
      And Alice has a Forest, a Plains, an Island, a Swamp, a Mountain and a Forest in her library
      When Alice attacks Bob with Drogskol Reaver
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice's life total is 26
      And Alice drew two cards

  @ruling:2024-11-08 @rule:702.15e @rule:510.2
  Rule: Each lifelink creature's combat damage is its own life-gaining event
    Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example, if two creatures you control with lifelink deal combat damage at the same time, Drogskol Reaver's last ability will trigger twice. However, if a single creature you control with lifelink deals combat damage to multiple creatures, players, planeswalkers, and/or battles at the same time (perhaps because it has trample or was blocked by more than one creature), the ability will trigger only once.

    @id:drogskol-reaver-and-daybreak-chaplain-deal-regular-combat
    Scenario: Drogskol Reaver and Daybreak Chaplain deal regular combat damage at once: two events, two cards, and one more for the Reaver's first-strike damage (not: simultaneous damage is one event)
      Given Alice controls a Drogskol Reaver and a Daybreak Chaplain
      And Alice has a Forest, a Plains, an Island and a Swamp in her library
      When Alice attacks Bob with Drogskol Reaver and Daybreak Chaplain
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice drew three cards

  @ruling:2024-11-08 @rule:510.4 @rule:702.4b
  Rule: Its blockers dead to first-strike damage, it deals no regular damage and the trigger doesn't come again
    If Drogskol Reaver deals enough first-strike damage to destroy each creature it's blocking or was blocked by, it won't deal any damage during the regular combat damage step and its last ability won't trigger a second time that combat. This is different if Drogskol Reaver is attacking and somehow gains trample.

    @id:blocking-bobs-grizzly-bears-the-reaver-kills-it-with-first
    Scenario: Blocking Bob's Grizzly Bears, the Reaver kills it with first-strike damage: one card, and no damage in the regular step (not: a second trigger for the regular step)
      Given it is Bob's precombat main phase
      And Alice controls a Drogskol Reaver
      And Alice has a Forest, a Plains and an Island in her library
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And Alice blocks Grizzly Bears with Drogskol Reaver
      And the game advances to Bob's end of combat step
      Then Grizzly Bears is in his graveyard
      And Grizzly Bears dealt no combat damage
      And Drogskol Reaver dealt 3 combat damage
      And Alice's life total is 23
      And Alice drew one card

    @id:blocked-by-wind-drake-and-giant-spider-the-reavers-first
    Scenario: Blocked by Wind Drake and Giant Spider, the Reaver's first-strike damage to both is one event: one card for that step, one for the regular step, two in all (not: one per creature dealt damage)
      Given Alice controls a Drogskol Reaver
      And Alice has a Forest, a Plains, an Island and a Swamp in her library
      And Bob controls a Wind Drake and a Giant Spider
      When Alice attacks Bob with Drogskol Reaver
      And Bob blocks Drogskol Reaver with Wind Drake and Giant Spider
      And the game advances to Alice's combat damage step
      Then Wind Drake is in his graveyard
      And Giant Spider has 1 damage marked on it
      When all players pass priority
      Then Alice drew one card
      When the game advances to Alice's end of combat step
      Then Giant Spider is in his graveyard
      And Alice drew two cards

  @ruling:2024-11-08 @rule:119.9 @rule:107.3c
  Rule: Life gained "for each" or "equal to the number" is one event
    If you gain an amount of life "for each" of something or "equal to the number" of something, that life is gained as one event and the last ability of Drogskol Reaver triggers only once.

    @id:harsh-sustenance-with-two-creatures-gains-alice-2-life-in
    Scenario: Harsh Sustenance, with two creatures, gains Alice 2 life in one event: she draws one card (not: one card per life)
      Given Alice controls a Drogskol Reaver and a Grizzly Bears
      And Alice has a Forest, a Plains and an Island in her library
      And Alice has a Harsh Sustenance in her hand
      And Alice's mana pool holds {W}{B}{C}
      When Alice casts Harsh Sustenance targeting Bob
      And all players pass priority
      Then Alice's life total is 22
      And Bob's life total is 18
      When all players pass priority
      Then Alice drew one card
