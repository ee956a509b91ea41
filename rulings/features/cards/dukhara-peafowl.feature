@card:dukhara-peafowl
Feature: Dukhara Peafowl
  {U}: This creature gains flying until end of turn.

  @ruling:2016-09-20 @rule:509.1h @rule:702.9b
  Rule: Flying gained once blocked unblocks nothing
    Activating Dukhara Peafowl's ability after it's been blocked by a creature without flying or reach won't cause it to become unblocked.

    @id:blocked-by-grizzly-bears-dukhara-peafowl-gains-flying-it
    Scenario: Blocked by Grizzly Bears, Dukhara Peafowl gains flying: it stays blocked and Bob takes no damage (not: flying makes a non-flier's block illegal)
      Given Alice controls a Dukhara Peafowl and an Island
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Dukhara Peafowl
      And Bob blocks Dukhara Peafowl with Grizzly Bears
      And Alice taps Island for mana
      And Alice activates Dukhara Peafowl
      And all players pass priority
      Then Dukhara Peafowl has flying
      And Dukhara Peafowl is blocked
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Dukhara Peafowl dealt 2 combat damage to Grizzly Bears
