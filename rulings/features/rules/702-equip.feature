Feature: 702.6 Equip
  An Equipment's equip ability attaches it to a creature its controller controls, only as a sorcery; the
  Equipment is a permanent of its own, which stays on the battlefield when the creature leaves. The paragraph of
  CR 702.6 (2026-09-25) the reference engine models, and the state-based action of CR 704.5n that keeps the
  Equipment on the battlefield, are quoted verbatim; their scenarios show them on a board, with the readings they
  are easily mistaken for.

  @rule:702.6a
  Rule: 702.6a
    Equip is an activated ability of Equipment cards. “Equip [cost]” means “[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.”

    @id:equip-attaches-as-it-resolves
    Scenario: Alice pays {2} to equip Marauder's Axe to Grizzly Bears: the ability waits on the stack, and as it resolves the Axe is attached and the Bears are a 4/2 (not: attached as it is activated)
      Given Alice controls a Marauder's Axe and a Grizzly Bears
      And Alice's mana pool holds {C}{C}
      When Alice activates Marauder's Axe targeting Grizzly Bears
      Then the top of the stack is an ability of Marauder's Axe
      And Marauder's Axe is attached to nothing
      And Grizzly Bears is a 2/2 creature
      When all players pass priority
      Then Marauder's Axe is attached to Grizzly Bears
      And Grizzly Bears is a 4/2 creature
      And Alice's mana pool is empty

    @id:equip-only-a-creature-you-control
    Scenario: Alice can't equip Marauder's Axe to Bob's Grizzly Bears: the target is a creature she controls (not: any creature)
      Given Alice controls a Marauder's Axe
      And Bob controls a Grizzly Bears
      And Alice's mana pool holds {C}{C}
      When Alice tries to activate Marauder's Axe targeting Bob's Grizzly Bears
      Then that is illegal
      And Marauder's Axe is attached to nothing

    @rule:602.5d
    @id:equip-not-while-the-stack-holds-a-spell
    Scenario: With her Shock on the stack, Alice can't equip Marauder's Axe in her own main phase: only as a sorcery, with the stack empty (not: whenever she has priority)
      Given Alice controls a Marauder's Axe and a Grizzly Bears
      And Alice has a Shock in her hand
      And Alice's mana pool holds {R}{C}{C}
      When Alice casts Shock targeting Bob
      And Alice tries to activate Marauder's Axe targeting Grizzly Bears
      Then that is illegal
      And the stack holds one object

    @rule:602.5d
    @id:equip-not-in-an-opponents-turn
    Scenario: In Bob's main phase Alice can't equip Marauder's Axe, though she has priority and the stack is empty (not: at instant speed)
      Given it is Bob's precombat main phase
      And Alice controls a Marauder's Axe and a Grizzly Bears
      And Alice's mana pool holds {C}{C}
      And Alice has priority
      When Alice tries to activate Marauder's Axe targeting Grizzly Bears
      Then that is illegal
      And Marauder's Axe is attached to nothing

    @rule:602.5d
    @id:equip-not-during-combat
    Scenario: In her own combat Alice can't equip Marauder's Axe to her attacking Grizzly Bears: not a main phase
      Given Alice controls a Marauder's Axe, a Grizzly Bears and two Wastes
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Wastes for mana
      And Alice taps Wastes for mana
      And Alice tries to activate Marauder's Axe targeting Grizzly Bears
      Then that is illegal
      And Marauder's Axe is attached to nothing

    @rule:701.3a
    @rule:701.3c
    @id:equip-moves-it-from-one-creature-to-another
    Scenario: Equipped to Savannah Lions, Marauder's Axe moves as Alice equips it to Grizzly Bears: the Lions lose the bonus, the Bears get it (not: it equips both)
      Given Alice controls a Grizzly Bears, a Savannah Lions and a Marauder's Axe attached to her Savannah Lions
      And Alice's mana pool holds {C}{C}
      Then Savannah Lions is a 4/1 creature
      When Alice activates Marauder's Axe targeting Grizzly Bears
      And all players pass priority
      Then Marauder's Axe is attached to Grizzly Bears
      And Grizzly Bears is a 4/2 creature
      And Savannah Lions is a 2/1 creature

    @rule:608.2b
    @id:equip-target-gone-does-nothing
    Scenario: Bob kills the Grizzly Bears in response with Shock: the equip ability's only target is gone, and the Axe stays unattached on the battlefield
      Given Alice controls a Marauder's Axe and a Grizzly Bears
      And Alice's mana pool holds {C}{C}
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      When Alice activates Marauder's Axe targeting Grizzly Bears
      And Alice passes priority
      And Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      When all players pass priority
      Then the stack is empty
      And Marauder's Axe is attached to nothing

  @rule:704.5n
  Rule: 704.5n
    If an Equipment or Fortification is attached to an illegal permanent or to a player, it becomes unattached from that permanent or player. It remains on the battlefield.

    @rule:301.5c
    @id:equip-the-equipment-stays-when-its-creature-dies
    Scenario: Bob's Shock kills Alice's equipped Grizzly Bears: the Bears die and Marauder's Axe stays on the battlefield, attached to nothing (not: it goes to the graveyard like an Aura)
      Given Alice controls a Grizzly Bears and a Marauder's Axe attached to her Grizzly Bears
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      When Bob casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in its owner's graveyard
      And Marauder's Axe is attached to nothing

    @rule:400.7
    @rule:702.93a
    @id:equip-a-creature-that-returns-is-a-new-object
    Scenario: Alice's equipped Young Wolf dies and undying returns it: it is a new object, so Marauder's Axe isn't attached to it and it is a 2/2 with its counter, not a 4/2
      Given Alice controls a Young Wolf and a Marauder's Axe attached to her Young Wolf
      And Bob has a Shock in his hand
      And Bob's mana pool holds {R}
      And Bob has priority
      Then Young Wolf is a 3/1 creature
      When Bob casts Shock targeting Young Wolf
      And all players pass priority
      And all players pass priority
      Then Young Wolf is on the battlefield
      And Marauder's Axe is attached to nothing
      And Young Wolf is a 2/2 creature
