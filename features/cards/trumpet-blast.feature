@card:trumpet-blast
Feature: Trumpet Blast
  Attacking creatures get +2/+0 until end of turn.

  @ruling:2009-10-01
  Rule: An "attacking creature" is one that has been declared as an attacker this combat, or one…
    An "attacking creature" is one that has been declared as an attacker this combat, or one that was put onto the battlefield attacking this combat. Unless that creature leaves combat, it continues to be an attacking creature through the end of combat step, even if the player it was attacking has left the game, or the planeswalker it was attacking has left combat.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2009-10-01
  Rule: Even though Trumpet Blast affects only attacking creatures, the bonus will remain for…
    Even though Trumpet Blast affects only attacking creatures, the bonus will remain for the rest of the turn.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2014-09-20
  Rule: Only creatures that are attacking as Trumpet Blast resolves will receive the bonus
    Only creatures that are attacking as Trumpet Blast resolves will receive the bonus. In other words, casting it before you've declared attackers usually won't do anything.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
