@card:juggernaut
Feature: Juggernaut
  This creature attacks each combat if able.
  This creature can't be blocked by Walls.

  @ruling:2022-12-08 @rule:508.1d @rule:508.1a
  Rule: Juggernaut attacks if able; a tapped or newly arrived Juggernaut can't, so needn't
    If Juggernaut can't attack for any reason (such as being tapped or having come under your control that turn), then it doesn't attack. If there's a cost associated with having it attack, you're not forced to pay that cost, so it doesn't have to attack in that case either.

    @id:an-untapped-juggernaut-controlled-since-the-turn-began-must
    Scenario: An untapped Juggernaut controlled since the turn began must attack
      Given Alice controls a Juggernaut and a Grizzly Bears
      When Alice tries to attack Bob with Grizzly Bears
      Then that is illegal

    @id:a-tapped-juggernaut-doesnt-attack
    Scenario: A tapped Juggernaut doesn't attack
      Given Alice controls a tapped Juggernaut
      When Alice declares no attackers
      Then Juggernaut is not attacking

    @id:a-juggernaut-that-came-under-alices-control-this-turn-doesnt
    Scenario: A Juggernaut that came under Alice's control this turn doesn't attack
      Given Alice controls a Juggernaut
      And Juggernaut entered the battlefield this turn
      When Alice declares no attackers
      Then Juggernaut is not attacking
