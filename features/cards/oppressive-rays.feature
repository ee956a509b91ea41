@card:oppressive-rays
Feature: Oppressive Rays
  Enchant creature
  Enchanted creature can't attack or block unless its controller pays {3}.
  Activated abilities of enchanted creature cost {3} more to activate.

  @ruling:2014-07-18 @rule:602.2b
  Rule: Only activated abilities cost more
    Activated abilities are written in the form “Cost: Effect.” Some keywords are activated abilities and will have colons in their reminder texts. Static and triggered abilities are unaffected by Oppressive Rays.

    # Not shown yet: the reference engine doesn't model "cost {3} more to activate" (CR 601.2f, 602.2b); it
    # answers unsupported where it would apply.

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
