Feature: 118. Costs
  Paying costs, as far as the cards in scope need it. Each paragraph of CR 118 (2026-04-17) that the reference
  engine models is quoted verbatim under its number; its scenarios show it on a board.

  @rule:118.3
  Rule: 118.3
    A player can’t pay a cost without having the necessary resources to pay it fully. For example, a player with only 1 life can’t pay a cost of 2 life, and a permanent that’s already tapped can’t be tapped to pay a cost. See rule 202, “Mana Cost and Color,” and rule 602, “Activating Activated Abilities.”

    @rule:107.5
    @id:a-tapped-mana-vault-cant-be-tapped-for-mana
    Scenario: A tapped Mana Vault can't be tapped for mana
      Given Alice controls a tapped Mana Vault
      When Alice tries to tap Mana Vault for mana
      Then that is illegal
      And Alice's mana pool is empty

    @rule:107.5
    @id:a-tapped-dwarven-hold-cant-be-tapped-for-mana-however-many
    Scenario: A tapped Dwarven Hold can't be tapped for mana, however many storage counters it has
      Given Alice controls a tapped Dwarven Hold with two storage counters
      When Alice tries to tap Dwarven Hold for mana, removing two storage counters
      Then that is illegal
      And Dwarven Hold has two storage counters

    @id:sacrifice-another-creature-cant-be-paid-by-sacrificing
    Scenario: "Sacrifice another creature" can't be paid by sacrificing Grimgrin itself
      Given Alice controls a tapped Grimgrin, Corpse-Born
      When Alice tries to activate Grimgrin, Corpse-Born, sacrificing Grimgrin, Corpse-Born
      Then that is illegal
      And Grimgrin, Corpse-Born is tapped

    @id:sacrifice-another-creature-cant-be-paid-by-sacrificing-2
    Scenario: "Sacrifice another creature" can't be paid by sacrificing Chained Brute itself
      Given Alice controls a tapped Chained Brute
      And Alice's mana pool holds {C}
      When Alice tries to activate Chained Brute, sacrificing Chained Brute
      Then that is illegal
      And Chained Brute is on the battlefield

    @id:without-the-mana-chained-brutes-ability-cant-be-activated
    Scenario: Without the mana, Chained Brute's ability can't be activated
      Given Alice controls a tapped Chained Brute and a Walking Corpse
      When Alice tries to activate Chained Brute, sacrificing Walking Corpse
      Then that is illegal
      And Walking Corpse is on the battlefield
      And Chained Brute is tapped

  @rule:118.5a
  Rule: 118.5a
    A spell whose mana cost is {0} must still be cast the same way as one with a cost greater than zero; it won’t cast itself automatically. The same is true for an activated ability whose cost is {0}.

    @id:spellbook-cast-with-an-empty-pool-uses-the-stack
    Scenario: Spellbook, mana cost {0}, is cast with an empty mana pool and waits on the stack until both players pass (not: refused for want of mana, or put straight onto the battlefield)
      Given Alice has a Spellbook in her hand
      When Alice casts Spellbook
      Then Spellbook is on the stack
      When all players pass priority
      Then Spellbook is on the battlefield
