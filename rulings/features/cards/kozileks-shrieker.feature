@card:kozileks-shrieker
Feature: Kozilek's Shrieker
  Devoid (This card has no color.)
  {C}: This creature gets +1/+0 and gains menace until end of turn. (It can't be blocked except by two or more creatures. {C} represents colorless mana.)

  @ruling:2016-01-22
  Rule: If Kozilek's Shrieker gains menace after it's been legally blocked by one creature, it…
    If Kozilek's Shrieker gains menace after it's been legally blocked by one creature, it will remain blocked.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2016-01-22
  Rule: Multiple instances of menace on the same creature are redundant
    Multiple instances of menace on the same creature are redundant.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
