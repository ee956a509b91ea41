@card:ulcerate
Feature: Ulcerate
  Target creature gets -3/-3 until end of turn. You lose 3 life.

  @ruling:2017-11-17 @rule:608.2b @rule:601.2h
  Rule: The life loss is part of the effect, not a cost: none if Ulcerate doesn't resolve
    The loss of life isn't a cost. If the target creature is an illegal target when Ulcerate tries to resolve, it won't resolve and none of its effects will happen. You won't lose any life.

    @id:casting-ulcerate-costs-alice-no-life-grizzly-bears-dead-to
    Scenario: Casting Ulcerate costs Alice no life; Grizzly Bears dead to Shock first, it doesn't resolve and she loses none (not: life paid on casting)
      Given Bob controls a Grizzly Bears
      And Alice has an Ulcerate and a Shock in her hand
      And Alice's mana pool holds {B}{R}
      When Alice casts Ulcerate targeting Grizzly Bears
      Then Alice's life total is 20
      When Alice casts Shock targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      When all players pass priority
      Then Ulcerate is in her graveyard
      And Alice's life total is 20

    @id:its-target-legal-grizzly-bears-dies-at-1-1-and-alice-loses-3
    Scenario: Its target legal, Grizzly Bears dies at -1/-1 and Alice loses 3 life
      Given Bob controls a Grizzly Bears
      And Alice has an Ulcerate in her hand
      And Alice's mana pool holds {B}
      When Alice casts Ulcerate targeting Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is in his graveyard
      And Alice's life total is 17
