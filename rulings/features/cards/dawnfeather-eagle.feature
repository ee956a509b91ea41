@card:dawnfeather-eagle
Feature: Dawnfeather Eagle
  Flying
  When this creature enters, creatures you control get +1/+1 and gain vigilance until end of turn.

  @ruling:2017-02-09
  Rule: Dawnfeather Eagle’s triggered ability affects itself
    Dawnfeather Eagle’s triggered ability affects itself.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2017-02-09
  Rule: The set of creatures affected by Dawnfeather Eagle’s triggered ability is determined as…
    The set of creatures affected by Dawnfeather Eagle’s triggered ability is determined as the ability resolves. Creatures you begin to control later in the turn and permanents you control that become creatures later in the turn won’t get +1/+1 or gain vigilance.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
