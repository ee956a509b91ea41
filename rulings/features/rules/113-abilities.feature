Feature: 113. Abilities
  Abilities as the reference engine has them. Each paragraph of CR 113 (2026-09-25) that a board can show is
  quoted verbatim under its number; its scenarios show it on a board.

  @rule:113.8
  Rule: 113.8
    The controller of an activated ability on the stack is the player who activated it. The controller of a triggered ability on the stack (other than a delayed triggered ability) is the player who controlled the ability’s source when it triggered, or, if it had no controller, the player who owned the ability’s source when it triggered. To determine the controller of a delayed triggered ability, see rules 603.7d–f.

    @rule:603.3a
    @id:soul-wardens-ability-on-bobs-bears-entering-is-alices
    Scenario: Bob's Grizzly Bears entering triggers Alice's Soul Warden: the ability on the stack is Alice's, who controls its source, and she gains the life (not: the player whose creature entered, or the active player)
      Given it is Bob's precombat main phase
      And Alice controls a Soul Warden
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{C}
      When Bob casts Grizzly Bears
      And all players pass priority
      Then the ability of Soul Warden on the stack is controlled by Alice
      When all players pass priority
      Then Alice's life total is 21
      And Bob's life total is 20
