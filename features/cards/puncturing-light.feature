@card:puncturing-light
Feature: Puncturing Light
  Destroy target attacking or blocking creature with power 3 or less.

  @ruling:2010-06-15
  Rule: A “blocking creature” is one that has been declared as a blocker this combat, or one…
    A “blocking creature” is one that has been declared as a blocker this combat, or one that was put onto the battlefield blocking this combat. Unless that creature leaves combat, it continues to be a blocking creature through the end of combat step, even if the creature or creatures that it was blocking are no longer on the battlefield or have otherwise left combat by then.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2010-06-15
  Rule: An “attacking creature” is one that has been declared as an attacker this combat, or one…
    An “attacking creature” is one that has been declared as an attacker this combat, or one that was put onto the battlefield attacking this combat. Unless that creature leaves combat, it continues to be an attacking creature through the end of combat step.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2010-06-15
  Rule: The power of the targeted creature is checked both as you target it and as Puncturing…
    The power of the targeted creature is checked both as you target it and as Puncturing Light resolves.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
