"""Control (engine/rules/control.py) where the features can't judge: with two replacement effects that would
change under whose control a creature enters, its would-be controller chooses one (CR 616.1b, their `prefer`);
with no choice said, the engine answers `unsupported` rather than pick one."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled


def test_two_gather_specimens_and_no_preference_are_unsupported() -> None:
    objects = [
        {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "hand"},
        {"id": "bobs", "card": "Gather Specimens", "owner": "Bob", "zone": "hand"},
        {"id": "carols", "card": "Gather Specimens", "owner": "Carol", "zone": "hand"},
    ]
    pools = {"Alice": "{G}{C}", "Bob": "{U}{U}{U}{C}{C}{C}", "Carol": "{U}{U}{U}{C}{C}{C}"}
    game = new_game({"players": ["Alice", "Bob", "Carol"], "objects": objects, "pools": pools})
    game.pass_priority("Alice")
    game.cast("Bob", "bobs")
    game.resolve()
    game.pass_priority("Alice")
    game.pass_priority("Bob")
    game.cast("Carol", "carols")
    game.resolve()
    game.cast("Alice", "bears")
    with pytest.raises(NotModelled, match="prefer"):
        game.resolve()
