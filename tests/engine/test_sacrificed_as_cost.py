"""A creature sacrificed to pay a cost dies (CR 701.21a, 700.4) like any other: its dies abilities look back at it
(CR 603.10a). The features show a modelled one making its tokens (features/rules/701-keyword-actions.feature);
here, one the engine doesn't model must make the activation `unsupported`, not pass silently without it."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled


def test_an_unmodelled_dies_ability_of_a_creature_sacrificed_as_a_cost_is_unsupported() -> None:
    game = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "brute", "card": "Chained Brute", "owner": "Alice"},
                {"id": "rider", "card": "Murderous Rider // Swift End", "owner": "Alice"},
            ],
            "pools": {"Alice": "{C}"},
        }
    )
    with pytest.raises(NotModelled, match=r"would die, and its ability .*bottom of its owner's library"):
        game.activate("Alice", "brute", choices={"sacrifice": "rider"})
