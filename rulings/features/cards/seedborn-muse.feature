@card:seedborn-muse
Feature: Seedborn Muse
  Untap all permanents you control during each other player's untap step.

  @ruling:2004-10-04 @rule:502.3
  Rule: "Doesn't untap during its controller's untap step" doesn't stop Seedborn Muse; other wordings may
    Other effects can prevent a permanent from untapping during an untap step. You do need to look carefully, however, as many effects say that the permanent does not untap during its controller's untap step, and this card's ability occurs during other players' untap steps. If a card does say this, then Seedborn Muse can untap it. But some other abilities are not written this way and can still prevent a card from untapping.

    @id:mana-vault-which-doesnt-untap-during-its-controllers-untap
    Scenario: Mana Vault, which doesn't untap during its controller's untap step, untaps in Bob's
      Given Alice controls a Seedborn Muse and a tapped Mana Vault
      When the game advances to Bob's untap step
      Then Mana Vault is untapped

    @id:mana-vault-still-doesnt-untap-in-alices-own-untap-step
    Scenario: Mana Vault still doesn't untap in Alice's own untap step
      Given it is Bob's end step
      And Alice controls a Seedborn Muse and a tapped Mana Vault
      When the game advances to Alice's untap step
      Then Mana Vault is tapped

    @id:a-creature-that-doesnt-untap-during-its-controllers-untap
    Scenario: A creature that doesn't untap during its controller's untap step untaps in Bob's
      Given Alice controls a Seedborn Muse and a tapped Grimgrin, Corpse-Born
      When the game advances to Bob's untap step
      Then Grimgrin, Corpse-Born is untapped

    @id:a-land-that-doesnt-untap-during-its-controllers-next-untap-2
    Scenario: A land that doesn't untap during its controller's next untap step untaps in Bob's
      Given Alice controls a Seedborn Muse and a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      And all players pass priority
      And the game advances to Bob's untap step
      Then Forest is untapped

    @rule:614.10
    @id:stasis-isnt-written-that-way-with-untap-steps-skipped
    Scenario: Stasis isn't written that way: with untap steps skipped, Seedborn Muse untaps nothing
      Given Alice controls a Seedborn Muse, a tapped Forest and a Stasis
      And Bob controls a tapped Island
      When the game advances to Bob's upkeep
      Then Forest is tapped
      And Island is tapped
      And Forest untapped no times

  @ruling:2007-07-15 @rule:502.3
  Rule: All your permanents untap in each other player's untap step, and you have no choice
    All your permanents untap during each other player's untap step. You have no choice about what untaps.

    @id:all-of-alices-permanents-untap-in-bobs-untap-step-lands
    Scenario: All of Alice's permanents untap in Bob's untap step: lands, creatures and artifacts
      Given Alice controls a Seedborn Muse, a tapped Forest, a tapped Llanowar Elves and a tapped Thousand-Year Elixir
      And Bob controls a tapped Island
      When the game advances to Bob's untap step
      Then Forest is untapped
      And Llanowar Elves is untapped
      And Thousand-Year Elixir is untapped
      And Island is untapped

    @id:in-a-game-of-three-alices-permanents-untap-in-carols-untap
    Scenario: In a game of three, Alice's permanents untap in Carol's untap step too
      Given Alice, Bob and Carol are playing
      And it is Bob's end step
      And Alice controls a Seedborn Muse and a tapped Mana Vault
      When the game advances to Carol's untap step
      Then Mana Vault is untapped

    @id:alice-cant-choose-to-keep-her-land-tapped-in-bobs-untap-step-2
    Scenario: Alice can't choose to keep her land tapped in Bob's untap step
      Given Alice controls a Seedborn Muse and a tapped Dwarven Hold
      When Alice tries to keep Dwarven Hold tapped during Bob's untap step
      Then that is illegal
      When the game advances to Bob's untap step
      Then Dwarven Hold is untapped

    @id:only-its-controllers-permanents-bobs-seedborn-muse-doesnt
    Scenario: Only its controller's permanents: Bob's Seedborn Muse doesn't untap Alice's land in Carol's untap step
      Given Alice, Bob and Carol are playing
      And Alice controls a tapped Forest
      And Bob controls a Seedborn Muse and a tapped Island
      And Bob has a Plains in his library
      When the game advances to Carol's untap step
      Then Forest is tapped
      And Island is untapped
