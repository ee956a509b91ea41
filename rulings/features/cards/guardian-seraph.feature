@card:guardian-seraph
Feature: Guardian Seraph
  Flying
  If a source an opponent controls would deal damage to you, prevent 1 of that damage.

  @ruling:2009-10-01
  Rule: A source without a controller an opponent owns counts
    Spells and permanents have controllers, but cards that aren’t on the stack or the battlefield don’t. If a source without a controller (such as a cycled Jund Sojourners, for example) would deal damage to you, 1 of that damage is prevented if an opponent owns that source.

    # No card vendored here deals damage from a zone where it has no controller, so this ruling has no scenario.

  @ruling:2009-10-01 @rule:615.10
  Rule: Several Guardian Seraphs' effects add up
    The effects from multiple Guardian Seraphs are cumulative.

    @id:two-guardian-seraphs-prevent-2
    Scenario: With two Guardian Seraphs, Grizzly Bears's 2 combat damage to Alice is all prevented (not: the second is redundant)
      Given it is Bob's precombat main phase
      And Bob controls a Grizzly Bears
      And Alice controls a Guardian Seraph and a Guardian Seraph
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's end of combat step
      Then Alice's life total is 20
      And Grizzly Bears dealt no combat damage

  @ruling:2009-10-01 @rule:615.10
  Rule: 1 of each source's damage each time, any damage
    This ability prevents 1 damage from each source an opponent controls each time that source would deal damage to you. It prevents 1 of any damage, not just combat damage.

    @id:guardian-seraph-prevents-1-of-shock
    Scenario: Bob's Shock deals Alice 1 damage: noncombat damage is prevented too (not: only combat damage)
      Given Alice controls a Guardian Seraph
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice passes priority
      And Bob casts Shock targeting Alice
      And all players pass priority
      Then Alice's life total is 19
      And Shock dealt 1 noncombat damage to Alice

    @id:guardian-seraph-doesnt-prevent-alices-own-shock
    Scenario: Alice's own Shock at herself is dealt in full: only a source an opponent controls (not: any source)
      Given Alice controls a Guardian Seraph
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}
      When Alice casts Shock targeting Alice
      And all players pass priority
      Then Alice's life total is 18
