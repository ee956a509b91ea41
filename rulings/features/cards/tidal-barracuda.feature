@card:tidal-barracuda
Feature: Tidal Barracuda
  Any player may cast spells as though they had flash.
  Your opponents can't cast spells during your turn.

  @ruling:2020-04-17
  Rule: Tidal Barracuda’s abilities apply only while Tidal Barracuda is on the battlefield
    Tidal Barracuda’s abilities apply only while Tidal Barracuda is on the battlefield. Notably, its first ability doesn’t apply to Tidal Barracuda as you’re casting it.

    @rule:601.3
    @id:tidal-barracuda-in-alices-hand-cant-be-cast-while-shock-is
    Scenario: Tidal Barracuda in Alice's hand can't be cast while her Shock is on the stack (not: its own "as though they had flash" applies to it)
      Given Alice has a Tidal Barracuda and a Shock in her hand
      And Alice's mana pool holds {R}{U}{C}{C}{C}
      When Alice casts Shock targeting Bob
      Then Alice may not cast Tidal Barracuda

  @ruling:2020-04-17
  Rule: Tidal Barracuda’s first ability doesn’t grant flash to any objects
    Tidal Barracuda’s first ability doesn’t grant flash to any objects. It just changes when spells can be cast.

    # Not shown: whether a spell or card "has flash" isn't observable through the protocol apart from when it
    # may be cast, and that is the same either way; the permission itself is shown under the other rulings.

  @ruling:2020-04-17
  Rule: Once a player announces that they’re casting a spell, players can’t try to remove Tidal…
    Once a player announces that they’re casting a spell, players can’t try to remove Tidal Barracuda to make it so that spell couldn’t be cast at that time. Spells cast as though they had flash will still resolve if able, even if Tidal Barracuda is no longer on the battlefield at that time.

    @rule:601.3 @rule:608.2
    @id:bob-casts-grizzly-bears-in-alices-turn-alice-murders-tidal
    Scenario: Bob casts Grizzly Bears in Alice's turn; Alice murders Tidal Barracuda in response; Grizzly Bears still resolves (not: the spell is undone when the permission leaves)
      Given Bob controls a Tidal Barracuda
      And Bob has a Grizzly Bears in his hand
      And Bob's mana pool holds {G}{C}
      And Alice has a Murder in her hand
      And Alice's mana pool holds {B}{B}{C}
      And Bob has priority
      When Bob casts Grizzly Bears
      And Bob passes priority
      And Alice casts Murder targeting Tidal Barracuda
      And all players pass priority
      Then Tidal Barracuda is in his graveyard
      And the top of the stack is the spell Grizzly Bears
      When all players pass priority
      Then Grizzly Bears is on the battlefield

  @ruling:2020-04-17
  Rule: Your opponents can still activate abilities during your turn
    Your opponents can still activate abilities during your turn.

    @id:in-bobs-turn-alice-activates-millikin
    Scenario: In Bob's turn Alice may still activate Millikin, though she may cast no spell (not: the restriction covers abilities)
      Given it is Bob's precombat main phase
      And Bob controls a Tidal Barracuda
      And Alice controls a Millikin
      And Alice has a Forest in her library
      And Alice has a Shock in her hand
      And Alice has priority
      Then Alice may not cast Shock targeting Bob
      When Alice tries to activate Millikin
      Then that is legal
      And Forest is in her graveyard
      And Millikin is tapped

  @ruling:2020-04-17
  Rule: If an effect says that an opponent may cast a spell during your turn, Tidal Barracuda’s…
    If an effect says that an opponent may cast a spell during your turn, Tidal Barracuda’s restriction overrules that permission.

    @rule:601.3
    @id:in-bobs-turn-its-own-flash-permission-doesnt-let-alice-cast
    Scenario: In Bob's turn its own "any player may cast spells as though they had flash" doesn't let Alice cast Grizzly Bears (not: the permission wins)
      Given it is Bob's precombat main phase
      And Bob controls a Tidal Barracuda
      And Alice has a Grizzly Bears in her hand
      And Alice's mana pool holds {G}{C}
      And Alice has priority
      Then Alice may not cast Grizzly Bears

    @rule:601.3
    @id:in-alices-turn-the-permission-lets-her-cast-grizzly-bears-with
    Scenario: In Alice's own turn the permission stands: she may cast Grizzly Bears while her Shock is on the stack
      Given Bob controls a Tidal Barracuda
      And Alice has a Grizzly Bears and a Shock in her hand
      And Alice's mana pool holds {R}{G}{C}
      When Alice casts Shock targeting Bob
      Then Alice may cast Grizzly Bears
