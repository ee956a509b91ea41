Feature: 119. Life
  Each paragraph of CR 119 (2026-09-25) is quoted verbatim under its number; its scenarios show it on a board.

  @rule:119.1
  Rule: 119.1
    Each player begins the game with a starting life total of 20. Some variant games have different starting life totals.

    @id:each-player-begins-with-20-life
    Scenario: Each player begins with 20 life when the board gives no life total (not: 0, or a variant's 30 or 40)
      Given Alice controls a Forest
      Then Alice's life total is 20
      And Bob's life total is 20

  @rule:119.2
  Rule: 119.2
    Damage dealt to a player normally causes that player to lose that much life. See rule 120.3.

    @id:shock-dealt-to-bob-makes-him-lose-2-life
    Scenario: Shock dealt to Bob makes him lose 2 life, and no one else (not: its controller, or damage marked on a player)
      Given Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And all players pass priority
      Then Bob's life total is 18
      And Alice's life total is 20

  @rule:119.3
  Rule: 119.3
    If an effect causes a player to gain life or lose life, that player’s life total is adjusted accordingly.

    @id:angels-mercy-adds-7-to-alices-life-total
    Scenario: Angel's Mercy adds 7 to Alice's life total, even above the starting 20 (not: capped at the starting total)
      Given Alice has an Angel's Mercy in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Angel's Mercy
      And all players pass priority
      Then Alice's life total is 27
      And Bob's life total is 20

    @id:blood-toll-harpy-makes-each-player-lose-1-life
    Scenario: Blood-Toll Harpy's "each player loses 1 life" takes 1 from both players, its controller too (not: only the opponents)
      Given Alice has a Blood-Toll Harpy in her hand
      And Alice's life total is 5
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Blood-Toll Harpy
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 4
      And Bob's life total is 19

  @rule:119.4
  Rule: 119.4
    If a cost or effect allows a player to pay an amount of life greater than 0, the player may do so only if their life total is greater than or equal to the amount of the payment. If a player pays life, the payment is subtracted from their life total; in other words, the player loses that much life.

    @id:at-exactly-2-life-alice-may-pay-2-life-and-goes-to-0
    Scenario: At exactly 2 life Alice may pay 2 life: she goes to 0 and loses the game (not: only a life total above the payment can pay)
      Given Alice's life total is 2
      And Bob controls a Llanowar Elves
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will do what Ambulatory Edifice's ability says she may do
      And Alice casts Ambulatory Edifice
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 0
      And Alice has lost the game

  @rule:119.5
  Rule: 119.5
    If an effect sets a player’s life total to a specific number, the player gains or loses the necessary amount of life to end up with the new total.

    @rule:603.2c
    @id:magister-sphinx-sets-alices-4-life-to-10-she-gains-6
    Scenario: Magister Sphinx's ability sets Alice's life total of 4 to 10: she gains 6 life, so Ajani's Pridemate's "whenever you gain life" triggers (not: a new total with no life gained)
      Given Alice's life total is 4
      And Alice controls an Ajani's Pridemate
      And Alice has a Magister Sphinx in her hand
      And Alice's mana pool holds {W}{U}{B}{C}{C}{C}{C}
      When Alice will choose Alice when she must choose
      And Alice casts Magister Sphinx
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 10
      And Ajani's Pridemate's ability triggered once
      When all players pass priority
      Then Ajani's Pridemate has a +1/+1 counter on it

    @rule:614.1a
    @id:magister-sphinx-sets-bobs-4-life-to-10-his-knight-adds-1
    Scenario: Magister Sphinx's ability would set Bob's life total of 4 to 10; the 6 life he gains is a life gain his Knight of Dawn's Light turns into 7, so he ends at 11 (not: the total is simply 10)
      Given Bob's life total is 4
      And Bob controls a Knight of Dawn's Light
      And Alice has a Magister Sphinx in her hand
      And Alice's mana pool holds {W}{U}{B}{C}{C}{C}{C}
      When Alice will choose Bob when she must choose
      And Alice casts Magister Sphinx
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 11

    @id:magister-sphinx-sets-bobs-20-life-to-10-he-loses-10
    Scenario: Magister Sphinx's ability sets Bob's life total of 20 to 10: he loses 10 life, and his Knight of Dawn's Light adds nothing to a loss (not: a life total set is a gain of the new total)
      Given Bob controls a Knight of Dawn's Light
      And Alice has a Magister Sphinx in her hand
      And Alice's mana pool holds {W}{U}{B}{C}{C}{C}{C}
      When Alice will choose Bob when she must choose
      And Alice casts Magister Sphinx
      And all players pass priority
      And all players pass priority
      Then Bob's life total is 10

  @rule:119.6
  Rule: 119.6
    If a player has 0 or less life, that player loses the game as a state-based action. See rule 704.

    @id:bob-at-2-life-is-shocked-to-0-and-loses-the-game
    Scenario: Bob at 2 life is dealt 2 damage: at 0 life he loses the game (not: only below 0)
      Given Bob's life total is 2
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Bob
      And all players pass priority
      Then Bob's life total is 0
      And Bob has lost the game
      And Alice has not lost the game

  @rule:119.7
  Rule: 119.7
    If an effect says that a player can’t gain life, that player can’t make an exchange such that the player’s life total would become higher; in that case, the exchange won’t happen. Similarly, if an effect redistributes life totals, a player can’t receive a new life total such that the player’s life total would become higher. In addition, a cost that involves having that player gain life can’t be paid, and a replacement effect that would replace a life gain event affecting that player won’t do anything.

    @rule:614.1a
    @id:bobs-tainted-remedy-turns-alices-7-life-gained-into-7-lost
    Scenario: Bob's Tainted Remedy turns the 7 life Angel's Mercy would have Alice gain into 7 life lost (the replacement the next scenario takes away)
      Given Bob controls a Tainted Remedy
      And Alice has an Angel's Mercy in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Angel's Mercy
      And all players pass priority
      Then Alice's life total is 13

    @id:after-skullcrack-tainted-remedy-has-no-life-gain-to-replace
    Scenario: After Skullcrack, Alice can't gain life, so Bob's Tainted Remedy has no life gain to replace: Angel's Mercy leaves her at 20 (not: she loses the 7 life instead)
      Given Bob controls a Tainted Remedy
      And Alice has a Skullcrack and an Angel's Mercy in her hand
      And Alice's mana pool holds {R}{W}{W}{C}{C}{C}
      When Alice casts Skullcrack targeting Bob
      And all players pass priority
      And Alice casts Angel's Mercy
      And all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 20

  @rule:119.8
  Rule: 119.8
    If an effect says that a player can’t lose life, that player can’t make an exchange such that the player’s life total would become lower; in that case, the exchange won’t happen. Similarly, if an effect redistributes life totals, a player can’t receive a new life total such that the player’s life total would become lower. In addition, a cost that involves having that player pay life can’t be paid.

    @rule:119.4 @rule:603.12
    @id:alice-with-platinum-emperion-cant-pay-2-life-for-edifice
    Scenario: Alice, whose life total can't change (Platinum Emperion), can't pay the 2 life of Ambulatory Edifice's ability: she keeps her 20 life and the reflexive ability never triggers (not: she pays and the life total stays)
      Given Alice controls a Platinum Emperion
      And Bob controls a Llanowar Elves
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will do what Ambulatory Edifice's ability says she may do
      And Alice will choose Bob's Llanowar Elves when she must choose
      And Alice casts Ambulatory Edifice
      And all players pass priority
      And all players pass priority
      Then Alice's life total is 20
      And Ambulatory Edifice's ability triggered once
      And Llanowar Elves is on the battlefield

    @rule:120.4c
    @id:shock-is-dealt-to-alice-with-platinum-emperion-no-life-lost
    Scenario: Shock deals its 2 damage to Alice, who controls Platinum Emperion: the damage is dealt, but she loses no life (not: the damage prevented)
      Given Alice controls a Platinum Emperion
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Alice
      And all players pass priority
      Then Shock dealt 2 noncombat damage to Alice
      And Alice's life total is 20

  @rule:119.9
  Rule: 119.9
    Some triggered abilities are written, “Whenever [a player] gains life, . . . .” Such abilities are treated as though they are written, “Whenever a source causes [a player] to gain life, . . . .” If a player gains 0 life, no life gain event has occurred, and these abilities won’t trigger.

    @id:angels-mercys-7-life-is-one-life-gain-event
    Scenario: Angel's Mercy's 7 life is one life-gain event: Ajani's Pridemate triggers once (not: once for each life gained)
      Given Alice controls an Ajani's Pridemate
      And Alice has an Angel's Mercy in her hand
      And Alice's mana pool holds {W}{W}{C}{C}
      When Alice casts Angel's Mercy
      And all players pass priority
      Then Ajani's Pridemate's ability triggered once
      When all players pass priority
      Then Ajani's Pridemate has one +1/+1 counter
      And Ajani's Pridemate is a 3/3 creature

    @id:only-alices-life-gain-triggers-her-pridemate
    Scenario: Blood-Toll Harpy makes both players lose life and Essence Warden makes Alice gain 1: her Pridemate triggers on her gain alone (not: on any change of a life total)
      Given Alice controls an Ajani's Pridemate and an Essence Warden
      And Alice has a Blood-Toll Harpy in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice casts Blood-Toll Harpy
      And all players pass priority
      And all players pass priority
      And all players pass priority
      And all players pass priority
      Then Ajani's Pridemate's ability triggered once
      And Ajani's Pridemate has one +1/+1 counter
      And Alice's life total is 20
      And Bob's life total is 19

  @rule:119.10
  Rule: 119.10
    Some replacement effects are written, “If [a player] would gain life, . . . .” Such abilities are treated as though they are written, “If a source would cause [a player] to gain life, . . . .” If a player gains 0 life, no life gain event would occur, and these effects won’t apply.

    @rule:702.15e @rule:120.4c
    @id:two-lifelinkers-knight-of-dawns-light-adds-1-to-each-gain
    Scenario: Daybreak Chaplain and Hopeful Eidolon, each with lifelink, deal 1 combat damage each to Bob at once: two life gains, each made 1 more by Knight of Dawn's Light, so Alice gains 4 (not: one gain of 2 made 3)
      Given Alice controls a Knight of Dawn's Light, a Daybreak Chaplain and a Hopeful Eidolon
      When Alice attacks Bob with Daybreak Chaplain and Hopeful Eidolon
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Alice's life total is 24

    @id:dazzling-reflection-on-a-0-power-myr-gains-0-knight-adds-none
    Scenario: Dazzling Reflection targeting a 0/1 Darksteel Myr has Alice gain 0 life: no life gain event, so Knight of Dawn's Light adds nothing (not: 0 made 1)
      Given Alice controls a Knight of Dawn's Light and a Darksteel Myr
      And Alice has a Dazzling Reflection in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Dazzling Reflection targeting Darksteel Myr
      And all players pass priority
      Then Dazzling Reflection is in its owner's graveyard
      And Alice's life total is 20
