@card:vectis-silencers
Feature: Vectis Silencers
  {2}{B}: This creature gains deathtouch until end of turn. (Any amount of damage it deals to a creature is enough to destroy that creature.)

  @ruling:2008-10-01
  Rule: The only difference between a colored artifact and a colorless artifact is, obviously…
    The only difference between a colored artifact and a colorless artifact is, obviously, its color. Unlike most artifacts, a colored artifact requires colored mana to cast. Also unlike most artifacts, a colored artifact has a color in all zones. It will interact with cards that care about color. Other than that, a colored artifact behaves just like any other artifact. It will interact as normal with any card that cares about artifacts, such as Shatter or Arcbound Ravager.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>

  @ruling:2009-10-01
  Rule: If you activate the ability multiple times during the same turn, Vectis Silencers will…
    If you activate the ability multiple times during the same turn, Vectis Silencers will gain multiple instances of deathtouch; however, multiple instances of deathtouch are redundant. A creature dealt damage by a source with deathtouch is destroyed as a state-based action the next time they are checked, so a single regeneration effect will save it regardless of how many instances of deathtouch the source had at the time damage was dealt.

    # Retitle this Rule with the claim the ruling makes; tag it (or its scenarios) @rule:N with the
    # paragraphs the ruling rests on.
    # Scenario: <the claim, on a board; name the wrong reading a careless engine would make>
    #   Given <the board>
    #   When <what a player does, or the game advancing>
    #   Then <what this ruling says follows>
