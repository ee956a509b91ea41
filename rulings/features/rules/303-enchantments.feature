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
