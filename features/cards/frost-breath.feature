@card:frost-breath
Feature: Frost Breath
  Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.

  @ruling:2020-06-23
  Rule: Frost Breath can target tapped creatures
    Frost Breath can target tapped creatures. If a targeted creature is already tapped when the spell resolves, that creature just remains tapped and doesn't untap during its controller's next untap step.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
