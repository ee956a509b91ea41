@card:into-the-maw-of-hell
Feature: Into the Maw of Hell
  Destroy target land. Into the Maw of Hell deals 13 damage to target creature.

  @ruling:2011-09-22 @rule:608.2b
  Rule: One target illegal, the other is still affected; both illegal, it doesn't resolve
    If one of Into the Maw of Hell’s targets is illegal by the time it resolves, Into the Maw of Hell will still affect the remaining legal target. If both targets are illegal at this time, Into the Maw of Hell won’t resolve.

    @id:bobs-grizzly-bears-killed-first-by-shock-into-the-maw-of
    Scenario: Bob's Grizzly Bears killed first by Shock: Into the Maw of Hell still destroys his Forest (not: one illegal target stops the whole spell)
      Given Bob controls a Forest and a Grizzly Bears
      And Alice has an Into the Maw of Hell and a Shock in her hand
      And Alice's mana pool holds {R}{R}{C}{C}{C}{C}{R}
      When Alice casts Into the Maw of Hell targeting Forest and Grizzly Bears
      And Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Forest is in his graveyard
      And Into the Maw of Hell is in her graveyard

    @id:both-targets-legal-the-forest-is-destroyed-and-13-damage
    Scenario: Both targets legal: the Forest is destroyed and 13 damage kills Colossal Dreadmaw
      Given Bob controls a Forest and a Colossal Dreadmaw
      And Alice has an Into the Maw of Hell in her hand
      And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
      When Alice casts Into the Maw of Hell targeting Forest and Colossal Dreadmaw
      And all players pass priority
      Then Forest is in his graveyard
      And Colossal Dreadmaw is in his graveyard

  @ruling:2011-09-22 @rule:601.2c @rule:115.1
  Rule: Both targets are needed to cast it: a land and a creature
    Into the Maw of Hell targets both the land and the creature. You can only cast it if you can choose a legal target for both.

    @id:with-no-creature-on-the-battlefield-alice-cant-cast-it-at
    Scenario: With no creature on the battlefield, Alice can't cast it at Bob's Forest alone
      Given Bob controls a Forest
      And Alice has an Into the Maw of Hell in her hand
      And Alice's mana pool holds {R}{R}{C}{C}{C}{C}
      When Alice tries to cast Into the Maw of Hell targeting Forest
      Then that is illegal
      And Into the Maw of Hell is in her hand
