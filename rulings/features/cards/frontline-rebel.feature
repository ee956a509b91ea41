@card:frontline-rebel
Feature: Frontline Rebel
  This creature attacks each combat if able.

  @ruling:2017-02-09 @rule:508.1d @rule:508.1a
  Rule: Frontline Rebel attacks if able; tapped, it doesn't
    If, during your declare attackers step, Frontline Rebel is tapped or is affected by a spell or ability that says it can’t attack, then it doesn’t attack. If there’s a cost associated with having it attack, you aren’t forced to pay that cost, so it doesn’t have to attack in that case either.

    @id:able-to-attack-frontline-rebel-must-declaring-no-attackers
    Scenario: Able to attack, Frontline Rebel must: declaring no attackers is illegal (not: attacking is up to Alice)
      Given Alice controls a Frontline Rebel
      When Alice tries to declare no attackers
      Then that is illegal

    @id:able-to-attack-attacking-with-grizzly-bears-alone-is-illegal
    Scenario: Able to attack, attacking with Grizzly Bears alone is illegal too (not: any attack satisfies it)
      Given Alice controls a Frontline Rebel and a Grizzly Bears
      When Alice tries to attack Bob with Grizzly Bears
      Then that is illegal

    @id:attacking-with-frontline-rebel-obeys-the-requirement
    Scenario: Attacking with Frontline Rebel obeys the requirement
      Given Alice controls a Frontline Rebel
      When Alice attacks Bob with Frontline Rebel
      Then Frontline Rebel is attacking

    @id:tapped-it-doesnt-attack-not-the-requirement-makes-a-tapped
    Scenario: Tapped, it doesn't attack (not: the requirement makes a tapped creature attack)
      Given Alice controls a tapped Frontline Rebel
      When Alice declares no attackers
      Then Frontline Rebel is not attacking
