Feature: 701.19. Regenerate
  Regeneration shields from activated abilities (CR 701.19a, 2026-09-25): "{B}: Regenerate this creature." (Dutiful
  Thrull, which has no Gatherer rulings). 701.19b (regeneration from a static ability) and 701.19c ("can't be
  regenerated") need cards the reference engine doesn't model.

  @rule:701.19a
  Rule: 701.19a
    If the effect of a resolving spell or ability regenerates a permanent, it creates a replacement effect that protects the permanent the next time it would be destroyed this turn. In this case, “Regenerate [permanent]” means “The next time [permanent] would be destroyed this turn, instead remove all damage marked on it and its controller taps it. If it’s an attacking or blocking creature, remove it from combat.”

    @id:shocked-after-its-shield-resolved-dutiful-thrull-stays-on
    Scenario: Shocked after its shield resolved, Dutiful Thrull stays on the battlefield, tapped, with no damage marked on it (not: lethal damage destroys it anyway)
      Given Alice controls a Dutiful Thrull
      And Alice has a Shock in her hand
      And Alice's mana pool holds {B}{R}
      When Alice activates Dutiful Thrull
      And all players pass priority
      And Alice casts Shock targeting Dutiful Thrull
      And all players pass priority
      Then Dutiful Thrull is on the battlefield
      And Dutiful Thrull is tapped
      And Dutiful Thrull has no damage marked on it

    @id:one-shield-replaces-only-the-next-destruction-murder-after
    Scenario: One shield replaces only the next destruction: Murder after Shock destroys Dutiful Thrull (not: the shield protects it all turn)
      Given Alice controls a Dutiful Thrull
      And Alice has a Shock and a Murder in her hand
      And Alice's mana pool holds {B}{R}{C}{B}{B}
      When Alice activates Dutiful Thrull
      And all players pass priority
      And Alice casts Shock targeting Dutiful Thrull
      And all players pass priority
      And Alice casts Murder targeting Dutiful Thrull
      And all players pass priority
      Then Dutiful Thrull is in its owner's graveyard

    @id:two-shields-replace-two-destructions-dutiful-thrull-survives
    Scenario: Two shields replace two destructions: Dutiful Thrull survives Shock, then Murder (not: a second activation adds nothing)
      Given Alice controls a Dutiful Thrull
      And Alice has a Shock and a Murder in her hand
      And Alice's mana pool holds {B}{B}{R}{C}{B}{B}
      When Alice activates Dutiful Thrull
      And all players pass priority
      And Alice activates Dutiful Thrull
      And all players pass priority
      And Alice casts Shock targeting Dutiful Thrull
      And all players pass priority
      And Alice casts Murder targeting Dutiful Thrull
      And all players pass priority
      Then Dutiful Thrull is on the battlefield

    @id:destroyed-by-combat-damage-while-attacking-dutiful-thrull-is
    Scenario: Destroyed by combat damage while attacking, Dutiful Thrull is regenerated and removed from combat (not: it stays an attacking creature until combat ends)
      Given Alice controls a Dutiful Thrull
      And Bob controls a Grizzly Bears
      And Alice's mana pool holds {B}
      When Alice activates Dutiful Thrull
      And all players pass priority
      And Alice attacks Bob with Dutiful Thrull
      And Bob blocks Dutiful Thrull with Grizzly Bears
      And the game advances to Alice's end of combat step
      Then Dutiful Thrull is on the battlefield
      And Dutiful Thrull is not attacking
      And Dutiful Thrull has no damage marked on it
      And Grizzly Bears has 1 damage marked on it

  @rule:701.8c
  Rule: 701.8c
    A regeneration effect replaces a destruction event. See rule 701.19, “Regenerate.”

    @id:murder-on-a-shielded-dutiful-thrull-is-replaced-the-thrull
    Scenario: Murder on a shielded Dutiful Thrull is replaced: the Thrull stays on the battlefield, tapped (not: regeneration only answers lethal damage)
      Given Alice controls a Dutiful Thrull
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{C}{B}{B}
      When Alice activates Dutiful Thrull
      And all players pass priority
      And Alice casts Murder targeting Dutiful Thrull
      And all players pass priority
      Then Dutiful Thrull is on the battlefield
      And Dutiful Thrull is tapped
