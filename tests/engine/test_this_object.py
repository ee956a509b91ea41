"""An ability's "this" names its source only while it is the object it was as the ability went on the stack
(CR 400.7): a self-pump activated before its creature left the battlefield and came back does nothing to it."""

from __future__ import annotations

from rulings.engine import Game, new_game
from rulings.engine.rules.zones import enter_battlefield, put_into


def _shivan_dragon(pool: str = "{R}") -> Game:
    board = {"players": ["Alice", "Bob"], "pools": {"Alice": pool}, "step": "precombat_main"}
    return new_game({**board, "objects": [{"id": "dragon", "card": "Shivan Dragon", "owner": "Alice"}]})


def test_this_gets_the_bonus_while_it_is_the_same_object() -> None:
    game = _shivan_dragon()
    game.activate("Alice", "dragon")
    game.pass_priority("Alice")
    game.pass_priority("Bob")
    assert game.power_toughness("dragon") == (6, 5)


def test_a_creature_that_left_and_came_back_is_a_new_object_this_doesnt_name() -> None:
    game = _shivan_dragon()
    game.activate("Alice", "dragon")
    dragon = game.state.objects["dragon"]
    put_into(dragon, "hand")  # as a bounce spell in response would (CR 400.7) ...
    enter_battlefield(game.state, dragon, "Alice")  # ... and a flash recast after it
    game.pass_priority("Alice")
    game.pass_priority("Bob")
    assert game.stack == []
    assert game.power_toughness("dragon") == (5, 5)
