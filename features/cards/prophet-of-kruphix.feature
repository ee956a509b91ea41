@card:prophet-of-kruphix
Feature: Prophet of Kruphix
  Untap all creatures and lands you control during each other player's untap step.
  You may cast creature spells as though they had flash.

  @ruling:2013-09-15 @rule:502.3
  Rule: More than one Prophet untaps nothing twice in one untap step
    Controlling more than one Prophet of Kruphix doesn't allow you to untap any creature or land more than once during a single untap step.

    Scenario: Two Prophets untap Alice's land once in Bob's untap step
      Given Alice controls two Prophets of Kruphix and a tapped Forest
      When the game advances to Bob's untap step
      Then Forest is untapped
      And Forest untapped once

    Scenario: Two Prophets untap Hollowsage once, so its ability triggers once
      Given Alice controls two Prophets of Kruphix and a tapped Hollowsage
      When the game advances to Bob's untap step
      Then Hollowsage untapped once
      And Hollowsage's ability triggered once

    Scenario: Prophet and Seedborn Muse together still untap a land once
      Given Alice controls a Prophet of Kruphix, a Seedborn Muse and a tapped Forest
      When the game advances to Bob's untap step
      Then Forest untapped once

    Scenario: In Alice's own untap step Prophet adds no second untap
      Given it is Bob's end step
      And Alice controls two Prophets of Kruphix and a tapped Hollowsage
      When the game advances to Alice's untap step
      Then Hollowsage untapped once
      And Hollowsage's ability triggered once

    Scenario: Four players: one untap in each other player's untap step, whatever the number of Prophets
      Given Alice, Bob, Carol and Dana are playing
      And it is Dana's end step
      And Alice controls two Prophets of Kruphix and a Forest
      When the game advances to Bob's upkeep
      And Bob passes priority
      And Carol passes priority
      And Dana passes priority
      And Alice taps Forest for mana
      And the game advances to Carol's untap step
      Then Forest is untapped
      And Forest untapped once

  @ruling:2013-09-15 @rule:502.3
  Rule: Your creatures and lands untap with the active player's permanents, and not by choice
    Creatures and lands you control untap at the same time as the active player's permanents. You can't choose to not untap them at that time.

    Scenario: In Bob's untap step, Alice's creatures and lands untap along with Bob's permanents
      Given Alice controls a Prophet of Kruphix, a tapped Forest, a tapped Llanowar Elves and a tapped Dryad Arbor
      And Bob controls a tapped Island
      When the game advances to Bob's untap step
      Then Forest is untapped
      And Llanowar Elves is untapped
      And Dryad Arbor is untapped
      And Island is untapped

    Scenario: Prophet untaps Alice's permanents in each other player's untap step, not only the next one's
      Given Alice, Bob and Carol are playing
      And it is Bob's end step
      And Alice controls a Prophet of Kruphix and a tapped Forest
      When the game advances to Carol's untap step
      Then Forest is untapped

    Scenario: Alice can't choose to keep her land tapped in Bob's untap step
      Given Alice controls a Prophet of Kruphix and a tapped Dwarven Hold
      When Alice tries to keep Dwarven Hold tapped during Bob's untap step
      Then that is illegal
      When the game advances to Bob's untap step
      Then Dwarven Hold is untapped

    Scenario: Only creatures and lands: Alice's noncreature artifact stays tapped in Bob's untap step
      Given Alice controls a Prophet of Kruphix, a tapped Thousand-Year Elixir and a tapped Forest
      When the game advances to Bob's untap step
      Then Thousand-Year Elixir is tapped
      And Forest is untapped

    Scenario: Another player's Prophet doesn't untap Alice's permanents
      Given Alice, Bob and Carol are playing
      And Alice controls a tapped Forest
      And Bob controls a Prophet of Kruphix
      And Carol controls a tapped Island
      When the game advances to Carol's untap step
      Then Forest is tapped
      And Island is untapped

  @ruling:2013-09-15 @rule:502.3
  Rule: "Doesn't untap during your untap step" doesn't apply in another player's untap step
    Effects that state a creature or land you control doesn't untap during your untap step won't apply during another player's untap step.

    Scenario: Colossus of Sardia untaps in Bob's untap step
      Given Alice controls a Prophet of Kruphix and a tapped Colossus of Sardia
      When the game advances to Bob's untap step
      Then Colossus of Sardia is untapped

    Scenario: Colossus of Sardia still doesn't untap in Alice's own untap step
      Given it is Bob's end step
      And Alice controls a Prophet of Kruphix and a tapped Colossus of Sardia
      When the game advances to Alice's untap step
      Then Colossus of Sardia is tapped

    Scenario: A land that doesn't untap during its controller's next untap step untaps in Bob's
      Given Alice controls a Prophet of Kruphix and a Forest
      And Bob controls a Vorinclex, Voice of Hunger
      When Alice taps Forest for mana
      And all players pass priority
      And the game advances to Bob's untap step
      Then Forest is untapped

    Scenario: A noncreature artifact isn't untapped by Prophet, effect or not
      Given Alice controls a Prophet of Kruphix and a tapped Mana Vault
      When the game advances to Bob's untap step
      Then Mana Vault is tapped
