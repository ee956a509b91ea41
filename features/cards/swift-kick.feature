@card:swift-kick
Feature: Swift Kick
  Target creature you control gets +1/+0 until end of turn. It fights target creature you don't control.

  @ruling:2014-09-20
  Rule: If either target is an illegal target when Swift Kick tries to resolve, neither creature…
    If either target is an illegal target when Swift Kick tries to resolve, neither creature will deal or be dealt damage.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2014-09-20
  Rule: If just the creature you control is an illegal target when Swift Kick tries to resolve…
    If just the creature you control is an illegal target when Swift Kick tries to resolve, it won’t get +1/+0 until end of turn. If the creature you control is a legal target but the creature you don’t control isn’t, the creature you control will get +1/+0 until end of turn.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2014-09-20
  Rule: You can’t cast Swift Kick unless you target both a creature you control and a creature…
    You can’t cast Swift Kick unless you target both a creature you control and a creature you don’t control.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
