@card:moorland-inquisitor
Feature: Moorland Inquisitor
  {2}{W}: This creature gains first strike until end of turn. (It deals combat damage before creatures without first strike.)

  @ruling:2019-07-12 @rule:702.7d @rule:702.7b
  Rule: First strike twice is first strike once: it deals its damage in the first-strike step only
    Multiple instances of first strike on the same creature are redundant.

    @id:activated-twice-moorland-inquisitor-deals-2-damage-to-bob
    Scenario: Activated twice, Moorland Inquisitor deals 2 damage to Bob once, not in both steps (not: two first strikes make double strike)
      Given Alice controls a Moorland Inquisitor
      And Alice's mana pool holds {W}{C}{C}{W}{C}{C}
      When Alice activates Moorland Inquisitor
      And all players pass priority
      And Alice activates Moorland Inquisitor
      And all players pass priority
      Then Moorland Inquisitor has first strike
      When Alice attacks Bob with Moorland Inquisitor
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Moorland Inquisitor dealt 2 combat damage to Bob
      And Bob's life total is 18
