@card:ambulatory-edifice
Feature: Ambulatory Edifice
  When this creature enters, you may pay 2 life. When you do, target creature gets -1/-1 until end of turn.

  @ruling:2023-02-04
  Rule: The target is chosen for a second, reflexive ability that triggers when Alice pays the life; players may respond to it
    You don't choose a target for Ambulatory Edifice's last ability at the time it triggers. Rather, a second "reflexive" ability triggers when you pay 2 life this way. You choose a target for that ability as it goes on the stack. Each player may respond to this triggered ability as normal.

    @rule:603.12 @rule:603.3d
    @id:alice-pays-2-life-as-the-enters-ability-resolves-then-the
    Scenario: Alice pays 2 life as the enters ability resolves; then the reflexive ability goes on the stack with Bob's Llanowar Elves as its target, and the Elves die only as it resolves (not: -1/-1 at once, as "if you do")
      Given Bob controls a Llanowar Elves
      And Alice has an Ambulatory Edifice in her hand
      And Alice's mana pool holds {B}{C}{C}
      When Alice will do what Ambulatory Edifice's ability says she may do
      And Alice will choose Bob's Llanowar Elves when she must choose
      And Alice casts Ambulatory Edifice
      And all players pass priority
      Then Ambulatory Edifice's ability triggered once
      When all players pass priority
      Then Alice's life total is 18
      And Ambulatory Edifice's ability triggered twice
      And the top of the stack is an ability of Ambulatory Edifice
      And Llanowar Elves is on the battlefield
      When all players pass priority
      Then Llanowar Elves is in its owner's graveyard
