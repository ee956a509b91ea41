@card:culling-mark
Feature: Culling Mark
  Target creature blocks this turn if able.

  @ruling:2014-02-01 @rule:509.1c
  Rule: The creature's controller chooses which attacking creature it blocks
    The controller of the creature chooses which attacking creature that creature blocks.

    @id:marked-bobs-giant-spider-may-block-either-attacker-as-bob
    Scenario: Marked, Bob's Giant Spider may block either attacker, as Bob chooses
      Given Alice controls a Grizzly Bears, a Savannah Lions and three Forests
      And Alice has a Culling Mark in her hand
      And Bob controls a Giant Spider
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Giant Spider
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob blocks Savannah Lions with Giant Spider
      Then Giant Spider is blocking
      And Savannah Lions is blocked
      And Grizzly Bears is not blocked

    @id:marked-bobs-giant-spider-must-block-declaring-no-blockers-is
    Scenario: Marked, Bob's Giant Spider must block: declaring no blockers is illegal (not: a choice)
      Given Alice controls a Grizzly Bears, a Savannah Lions and three Forests
      And Alice has a Culling Mark in her hand
      And Bob controls a Giant Spider
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Giant Spider
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears and Savannah Lions
      And Bob tries to declare no blockers
      Then that is illegal
      And Giant Spider is not blocking

    @id:the-requirement-lasts-this-turn-only-in-alices-next-turn-the
    Scenario: The requirement lasts this turn only: in Alice's next turn the Spider needn't block
      Given Alice controls a Grizzly Bears and three Forests
      And Alice has a Culling Mark in her hand
      And Bob controls a Giant Spider
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Giant Spider
      And all players pass priority
      And the game advances to Alice's precombat main phase
      And Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      Then Giant Spider is not blocking

  @ruling:2014-02-01 @rule:509.1c @rule:509.1a
  Rule: The creature blocks only if it is able to as the declare blockers step begins: not if tapped, unable to block, or with nothing attacking its controller
    The creature blocks only if it’s able to do so as the declare blockers step begins. If, at that time, the creature is tapped, it’s affected by a spell or ability that says it can’t block, or no creatures are attacking its controller or a planeswalker controlled by that player, then it doesn’t block. If there’s a cost associated with having the creature block, the player isn’t forced to pay that cost. If that cost isn’t paid, the creature won’t block.

    @id:tapped-as-blockers-are-declared-the-marked-creature-doesnt
    Scenario: Tapped as blockers are declared, the marked creature doesn't block, and declaring no blockers is legal
      Given Alice controls a Grizzly Bears, three Forests and an Island
      And Alice has a Culling Mark and a Take into Custody in her hand
      And Bob controls a Giant Spider
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Giant Spider
      And all players pass priority
      And Alice taps Island for mana
      And Alice casts Take into Custody targeting Bob's Giant Spider
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      Then Giant Spider is not blocking
      And Grizzly Bears is not blocked

    @id:a-marked-creature-that-cant-block-doesnt-block
    Scenario: A marked creature that can't block doesn't block
      Given Alice controls a Grizzly Bears and three Forests
      And Alice has a Culling Mark in her hand
      And Bob controls a Gravecrawler
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Gravecrawler
      And all players pass priority
      And Alice attacks Bob with Grizzly Bears
      And Bob declares no blockers
      Then Gravecrawler is not blocking

    @id:with-no-creature-attacking-the-marked-creature-doesnt-block
    Scenario: With no creature attacking, the marked creature doesn't block, and combat goes on without a declare blockers step
      Given Alice controls a Grizzly Bears and three Forests
      And Alice has a Culling Mark in her hand
      And Bob controls a Giant Spider
      When Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice taps Forest for mana
      And Alice casts Culling Mark targeting Bob's Giant Spider
      And all players pass priority
      And Alice declares no attackers
      And the game advances to Alice's end of combat step
      Then Giant Spider is not blocking
      And the steps of combat that began were beginning of combat, declare attackers and end of combat
