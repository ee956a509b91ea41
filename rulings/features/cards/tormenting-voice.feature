@card:tormenting-voice
Feature: Tormenting Voice
  As an additional cost to cast this spell, discard a card.
  Draw two cards.

  @ruling:2018-07-13
  @ruling:2020-09-25
  @rule:118.8
  @rule:601.2h
  Rule: Exactly one card is discarded, and without one it can't be cast
    You must discard exactly one card to cast Tormenting Voice; you can't cast it without discarding a card, and you can't discard additional cards.

    @id:tormenting-voice-discards-one-card-as-it-is-cast
    Scenario: Alice casts Tormenting Voice discarding Shock: Shock is in her graveyard as the spell is cast, her Giant Growth stays in her hand, and she draws two cards as it resolves (not: discarded as it resolves, or her whole hand)
      Given Alice has a Tormenting Voice, a Shock and a Giant Growth in her hand
      And Alice has two Forests in her library
      And Alice's mana pool holds {R}{C}
      When Alice casts Tormenting Voice, discarding Shock
      Then Shock is in its owner's graveyard
      And Giant Growth is in her hand
      And Alice discarded one card
      And Alice drew no cards
      When all players pass priority
      Then Alice drew two cards

    @rule:601.2a
    @id:tormenting-voice-cant-discard-itself
    Scenario: With no other card in her hand Alice can't cast Tormenting Voice: it is on the stack as the cost is paid, so it can't be the card discarded (not: it discards itself)
      Given Alice has a Tormenting Voice in her hand
      And Alice has two Forests in her library
      And Alice's mana pool holds {R}{C}
      Then Alice may not cast Tormenting Voice
      When Alice tries to cast Tormenting Voice, discarding Tormenting Voice
      Then that is illegal
      And Tormenting Voice is in her hand
