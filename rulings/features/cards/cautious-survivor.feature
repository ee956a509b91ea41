@card:cautious-survivor
Feature: Cautious Survivor
  Survival — At the beginning of your second main phase, if this creature is tapped, you gain 2 life.

  @ruling:2024-09-20
  Rule: An untapped survivor's ability doesn't trigger at all
    If a creature with a survival ability isn't tapped when your second main phase begins, the ability won't trigger at all. You won't be able to tap it during your second main phase in time to have that ability trigger.

    @rule:603.4
    @id:untapped-as-alices-second-main-phase-begins-cautious
    Scenario: Untapped as Alice's second main phase begins, Cautious Survivor's ability doesn't trigger (not: it triggers and checks later)
      Given Alice controls a Cautious Survivor
      When the game advances to Alice's postcombat main phase
      Then Cautious Survivor's ability did not trigger
      And Alice's life total is 20

  @ruling:2024-09-20
  Rule: Untapped when the ability resolves, it does nothing
    If a creature's survival ability triggers but that creature is untapped when the ability begins to resolve, that ability won't do anything.

    @rule:603.4
    @id:tapped-as-the-phase-begins-but-untapped-by-thousand-year
    Scenario: Tapped as the phase begins but untapped by Thousand-Year Elixir before it resolves: Alice gains no life (not: the check as it triggered is enough)
      Given Alice controls a tapped Cautious Survivor, a Thousand-Year Elixir and a Forest
      When the game advances to Alice's postcombat main phase
      Then Cautious Survivor's ability triggered once
      When Alice taps Forest for mana
      And Alice activates Thousand-Year Elixir targeting Cautious Survivor
      And all players pass priority
      Then Cautious Survivor is untapped
      When all players pass priority
      Then Alice's life total is 20

  @ruling:2024-09-20
  Rule: Gone before it resolves, its status as it last existed counts
    If a creature's survival ability triggers but the creature leaves the battlefield before the ability resolves, use its tapped or untapped status as it last existed on the battlefield to determine whether or not the ability will do anything.

    @rule:603.4 @rule:608.2h
    @id:cautious-survivor-is-destroyed-while-tapped-before-its
    Scenario: Cautious Survivor is destroyed while tapped before its ability resolves: Alice still gains 2 life (not: a card in the graveyard isn't tapped)
      Given Alice controls a tapped Cautious Survivor and three Swamps
      And Alice has a Murder in her hand
      When the game advances to Alice's postcombat main phase
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice taps Swamp for mana
      And Alice casts Murder targeting Cautious Survivor
      And all players pass priority
      Then Cautious Survivor is in its owner's graveyard
      When all players pass priority
      Then Alice's life total is 22

  @ruling:2024-09-20
  Rule: It triggers in the second main phase of the turn, not in a third
    Survival abilities (and other abilities that trigger at the beginning of your second main phase) will trigger at the beginning of the second main phase you take in a turn. They won't trigger during your third, fourth, or other additional main phases in a single turn, if effects somehow cause you to have more than two main phases.

    @rule:505.1b @rule:500.8
    @id:after-relentless-assault-in-the-second-main-phase-the-third
    Scenario: After Relentless Assault in the second main phase, the third main phase doesn't trigger it again (not: every postcombat main phase)
      Given Alice controls a tapped Cautious Survivor and four Mountains
      And Alice has a Relentless Assault in her hand
      When the game advances to Alice's postcombat main phase
      And all players pass priority
      Then Alice's life total is 22
      When Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      And the game advances to Alice's postcombat main phase
      Then it is Alice's postcombat main phase
      And it is turn 1
      And Cautious Survivor's ability triggered once
      And Alice's life total is 22

