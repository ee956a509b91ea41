@card:oppressive-rays
Feature: Oppressive Rays
  Enchant creature
  Enchanted creature can't attack or block unless its controller pays {3}.
  Activated abilities of enchanted creature cost {3} more to activate.

  @ruling:2014-07-18 @rule:602.2b
  Rule: Only activated abilities cost more
    Activated abilities are written in the form “Cost: Effect.” Some keywords are activated abilities and will have colons in their reminder texts. Static and triggered abilities are unaffected by Oppressive Rays.

    @id:chained-brutes-1-sacrifice-another-creature-costs-4-under
    Scenario: Chained Brute's "{1}, Sacrifice another creature" costs {4} under Oppressive Rays: {1} doesn't pay it
      Given Alice controls a Chained Brute, a Grizzly Bears and an Oppressive Rays attached to Chained Brute
      And Alice's mana pool holds {C}
      When Alice tries to activate Chained Brute, sacrificing Grizzly Bears
      Then that is illegal
      And Grizzly Bears is on the battlefield

    @id:with-4-alice-activates-chained-brutes-ability-and-the-whole
    Scenario: With {4} Alice activates Chained Brute's ability, and the whole {4} is paid
      Given Alice controls a Chained Brute, a Grizzly Bears and an Oppressive Rays attached to Chained Brute
      And Alice's mana pool holds {C}{C}{C}{C}
      When Alice activates Chained Brute, sacrificing Grizzly Bears
      Then Grizzly Bears is in its owner's graveyard
      And Alice's mana pool is empty

    @id:a-mana-ability-is-an-activated-ability-too-llanowar-elvess-t
    Scenario: A mana ability is an activated ability too: Llanowar Elves's "{T}: Add {G}" costs {3} more
      Given Alice controls a Llanowar Elves and an Oppressive Rays attached to Llanowar Elves
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
      And Llanowar Elves is untapped

    @id:a-static-ability-is-unaffected-enchanted-chained-brute-still
    Scenario: A static ability is unaffected: enchanted Chained Brute still doesn't untap during Alice's untap step
      Given Alice controls a tapped Chained Brute and an Oppressive Rays attached to Chained Brute
      And Bob has a Forest in his library
      When the game advances to Alice's upkeep
      Then Chained Brute is tapped

  @ruling:2014-07-18 @rule:508.1d @rule:509.1c
  Rule: No requirement forces its controller to pay
    The enchanted creature's controller can choose to not attack or block with it even if it must attack or block if able. Players can't be forced to pay a cost to attack or block.

    @id:juggernaut-which-attacks-each-combat-if-able-neednt-attack
    Scenario: Juggernaut, which attacks each combat if able, needn't attack: declaring no attackers is legal (not: Alice must pay {3})
      Given Alice controls a Juggernaut and an Oppressive Rays attached to Juggernaut
      And Alice controls a Plains, a Forest and a Mountain
      When Alice declares no attackers
      Then Juggernaut is not attacking

    @id:with-3-alice-may-still-pay-and-attack-with-juggernaut
    Scenario: With {3} Alice may still pay and attack with Juggernaut
      Given Alice controls a Juggernaut and an Oppressive Rays attached to Juggernaut
      And Alice controls a Plains, a Forest and a Mountain
      When Alice attacks Bob with Juggernaut, tapping Plains, Forest and Mountain for mana
      Then Juggernaut is attacking

    @id:bobs-only-creature-enchanted-neednt-block-gaeas-protector
    Scenario: Bob's only creature, enchanted, needn't block Gaea's Protector, which must be blocked if able
      Given Alice controls a Gaea's Protector
      And Bob controls a Grizzly Bears and an Oppressive Rays attached to Grizzly Bears
      And Bob controls a Plains, a Forest and a Mountain
      When Alice attacks Bob with Gaea's Protector
      And Bob declares no blockers
      Then Gaea's Protector is not blocked
