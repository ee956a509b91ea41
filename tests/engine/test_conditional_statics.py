"""A permanent's bonus to itself while a condition holds (CR 611.3a), through the layers (engine/rules/layer_effects.py):
"another" excepts the permanent itself, and a card's additional cost is read by no layer."""

from __future__ import annotations

import pytest

from rulings.engine import new_game
from rulings.engine.vocabulary.errors import NotModelled
from tests.engine.board import game


def test_another_artifact_excepts_the_artifact_creature_itself() -> None:
    # Court Homunculus is an artifact creature: "as long as you control another artifact" doesn't count itself.
    alone = game("Alice: Court Homunculus")
    assert alone.power_toughness("court-homunculus") == (1, 1)
    beside = game("Alice: Court Homunculus; Manalith")
    assert beside.power_toughness("court-homunculus") == (2, 2)


def test_a_creature_with_an_unmodelled_dies_ability_sacrificed_for_an_additional_cost_is_unsupported() -> (
    None
):
    # CR 700.4, 603.10a: sacrificed to pay Blood Divination's cost, it dies, and its ability would trigger.
    g = new_game(
        {
            "players": ["Alice", "Bob"],
            "objects": [
                {"id": "rider", "card": "Murderous Rider // Swift End", "owner": "Alice"},
                {"id": "divination", "card": "Blood Divination", "owner": "Alice", "zone": "hand"},
            ],
            "pools": {"Alice": "{B}{C}{C}{C}"},
        }
    )
    with pytest.raises(NotModelled, match=r"would die"):
        g.cast("Alice", "divination", sacrifice="rider")
