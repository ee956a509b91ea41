@card:propaganda
Feature: Propaganda
  Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.

  @ruling:2004-10-04 @rule:508.1h
  Rule: Each attack pays again
    If there are multiple attacks in a turn, then you have to pay for each attack.

    # Not shown: a board can't show it. No card the reference engine models gives a turn an additional combat
    # phase (CR 505.1a), so a turn has one declaration of attackers.

  @ruling:2004-10-04 @rule:508.1h
  Rule: Two Propagandas tax each attacker twice
    If there is more than one Propaganda on the battlefield, the cost is cumulative.

    @id:under-two-propagandas-one-attacker-costs-4-2-is-not-enough
    Scenario: Under two Propagandas one attacker costs {4}: {2} is not enough (not: the same cost once)
      Given Alice controls a Grizzly Bears, a Plains and a Forest
      And Bob controls two Propagandas
      When Alice tries to attack Bob with Grizzly Bears, tapping Plains and Forest for mana
      Then that is illegal
      And Grizzly Bears is not attacking

    @id:under-two-propagandas-alice-pays-4-and-the-creature-attacks
    Scenario: Under two Propagandas Alice pays {4} and the creature attacks
      Given Alice controls a Grizzly Bears, a Plains, a Forest, a Mountain and a Wastes
      And Bob controls two Propagandas
      When Alice attacks Bob with Grizzly Bears, tapping Plains, Forest, Mountain and Wastes for mana
      Then Grizzly Bears is attacking

  @ruling:2004-10-04 @rule:508.1h @rule:508.1j
  Rule: The payment is a cost of the declaration, not an ability
    Paying this cost is not an instant or any other kind of ability, it is an additional cost on the declaration of the attacker.

    @id:paying-puts-nothing-on-the-stack-and-alice-gets-priority-in
    Scenario: Paying puts nothing on the stack, and Alice gets priority in the declare attackers step with the creature attacking
      Given Alice controls a Grizzly Bears, a Plains and a Forest
      And Bob controls a Propaganda
      When Alice attacks Bob with Grizzly Bears, tapping Plains and Forest for mana
      Then the stack is empty
      And it is Alice's declare attackers step
      And Alice has priority
      And Grizzly Bears is attacking

  @ruling:2004-10-04 @rule:508.1i
  Rule: The cost is paid in the declare attackers step, as the attacker is declared
    The payment is made during the declare attackers step at the same time you are declaring the attacker.

    @id:mana-made-in-the-main-phase-is-gone-by-the-declaration-and
    Scenario: Mana made in the main phase is gone by the declaration and can't pay (not: paid beforehand)
      Given Alice controls a Grizzly Bears, a Plains and a Forest
      And Bob controls a Propaganda
      When Alice taps Plains for mana
      And Alice taps Forest for mana
      And Alice tries to attack Bob with Grizzly Bears
      Then that is illegal
      And Grizzly Bears is not attacking
