"""The phase.rs adapter's reads without a whole-state export (issue 26, speed): `Game.state()` is the bindings'
costliest call, so a set-up from a saved template and a `board` query ask for none; what they read is the same."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rulings.adapters.phase import PhaseEngine
from rulings.adapters.phase.board import SAVED

pytest.importorskip("phase", reason="the phase extra is not installed: pip install -e '.[phase]'")


class Counted:
    """A `phase.Game` whose `state()` exports are counted."""

    def __init__(self, game: Any, counts: list[int]) -> None:
        self._game, self._counts = game, counts

    def state(self) -> Any:
        self._counts.append(1)
        return self._game.state()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


class CountingEngine:
    """A `phase.Engine` whose games count their exports."""

    def __init__(self, engine: Any, counts: list[int]) -> None:
        self._engine, self._counts = engine, counts

    def load_game(self, state: Any) -> Counted:
        return Counted(self._engine.load_game(state), self._counts)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


def ask(engine: PhaseEngine, cmd: str, **payload: Any) -> dict[str, Any]:
    return engine.request({"seq": 1, "cmd": cmd, **payload})


OBJECTS: list[dict[str, Any]] = [
    {"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "tapped": True},
    {"id": "forest", "card": "Forest", "owner": "Alice", "zone": "library"},
    {"id": "spider", "card": "Giant Spider", "owner": "Bob", "zone": "graveyard"},
    {"id": "angel", "card": "Serra Angel", "owner": "Bob", "zone": "exile"},
    {"id": "wurm", "card": "Siege Wurm", "owner": "Bob", "zone": "hand"},
]
BOARD: dict[str, Any] = {"players": ["Alice", "Bob"], "objects": OBJECTS}


def test_a_board_is_read_zone_by_zone_as_it_was_set_up_with_no_export() -> None:
    engine = PhaseEngine()
    assert ask(engine, "setup", game=BOARD)["outcome"] == "ok"  # its template saved
    counts: list[int] = []
    table = engine._table  # the adapter's own game, to count its exports
    table.engine = CountingEngine(table.engine, counts)
    assert ask(engine, "setup", game=BOARD)["outcome"] == "ok"
    board = ask(engine, "query", query={"type": "board"})["value"]
    assert counts == []
    expected = [{"controller": o["owner"], "zone": "battlefield", **o} for o in OBJECTS]
    assert sorted(board["objects"], key=lambda o: o["id"]) == sorted(expected, key=lambda o: o["id"])


def test_a_board_with_a_card_in_the_command_zone_reads_it() -> None:
    """No call of the bindings but `state()` reads the command zone: the board falls back to it there."""
    engine = PhaseEngine()
    game = {
        **BOARD,
        "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "Alice", "zone": "command"}],
    }
    assert ask(engine, "setup", game=game)["outcome"] == "ok"
    board = ask(engine, "query", query={"type": "board"})["value"]
    assert [(o["id"], o["zone"]) for o in board["objects"]] == [("bears", "command")]


def test_a_template_keeps_no_history_of_the_opening_hands_or_the_deck_lists() -> None:
    """A board has no history: the saved new game's journal of the opening draws and its deck lists (read only
    between games of a match) are left out, a third of what every load_game and state() converts."""
    SAVED.clear()
    assert ask(PhaseEngine(), "setup", game=BOARD)["outcome"] == "ok"
    ((saved, _cards),) = SAVED.values()
    state = json.loads(saved)["state"]
    assert state["resolved_rules_journal"]["entries"] == []
    assert all(pool["current_main"] == pool["registered_main"] == [] for pool in state["deck_pools"])
