@card:colossus-hammer
Feature: Colossus Hammer
  Equipped creature gets +10/+10 and loses flying.
  Equip {8}

  @ruling:2019-07-12
  @rule:613.1f
  Rule: It can equip a creature without flying, which just doesn't lose it
    Colossus Hammer can be attached to a creature that didn't have flying to begin with. It just won't lose flying.

    @id:colossus-hammer-on-a-creature-without-flying
    Scenario: Colossus Hammer equips Grizzly Bears, which have no flying: they are a 12/12 without flying
      Given Alice controls a Grizzly Bears and a Colossus Hammer attached to her Grizzly Bears
      Then Grizzly Bears is a 12/12 creature
      And Grizzly Bears doesn't have flying

    @id:colossus-hammer-a-flyer-loses-flying
    Scenario: Equipping Serra Angel, Colossus Hammer takes its printed flying away: a 14/14 Bob's Grizzly Bears may block (not: only the +10/+10)
      Given Alice controls a Serra Angel and a Colossus Hammer attached to her Serra Angel
      And Bob controls a Grizzly Bears
      Then Serra Angel is a 14/14 creature
      And Serra Angel doesn't have flying
      When Alice attacks Bob with Serra Angel
      And Bob blocks Serra Angel with Grizzly Bears
      Then Serra Angel is blocked

  @ruling:2019-07-12
  @rule:613.7a
  @rule:613.7e
  Rule: The creature's own "as long as" flying has the creature's earlier timestamp: it doesn't come back
    If an ability of the equipped creature states that it has flying "as long as" a particular condition is true, that condition becoming true will not cause that creature to gain flying. For example, if the equipped creature "has flying as long as it's attacking," it will not gain flying, even if it attacks after Colossus Hammer becomes attached to it.

    @id:colossus-hammer-beats-an-as-long-as-flying
    Scenario: Alice equips Colossus Hammer to Kargan Dragonrider, then casts Shivan Dragon: the Dragonrider's "as long as you control a Dragon" flying applies before the Hammer's later timestamp, so it has no flying (not: the condition becoming true gives it flying)
      Given Alice controls a Kargan Dragonrider and a Colossus Hammer
      And Alice has a Shivan Dragon in her hand
      And Alice's mana pool holds {R}{R}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}
      When Alice activates Colossus Hammer targeting Kargan Dragonrider
      And all players pass priority
      Then Colossus Hammer is attached to Kargan Dragonrider
      When Alice casts Shivan Dragon
      And all players pass priority
      Then Shivan Dragon is on the battlefield
      And Kargan Dragonrider is a 12/12 creature
      And Kargan Dragonrider doesn't have flying

  @ruling:2019-07-12
  @rule:613.7b
  Rule: Flying gained after the Hammer became attached stays
    If the equipped creature gains flying after Colossus Hammer became attached to it, it will keep flying.

    @id:colossus-hammer-later-flying-stays
    Scenario: Alice casts Jump on her Grizzly Bears equipped with Colossus Hammer: Jump's effect has the later timestamp, so the Bears have flying (not: the Hammer removes flying whenever it comes)
      Given Alice controls a Grizzly Bears and a Colossus Hammer attached to her Grizzly Bears
      And Alice has a Jump in her hand
      And Alice's mana pool holds {U}
      When Alice casts Jump targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears has flying
      And Grizzly Bears is a 12/12 creature
