@card:hyrax-tower-scout
Feature: Hyrax Tower Scout
  When this creature enters, untap target creature.

  @ruling:2020-01-24
  Rule: Hyrax Tower Scout’s ability can target an untapped creature, including Hyrax Tower Scout…
    Hyrax Tower Scout’s ability can target an untapped creature, including Hyrax Tower Scout itself, if there are no tapped creatures you wish to untap.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
