@card:oasis-ritualist
Feature: Oasis Ritualist
  {T}: Add one mana of any color.
  {T}, Exert this creature: Add two mana of any one color. (An exerted creature won't untap during your next untap step.)

  @ruling:2017-04-18 @rule:701.43a
  Rule: Exert's effect ends in the next untap step even when the creature is already untapped then
    If an exerted creature is already untapped during your next untap step (most likely because it had vigilance or an effect untapped it), exert’s effect preventing it from untapping expires without having done anything.

    @id:exerted-then-untapped-by-thousand-year-elixir-oasis
    Scenario: Exerted, then untapped by Thousand-Year Elixir, Oasis Ritualist untaps normally the untap step after next
      Given Alice controls an Oasis Ritualist and a Thousand-Year Elixir
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice activates Oasis Ritualist's second ability for {G}
      And Alice activates Thousand-Year Elixir targeting Oasis Ritualist
      And all players pass priority
      Then Oasis Ritualist is untapped
      When the game advances to Alice's precombat main phase
      And Alice taps Oasis Ritualist for {G}
      Then Oasis Ritualist is tapped
      When the game advances to Alice's upkeep
      Then Oasis Ritualist is untapped

  @ruling:2017-04-18
  Rule: If you gain control of another player’s creature until end of turn and exert it, it will…
    If you gain control of another player’s creature until end of turn and exert it, it will untap during that player’s untap step.

    # No scenario yet: it needs control gained until end of turn (a control-changing effect with a duration,
    # CR 611.2, 514.2), which the reference engine doesn't model.

  @ruling:2017-04-18 @rule:701.43a
  Rule: You can’t exert a creature unless an effect allows you to do so
    You can’t exert a creature unless an effect allows you to do so. Similar effects that “tap and freeze” a creature (such as that of Decision Paralysis) don’t exert that creature.

    @id:tapped-for-mana-with-its-first-ability-oasis-ritualist-isnt
    Scenario: Tapped for mana with its first ability, Oasis Ritualist isn't exerted: it untaps in Alice's next untap step
      Given Alice controls an Oasis Ritualist
      And Bob has a Forest in his library
      When Alice activates Oasis Ritualist's first ability for {G}
      Then Alice's mana pool is {G}
      When the game advances to Alice's upkeep
      Then Oasis Ritualist is untapped

    @id:exerted-with-its-second-ability-it-doesnt
    Scenario: Exerted with its second ability, it doesn't
      Given Alice controls an Oasis Ritualist
      And Bob has a Forest in his library
      When Alice activates Oasis Ritualist's second ability for {G}
      Then Alice's mana pool is {G}{G}
      When the game advances to Alice's upkeep
      Then Oasis Ritualist is tapped

  @ruling:2017-07-14 @rule:701.43b
  Rule: Exerted twice before the untap step, it stays tapped only in the next one
    Some cards in the Hour of Devastation set let you exert a creature as a cost to activate one of its abilities. You can exert it to pay that cost even if you’ve already exerted it earlier in the turn. Exerting it multiple times will keep it tapped only during your next untap step.

    @id:oasis-ritualist-exerted-untapped-by-thousand-year-elixir-and
    Scenario: Oasis Ritualist exerted, untapped by Thousand-Year Elixir and exerted again untaps in the untap step after next (not: one untap step per exert)
      Given Alice controls an Oasis Ritualist and a Thousand-Year Elixir
      And Alice has a Forest in her library
      And Bob has two Forests in his library
      When Alice activates Oasis Ritualist's second ability for {G}
      And Alice activates Thousand-Year Elixir targeting Oasis Ritualist
      And all players pass priority
      And Alice activates Oasis Ritualist's second ability for {G}
      Then Alice's mana pool is {G}{G}{G}
      When the game advances to Alice's upkeep
      Then Oasis Ritualist is tapped
      When the game advances to Alice's upkeep
      Then Oasis Ritualist is untapped
