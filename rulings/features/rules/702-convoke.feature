Feature: 702.51 Convoke
  A spell with convoke lets its caster tap their untapped creatures while paying its total cost, each paying for
  {1} or one mana of that creature's color. The paragraphs of CR 702.51 (2026-09-25) are quoted verbatim; their
  scenarios show it with Siege Wurm ({5}{G}{G}, convoke, trample), with the readings it is easily mistaken for.

  @rule:702.51a
  Rule: 702.51a
    Convoke is a static ability that functions while the spell with convoke is on the stack. “Convoke” means “For each colored mana in this spell’s total cost, you may tap an untapped creature of that color you control rather than pay that mana. For each generic mana in this spell’s total cost, you may tap an untapped creature you control rather than pay that mana.”

    @id:convoke-a-creature-pays-generic-mana
    Scenario: A red Raging Goblin convokes Siege Wurm for {1}: Alice pays the other {4}{G}{G} with mana
      Given Alice controls a Raging Goblin
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{G}{G}
      When Alice casts Siege Wurm, convoking Raging Goblin for {1}
      Then Siege Wurm is on the stack
      And Raging Goblin is tapped
      And Alice's mana pool is empty

    @id:convoke-a-creature-pays-mana-of-its-color
    Scenario: A green Grizzly Bears convokes Siege Wurm for {G}: Alice pays {5}{G} with mana
      Given Alice controls a Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G}
      Then Siege Wurm is on the stack
      And Grizzly Bears is tapped
      And Alice's mana pool is empty

    @id:convoke-two-creatures-pay-for-two-mana
    Scenario: Grizzly Bears for {G} and Raging Goblin for {1}: each creature pays for one mana, Alice pays {4}{G}
      Given Alice controls a Grizzly Bears and a Raging Goblin
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G} and Raging Goblin for {1}
      Then Siege Wurm is on the stack
      And Grizzly Bears is tapped
      And Raging Goblin is tapped
      And Alice's mana pool is empty

    @id:convoke-a-creature-cant-pay-a-color-it-isnt
    Scenario: A red Raging Goblin can't pay Siege Wurm's {G} (not: any creature pays any mana)
      Given Alice controls a Raging Goblin
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice tries to cast Siege Wurm, convoking Raging Goblin for {G}
      Then that is illegal
      And Raging Goblin is untapped
      And Siege Wurm is in her hand
      And Alice's mana pool is {C}{C}{C}{C}{C}{G}

    @id:convoke-a-summoning-sick-creature-may-convoke
    Scenario: A summoning-sick Grizzly Bears may convoke: tapping it isn't a {T} cost of its own ability (not: CR 302.6 forbids it)
      Given Alice controls a summoning-sick Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G}
      Then Siege Wurm is on the stack
      And Grizzly Bears is tapped

    @id:convoke-a-tapped-creature-cant-convoke
    Scenario: A tapped Grizzly Bears can't convoke: only an untapped creature can
      Given Alice controls a tapped Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice tries to cast Siege Wurm, convoking Grizzly Bears for {G}
      Then that is illegal
      And Siege Wurm is in her hand

    @id:convoke-an-opponents-creature-cant-convoke
    Scenario: Bob's Grizzly Bears can't convoke Alice's Siege Wurm: only a creature she controls can
      Given Bob controls a Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice tries to cast Siege Wurm, convoking Bob's Grizzly Bears for {G}
      Then that is illegal
      And Bob's Grizzly Bears is untapped
      And Siege Wurm is in her hand

    @id:convoke-only-a-spell-with-convoke
    Scenario: Grizzly Bears has no convoke: Raging Goblin can't pay for it
      Given Alice controls a Raging Goblin
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}
      When Alice tries to cast Grizzly Bears, convoking Raging Goblin for {1}
      Then that is illegal
      And Raging Goblin is untapped

    @id:convoke-each-colored-mana-once
    Scenario: Siege Wurm's total cost has two {G}: a third green creature can't convoke for {G} (not: each creature of that color pays a {G})
      Given Alice controls a Grizzly Bears, a Llanowar Elves and a Glistener Elf
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}
      When Alice tries to cast Siege Wurm, convoking Grizzly Bears for {G} and Llanowar Elves for {G} and Glistener Elf for {G}
      Then that is illegal
      And Grizzly Bears is untapped
      And Siege Wurm is in her hand

  @rule:702.51b
  Rule: 702.51b
    The convoke ability isn’t an additional or alternative cost and applies only after the total cost of the spell with convoke is determined.

    @id:convoke-leaves-the-mana-value-alone
    Scenario: Siege Wurm convoked by Grizzly Bears still has mana value 7: convoke changes what pays its cost, not its cost
      Given Alice controls a Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G}
      Then Siege Wurm's mana value is 7

  @rule:702.51c
  Rule: 702.51c
    A creature tapped to pay for mana in a spell’s total cost this way is said to have “convoked” that spell.

    @id:convoke-the-creature-isnt-tapped-for-mana
    Scenario: Grizzly Bears that convoked Siege Wurm adds no mana: Alice's pool pays the rest and is empty
      Given Alice controls a Grizzly Bears
      And Alice has a Siege Wurm in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{C}{G}
      When Alice casts Siege Wurm, convoking Grizzly Bears for {G}
      And all players pass priority
      Then Siege Wurm is on the battlefield
      And Grizzly Bears is tapped
      And Alice's mana pool is empty
