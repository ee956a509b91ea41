@card:relentless-assault
Feature: Relentless Assault
  Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase followed by an additional main phase.

  @ruling:2025-09-19 @rule:500.8
  Rule: A creature that attacks each combat if able must attack again in the additional combat
    A creature that attacks each turn if able must attack only once that turn. It is not forced into each attack that turn. However, a creature that attacks each combat if able must attack again if it can.

    @id:juggernaut-untapped-by-relentless-assault-must-attack-again
    Scenario: Juggernaut, untapped by Relentless Assault, must attack again in the additional combat (not: once a turn is enough)
      Given Alice controls a Juggernaut and four Mountains
      And Alice has a Relentless Assault in her hand
      When Alice attacks Bob with Juggernaut
      And the game advances to Alice's postcombat main phase
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      Then Juggernaut is untapped
      When the game advances to Alice's beginning of combat step
      And Alice tries to declare no attackers
      Then that is illegal
      When Alice attacks Bob with Juggernaut
      Then Juggernaut is attacking

  @ruling:2025-09-19 @rule:500.8
  Rule: Attack triggers trigger again in the additional combat
    Abilities that trigger when a creature attacks, blocks, or is blocked will trigger during each combat that turn.

    @rule:508.3a
    @id:goblin-guides-attack-trigger-triggers-in-each-combat-of-the
    Scenario: Goblin Guide's attack trigger triggers in each combat of the turn (not: once a turn)
      Given Alice controls a Goblin Guide and four Mountains
      And Alice has a Relentless Assault in her hand
      And Bob has a Grizzly Bears and a Savannah Lions in his library
      When Alice attacks Bob with Goblin Guide
      And all players pass priority
      And the game advances to Alice's postcombat main phase
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      And Alice attacks Bob with Goblin Guide
      Then Goblin Guide's ability triggered twice

  @ruling:2025-09-19 @rule:500.8
  Rule: Cast in the opponent's main phase, it untaps their attackers and gives them the additional combat, not its caster
    If you manage to cast this during a main phase of your opponent's turn, that opponent's creatures will untap and that opponent will be able to attack again. It will not allow you to attack during their turn.

    @id:alice-casts-it-in-bobs-postcombat-main-phase-bobs-creature
    Scenario: Alice casts it in Bob's postcombat main phase: Bob's creature untaps and Bob attacks again, Alice can't (not: the additional combat is its caster's)
      Given it is Bob's precombat main phase
      And Alice controls a Tidal Barracuda and four Mountains
      And Alice has a Relentless Assault in her hand
      And Bob controls a Grizzly Bears
      When Bob attacks Alice with Grizzly Bears
      And the game advances to Bob's postcombat main phase
      And Bob passes priority
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      Then Grizzly Bears is untapped
      When the game advances to Bob's beginning of combat step
      Then it is Bob's beginning of combat step
      When Alice tries to declare no attackers
      Then that is illegal
      When Bob attacks Alice with Grizzly Bears
      Then Grizzly Bears is attacking

  @ruling:2025-09-19 @rule:500.8
  Rule: Resolving outside a main phase, it adds no combat phase
    Relentless Assault creates an additional combat and main phase only if it resolves during a main phase.

    @id:cast-with-flash-during-combat-it-untaps-the-attacker-but
    Scenario: Cast with flash during combat, it untaps the attacker but adds no combat phase (not: one after the next main phase)
      Given Alice controls a Tidal Barracuda, a Grizzly Bears and four Mountains
      And Alice has a Relentless Assault in her hand
      When Alice attacks Bob with Grizzly Bears
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice taps Mountain for mana
      And Alice casts Relentless Assault
      And all players pass priority
      Then Grizzly Bears is untapped
      When the game advances to Alice's end step
      Then it is Alice's end step
      And the steps of combat that began were beginning of combat, declare attackers, declare blockers, combat damage and end of combat

