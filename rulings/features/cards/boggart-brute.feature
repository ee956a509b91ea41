@card:boggart-brute
Feature: Boggart Brute
  Menace (This creature can't be blocked except by two or more creatures.)

  @ruling:2015-06-22 @rule:702.111b @rule:509.1h @rule:506.4
  Rule: A legal block by two creatures stays a block when one of them leaves combat
    Once an attacking creature with menace is legally blocked by two or more creatures, removing one or more of those blockers from combat won't change or undo that block.

    @id:one-of-its-two-blockers-dies-boggart-brute-stays-blocked-and
    Scenario: One of its two blockers dies: Boggart Brute stays blocked and deals its damage to the other (not: one blocker left, the block is undone)
      Given Alice controls a Boggart Brute and a Mountain
      And Alice has a Shock in her hand
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Boggart Brute
      And Bob blocks Boggart Brute with Walking Corpse and Savannah Lions
      And Alice taps Mountain for mana
      And Alice casts Shock targeting Savannah Lions
      And all players pass priority
      Then Savannah Lions is in his graveyard
      And Boggart Brute is blocked
      When the game advances to Alice's end of combat step
      Then Boggart Brute dealt 3 combat damage to Walking Corpse
      And Walking Corpse is in his graveyard
      And Bob's life total is 20

    @id:both-of-its-blockers-die-it-is-still-blocked-and-deals-no
    Scenario: Both of its blockers die: it is still blocked and deals no damage to Bob (not: unblocked, it hits the player)
      Given Alice controls a Boggart Brute, a Mountain and a Swamp
      And Alice has a Shock and a Stabbing Pain in her hand
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Boggart Brute
      And Bob blocks Boggart Brute with Walking Corpse and Savannah Lions
      And Alice taps Mountain for mana
      And Alice casts Shock targeting Walking Corpse
      And all players pass priority
      And Alice taps Swamp for mana
      And Alice casts Stabbing Pain targeting Savannah Lions
      And all players pass priority
      Then Walking Corpse is in his graveyard
      And Savannah Lions is in his graveyard
      Then Boggart Brute is blocked
      When the game advances to Alice's end of combat step
      Then Boggart Brute dealt no combat damage
      And Bob's life total is 20

    @id:a-single-blocker-is-never-a-legal-block-of-boggart-brute
    Scenario: A single blocker is never a legal block of Boggart Brute
      Given Alice controls a Boggart Brute
      And Bob controls a Walking Corpse and a Savannah Lions
      When Alice attacks Bob with Boggart Brute
      And Bob tries to block Boggart Brute with Walking Corpse
      Then that is illegal
