@card:zetalpa-primal-dawn
Feature: Zetalpa, Primal Dawn
  Flying, double strike, vigilance, trample, indestructible

  @ruling:2024-11-08 @rule:702.19d @rule:510.4 @rule:702.4b
  Rule: Its blocker dead to first-strike damage, all its regular damage goes to the player
    If an attacking creature with double strike and trample destroys all of its blocking creatures with first-strike combat damage, all of its normal combat damage is assigned to the player, planeswalker, or battle that creature's attacking.

    @id:blocked-by-wind-drake-zetalpa-kills-it-with-first-strike
    Scenario: Blocked by Wind Drake, Zetalpa kills it with first-strike damage, tramples 2 over, then deals all 4 regular damage to Bob (not: blocked with no blocker left, it deals no regular damage)
      Given Alice controls a Zetalpa, Primal Dawn
      And Bob controls a Wind Drake
      When Alice attacks Bob with Zetalpa, Primal Dawn
      And Bob blocks Zetalpa, Primal Dawn with Wind Drake
      And the game advances to Alice's combat damage step
      Then Wind Drake is in his graveyard
      And Bob's life total is 18
      When the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Zetalpa, Primal Dawn is blocked
