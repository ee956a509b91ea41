@card:vectis-silencers
Feature: Vectis Silencers
  {2}{B}: This creature gains deathtouch until end of turn. (Any amount of damage it deals to a creature is enough to destroy that creature.)

  @ruling:2008-10-01 @rule:105.2 @rule:202.2
  Rule: A colored artifact: blue in every zone, and an artifact all the same
    The only difference between a colored artifact and a colorless artifact is, obviously, its color. Unlike most artifacts, a colored artifact requires colored mana to cast. Also unlike most artifacts, a colored artifact has a color in all zones. It will interact with cards that care about color. Other than that, a colored artifact behaves just like any other artifact. It will interact as normal with any card that cares about artifacts, such as Shatter or Arcbound Ravager.

    @id:in-alices-hand-vectis-silencers-is-blue-not-an-artifact-is
    Scenario: In Alice's hand, Vectis Silencers is blue (not: an artifact is colorless, or colored only on the battlefield)
      Given Alice has a Vectis Silencers in her hand
      Then Vectis Silencers's color is blue

    @id:disenchant-destroys-bobs-vectis-silencers-a-blue-artifact
    Scenario: Disenchant destroys Bob's Vectis Silencers, a blue artifact creature (not: colored, it isn't an artifact for "destroy target artifact")
      Given Bob controls a Vectis Silencers
      And Alice has a Disenchant in her hand
      And Alice's mana pool holds {W}{C}
      When Alice casts Disenchant targeting Vectis Silencers
      And all players pass priority
      Then Vectis Silencers is in his graveyard

  @ruling:2009-10-01 @rule:702.2f @rule:704.5h
  Rule: Deathtouch twice is deathtouch once
    If you activate the ability multiple times during the same turn, Vectis Silencers will gain multiple instances of deathtouch; however, multiple instances of deathtouch are redundant. A creature dealt damage by a source with deathtouch is destroyed as a state-based action the next time they are checked, so a single regeneration effect will save it regardless of how many instances of deathtouch the source had at the time damage was dealt.

    @id:activated-twice-vectis-silencers-deals-walking-corpse-1
    Scenario: Activated twice, Vectis Silencers deals Walking Corpse 1 damage and destroys it, as once would (not: a second instance changes the damage)
      Given Alice controls a Vectis Silencers
      And Alice's mana pool holds {B}{C}{C}{B}{C}{C}
      And Bob controls a Walking Corpse
      When Alice activates Vectis Silencers
      And all players pass priority
      And Alice activates Vectis Silencers
      And all players pass priority
      Then Vectis Silencers has deathtouch
      When Alice attacks Bob with Vectis Silencers
      And Bob blocks Vectis Silencers with Walking Corpse
      And the game advances to Alice's end of combat step
      Then Vectis Silencers dealt 1 combat damage to Walking Corpse
      And Walking Corpse is in his graveyard
      And Vectis Silencers is in her graveyard

    # Its last sentence, one regeneration shield saving the creature however many instances, isn't shown: no card
    # the reference engine plays regenerates.
