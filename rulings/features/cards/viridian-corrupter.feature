@card:viridian-corrupter
Feature: Viridian Corrupter
  Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)
  When this creature enters, destroy target artifact.

  @ruling:2011-06-01
  Rule: If there are no artifacts on the battlefield when Viridian Corrupter enters the…
    If there are no artifacts on the battlefield when Viridian Corrupter enters the battlefield, its enters-the-battlefield does nothing. Viridian Corrupter will simply enter the battlefield.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2011-06-01
  Rule: The enters-the-battlefield ability is not optional
    The enters-the-battlefield ability is not optional. You must target an artifact you control if there are no other artifacts on the battlefield.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
