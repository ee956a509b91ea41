@card:cavalcade-of-calamity
Feature: Cavalcade of Calamity
  Whenever a creature you control with power 1 or less attacks, this enchantment deals 1 damage to the player or planeswalker that creature is attacking.

  @ruling:2019-01-25
  Rule: A creature with power 0 or less can attack, and triggers it
    A creature with power 0 or less can attack, as long as no rule or effect prohibits it from doing so. Many creatures with 0 power have defender, but not all do.

    @rule:508.1a
    @id:char-rumbler-power-1-attacks-and-cavalcade-of-calamity-deals
    Scenario: Char-Rumbler, power -1, attacks and Cavalcade of Calamity deals Bob 1 damage (not: power 0 or less can't attack)
      Given Alice controls a Cavalcade of Calamity and a Char-Rumbler
      When Alice attacks Bob with Char-Rumbler
      Then Cavalcade of Calamity's ability triggered once
      When all players pass priority
      Then Cavalcade of Calamity dealt 1 noncombat damage to Bob
      And Bob's life total is 19

  @ruling:2019-01-25
  Rule: It triggers once for each creature with power 1 or less that attacks
    If multiple creatures you control with power 1 or less attack, Cavalcade of Calamity’s ability will trigger for each of those creatures. Each ability will cause Cavalcade of Calamity to deal 1 damage to the appropriate player or planeswalker.

    @rule:603.2c
    @id:two-llanowar-elves-attack-it-triggers-twice-and-deals-bob-2
    Scenario: Two Llanowar Elves attack: it triggers twice and deals Bob 2 damage (not: once for the attack)
      Given Alice controls a Cavalcade of Calamity and two Llanowar Elves
      When Alice attacks Bob with Llanowar Elves and Llanowar Elves
      Then Cavalcade of Calamity's ability triggered twice
      And the stack holds two objects
      When all players pass priority
      And all players pass priority
      Then Bob's life total is 18
      And it is Alice's declare attackers step

    @rule:120.3c
    @id:llanowar-elves-attacks-bobs-teferi-cavalcade-of-calamity
    Scenario: Llanowar Elves attacks Bob's Teferi: Cavalcade of Calamity's 1 damage removes a loyalty counter from Teferi (not: Bob loses the life)
      Given Alice controls a Cavalcade of Calamity and a Llanowar Elves
      And Bob controls a Teferi, Time Raveler with 4 loyalty counters
      When Alice attacks Bob's Teferi, Time Raveler with Llanowar Elves
      And all players pass priority
      Then Cavalcade of Calamity dealt 1 noncombat damage to Teferi, Time Raveler
      And Teferi, Time Raveler has 3 loyalty counters
      And Bob's life total is 20

  @ruling:2019-01-25
  Rule: The power of the attacking creature is checked only when the ability triggers
    The power of the attacking creature is checked only when the ability triggers. Once it triggers, Cavalcade of Calamity will deal 1 damage to the appropriate player or planeswalker even if the creature’s power changes or the creature leaves the battlefield before the ability resolves.

    @rule:508.2a
    @id:llanowar-elves-pumped-to-power-3-before-the-ability-resolves
    Scenario: Llanowar Elves pumped to power 3 before the ability resolves: Bob is still dealt 1 damage (not: power checked again)
      Given Alice controls a Cavalcade of Calamity, a Llanowar Elves, a Mountain and a Forest
      And Alice has a Thunder Strike in her hand
      When Alice attacks Bob with Llanowar Elves
      And Alice taps Mountain for mana
      And Alice taps Forest for mana
      And Alice casts Thunder Strike targeting Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is a 3/1 creature
      When all players pass priority
      Then Bob's life total is 19

    @rule:508.5
    @id:llanowar-elves-destroyed-before-the-ability-resolves-bob
    Scenario: Llanowar Elves destroyed before the ability resolves: Bob, whom it was attacking, is still dealt 1 damage
      Given Alice controls a Cavalcade of Calamity and a Llanowar Elves
      And Bob controls a Plains and three Swamps
      And Bob has a Divine Verdict in his hand
      When Alice attacks Bob with Llanowar Elves
      And Alice passes priority
      And Bob taps Plains for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob taps Swamp for mana
      And Bob casts Divine Verdict targeting Alice's Llanowar Elves
      And all players pass priority
      Then Llanowar Elves is in its owner's graveyard
      When all players pass priority
      Then Bob's life total is 19
