@card:kozileks-shrieker
Feature: Kozilek's Shrieker
  Devoid (This card has no color.)
  {C}: This creature gets +1/+0 and gains menace until end of turn. (It can't be blocked except by two or more creatures. {C} represents colorless mana.)

  @ruling:2016-01-22 @rule:509.1h @rule:702.111b
  Rule: Menace gained once blocked by one creature leaves it blocked
    If Kozilek's Shrieker gains menace after it's been legally blocked by one creature, it will remain blocked.

    @id:blocked-by-grizzly-bears-alone-kozileks-shrieker-gains
    Scenario: Blocked by Grizzly Bears alone, Kozilek's Shrieker gains menace: it stays blocked, and Bob takes no damage (not: the single blocker's block becomes illegal)
      Given Alice controls a Kozilek's Shrieker and a Wastes
      And Bob controls a Grizzly Bears
      When Alice attacks Bob with Kozilek's Shrieker
      And Bob blocks Kozilek's Shrieker with Grizzly Bears
      And Alice taps Wastes for mana
      And Alice activates Kozilek's Shrieker
      And all players pass priority
      Then Kozilek's Shrieker has menace
      And Kozilek's Shrieker is blocked
      When the game advances to Alice's end of combat step
      Then Bob's life total is 20
      And Grizzly Bears is in his graveyard

  @ruling:2016-01-22 @rule:702.111c
  Rule: Menace twice is menace once
    Multiple instances of menace on the same creature are redundant.

    @id:activated-twice-kozileks-shrieker-a-5-2-is-still-blocked-by
    Scenario: Activated twice, Kozilek's Shrieker, a 5/2, is still blocked by two creatures (not: menace twice needs more blockers)
      Given Alice controls a Kozilek's Shrieker
      And Alice's mana pool holds {C}{C}
      And Bob controls a Grizzly Bears and a Walking Corpse
      When Alice activates Kozilek's Shrieker
      And all players pass priority
      And Alice activates Kozilek's Shrieker
      And all players pass priority
      Then Kozilek's Shrieker is a 5/2 creature
      When Alice attacks Bob with Kozilek's Shrieker
      And Bob blocks Kozilek's Shrieker with Grizzly Bears and Walking Corpse
      Then Kozilek's Shrieker is blocked
