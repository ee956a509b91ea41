"""Exert (engine/rules/combat_phase/exert.py) where the features can't judge: input the protocol can't send (exerting a
creature that isn't attacking: `exert` is a field of an attacker) and the reference engine's honest
`unsupported` when a trigger's target would be a choice it can't make. Each is named by a verdict in
docs/mutation/survivors.toml."""

from __future__ import annotations

import pytest

from rulings.engine import Game, new_game
from rulings.engine.vocabulary.errors import IllegalAction, NotModelled


def _game(objects: list[dict[str, object]]) -> Game:
    return new_game({"players": ["Alice", "Bob"], "objects": objects})


def test_a_creature_not_attacking_cant_be_exerted() -> None:
    game = _game(
        [
            {"id": "glorybringer", "card": "Glorybringer", "owner": "Alice"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Alice"},
        ]
    )
    with pytest.raises(IllegalAction, match="exerted only as it attacks"):
        game.declare_attackers("Alice", [("bears", "Bob")], exert=["glorybringer"])
    assert not game.combat_status("bears")["attacking"]


def test_two_legal_targets_and_no_preference_are_unsupported_before_anything_changes() -> None:
    game = _game(
        [
            {"id": "glorybringer", "card": "Glorybringer", "owner": "Alice"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "Bob"},
            {"id": "lions", "card": "Savannah Lions", "owner": "Bob"},
        ]
    )
    with pytest.raises(NotModelled, match=r"would choose the target of .*hasn't said which"):
        game.verify_declare_attackers("Alice", [("glorybringer", "Bob")], exert=["glorybringer"])
    assert game.state.step == "precombat_main"
    assert not game.object("glorybringer").tapped
