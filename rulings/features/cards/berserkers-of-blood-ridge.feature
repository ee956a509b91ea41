@card:berserkers-of-blood-ridge
Feature: Berserkers of Blood Ridge
  This creature attacks each combat if able.

  @ruling:2010-08-15 @rule:508.1d @rule:508.1a
  Rule: Berserkers of Blood Ridge attacks if able; tapped, or with summoning sickness, it doesn't
    If, during your declare attackers step, Berserkers of Blood Ridge is tapped, is affected by a spell or ability that says it can’t attack, or is affected by “summoning sickness,” then it doesn’t attack. If there’s a cost associated with having Berserkers of Blood Ridge attack, you aren’t forced to pay that cost, so it doesn’t have to attack in that case either.

    @id:able-to-attack-berserkers-of-blood-ridge-must
    Scenario: Able to attack, Berserkers of Blood Ridge must
      Given Alice controls a Berserkers of Blood Ridge
      When Alice tries to declare no attackers
      Then that is illegal

    @id:tapped-it-doesnt-attack
    Scenario: Tapped, it doesn't attack
      Given Alice controls a tapped Berserkers of Blood Ridge
      When Alice declares no attackers
      Then Berserkers of Blood Ridge is not attacking

    @id:affected-by-summoning-sickness-it-doesnt-attack
    Scenario: Affected by summoning sickness, it doesn't attack
      Given Alice controls a Berserkers of Blood Ridge
      And Berserkers of Blood Ridge entered the battlefield this turn
      When Alice declares no attackers
      Then Berserkers of Blood Ridge is not attacking
