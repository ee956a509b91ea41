@card:thousand-year-elixir
Feature: Thousand-Year Elixir
  You may activate abilities of creatures you control as though those creatures had haste.
  {1}, {T}: Untap target creature.

  @ruling:2007-10-01 @rule:302.6 @rule:702.10c
  Rule: It lets creatures activate abilities, not attack
    Thousand-Year Elixir doesn’t actually grant haste to creatures you control, nor does it let you attack with them as though they had haste.

    @id:a-summoning-sick-creature-can-activate-its-t-ability
    Scenario: A summoning-sick creature can activate its {T} ability
      Given Alice controls a summoning-sick Llanowar Elves and a Thousand-Year Elixir
      When Alice taps Llanowar Elves for mana
      Then Alice's mana pool is {G}

    @id:a-summoning-sick-creature-can-activate-its-q-ability
    Scenario: A summoning-sick creature can activate its {Q} ability
      Given Alice controls a tapped summoning-sick Pili-Pala and a Thousand-Year Elixir
      And Alice's mana pool holds {C}{C}
      When Alice activates Pili-Pala for {U}
      Then Alice's mana pool is {U}

    @id:a-summoning-sick-creature-still-cant-attack
    Scenario: A summoning-sick creature still can't attack
      Given Alice controls a summoning-sick Grizzly Bears and a Thousand-Year Elixir
      Then Grizzly Bears can't attack

    @id:a-creature-with-haste-of-its-own-can-attack-elixir-or-not
    Scenario: A creature with haste of its own can attack, Elixir or not
      Given Alice controls a summoning-sick Raging Goblin and a Thousand-Year Elixir
      Then Raging Goblin can attack

    @id:it-doesnt-help-an-opponents-creatures
    Scenario: It doesn't help an opponent's creatures
      Given Alice controls a summoning-sick Llanowar Elves
      And Bob controls a Thousand-Year Elixir
      When Alice tries to tap Llanowar Elves for mana
      Then that is illegal
