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
