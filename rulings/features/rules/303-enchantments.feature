Feature: 303. Enchantments
  Auras as the reference engine has them. Each paragraph of CR 303 (2026-09-25) that a board can show is quoted
  verbatim under its number; its scenarios show it on a board (303.4a-c in the card features of Pacifism and
  Narcolepsy).

  @rule:303.4e
  Rule: 303.4e
    An Aura’s controller is separate from the enchanted object’s controller or the enchanted player; the two need not be the same. If an Aura enchants an object, changing control of the object doesn’t change control of the Aura, and vice versa. Only the Aura’s controller can activate its abilities. However, if the Aura grants an ability to the enchanted object (with “gains” or “has”), the enchanted object’s controller is the only one who can activate that ability.

    @rule:508.1c
    @id:alices-pacifism-on-bobs-bears-she-controls-it-he-controls-them
    Scenario: Alice casts Pacifism on Bob's Grizzly Bears: she controls the Aura, he still controls the Bears, which can't attack her in his turn (not: the Aura goes to the enchanted creature's controller, or the creature to the Aura's)
      Given Bob controls a Grizzly Bears
      And Alice has a Pacifism in her hand
      And Alice's mana pool holds {W}{C}
      And Bob has a Forest in his library
      When Alice casts Pacifism targeting Grizzly Bears
      And all players pass priority
      Then Pacifism is attached to Grizzly Bears
      And Pacifism is controlled by Alice
      And Grizzly Bears is controlled by Bob
      When the game advances to Bob's precombat main phase
      And Bob tries to attack Alice with Grizzly Bears
      Then that is illegal

  @rule:303.1
  Rule: 303.1
    A player who has priority may cast an enchantment card from their hand during a main phase of their turn when the stack is empty. Casting an enchantment as a spell uses the stack. (See rule 601, “Casting Spells.”)

    @id:gaeas-anthem-may-not-be-cast-in-the-beginning-of-combat
    Scenario: Alice may not cast Gaea's Anthem in her beginning of combat step, though she has priority and the mana (not: any time in her turn)
      Given it is Alice's beginning of combat step
      And Alice has a Gaea's Anthem in her hand
      And Alice's mana pool holds {C}{G}{G}
      When Alice tries to cast Gaea's Anthem
      Then that is illegal
      And Gaea's Anthem is in her hand

  @rule:303.2
  Rule: 303.2
    When an enchantment spell resolves, its controller puts it onto the battlefield under their control.

    @id:gaeas-anthem-resolves-and-pumps-alices-bears
    Scenario: Gaea's Anthem resolves onto the battlefield under Alice's control, and her Grizzly Bears is 3/3 (not: Bob's creatures, or its effect only as it resolves)
      Given Alice controls a Grizzly Bears
      And Bob controls a Walking Corpse
      And Alice has a Gaea's Anthem in her hand
      And Alice's mana pool holds {C}{G}{G}
      When Alice casts Gaea's Anthem
      And all players pass priority
      Then Gaea's Anthem is on the battlefield
      And Gaea's Anthem is controlled by Alice
      And Grizzly Bears is a 3/3 creature
      And Walking Corpse is a 2/2 creature
