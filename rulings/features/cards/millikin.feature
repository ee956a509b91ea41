@card:millikin
Feature: Millikin
  {T}, Mill a card: Add {C}. (To mill a card, put the top card of your library into your graveyard.)

  @ruling:2022-12-08 @rule:605.1a
  Rule: Superseded by the 2026-09-25 CR: Millikin's ability is no mana ability, so it can't be activated while casting a spell
    If an effect allows you to look at the top card of your library any time or to play with the top card of your library revealed, and you activate Millikin's mana ability while casting a spell, you can't look at the new top card of your library until you are done casting the spell. The same is true if you activate Millikin's ability while activating another ability.

    # The ruling predates the 2026-09-25 CR: an ability whose cost moves a card from a library is no mana
    # ability now (605.1a), so it can't be activated while a spell is being cast or a cost paid (605.3a
    # no longer applies); features/rules/605-mana-abilities.feature shows it on the stack and refused
    # while paying Prismite's cost. The look-at-the-top-card part has no board left to show.

  @rule:701.17b
  Rule: Its cost mills a card: with an empty library it can't be paid
    A player can’t mill a number of cards greater than the number of cards in their library. If given the choice to do so, they can’t choose to take that action. If instructed to do so, they mill as many as possible. Similarly, the player can’t pay a cost that includes milling a number of cards greater than the number of cards in their library.

    @id:with-no-card-in-her-library-alice-cant-activate-millikin
    Scenario: With no card in her library Alice can't activate Millikin: she can't mill a card to pay (not: the cost is paid as far as it can be)
      Given Alice controls a Millikin
      When Alice tries to activate Millikin
      Then that is illegal
      And Millikin is untapped
      And the stack is empty

    @rule:701.17a
    @id:with-two-cards-the-top-one-is-milled
    Scenario: With two cards in her library, the top one is milled and the other stays (not: any card, or the bottom one)
      Given Alice controls a Millikin
      And Alice has an Island and a Plains in her library
      When Alice activates Millikin
      Then Island is in her graveyard
      And Plains is in her library
