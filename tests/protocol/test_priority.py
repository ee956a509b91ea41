"""Who has priority on a board that does not say (issue 12, item 7): the docs, the schema, the steps, the
reference engine and the board line all read it alike: the active player, or no one in the untap and
cleanup steps (CR 502.4, 514.3)."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.adapters.reference import ReferenceEngine
from rulings.engine.vocabulary import steps as engine_steps
from rulings.protocol.notation import format_board
from rulings.protocol.schema import protocol_schema
from rulings.protocol.session import Game, Message, Session, Turn
from rulings.protocol.turn import NO_PRIORITY, STEPS, default_priority
from rulings.run.conformance import run_conformance
from rulings.steps.table import Table


def test_the_reference_engine_names_the_protocols_steps_in_the_same_order() -> None:
    assert engine_steps.STEPS == STEPS  # the engine keeps its own list: it imports nothing outside engine/
    assert engine_steps.NO_PRIORITY == NO_PRIORITY


def test_no_one_has_priority_by_default_in_the_untap_and_cleanup_steps_only() -> None:
    assert {step for step in STEPS if default_priority("Alice", step) == ""} == {"untap", "cleanup"}
    assert default_priority("Bob", "upkeep") == "Bob"


@pytest.mark.parametrize("step", STEPS)
def test_the_board_line_and_the_reference_engine_agree_on_the_default(step: str) -> None:
    game = Game(players=["Alice", "Bob"], turn=Turn(active="Bob", step=step, number=3), objects=[])
    session = Session(ReferenceEngine())
    session.start()
    session.setup(game)
    board = session.query({"type": "board"})
    expected = "-" if step in NO_PRIORITY else "Bob"
    assert f"priority {expected} |" in format_board(game)
    assert board["priority"] == ("" if step in NO_PRIORITY else "Bob")
    assert format_board(board) == format_board(game)


def test_the_schema_documents_the_default_of_the_docs() -> None:
    described = protocol_schema()["$defs"]["game"]["properties"]["priority"]["description"]
    assert "untap and cleanup" in described and "502.4" in described


class _NoDefaults:
    """Records every setup; the board it is sent must say who has priority, as an engine written from a
    careless reading of the docs (no defaults at all) would need."""

    def __init__(self) -> None:
        self.inner = ReferenceEngine()
        self.games: list[dict[str, Any]] = []

    def request(self, message: Message) -> Message:
        if message.get("cmd") == "setup":
            self.games.append(message["game"])
        return self.inner.request(message)

    def close(self) -> None:
        self.inner.close()


def test_the_table_always_says_who_has_priority() -> None:
    table = Table(Session(ReferenceEngine()))
    assert table.game["priority"] == "Alice"
    table.set_turn("Bob", "untap")
    assert table.game["priority"] == ""
    table.set_turn("Bob", "cleanup")
    assert table.game["priority"] == ""
    table.set_turn("Bob", "end")
    assert table.game["priority"] == "Bob"
    table.set_players(["Carol", "Dan"])
    assert table.game["priority"] == "Carol"


def test_every_board_the_mana_ability_scenarios_send_says_who_has_priority() -> None:
    engine = _NoDefaults()
    result = run_conformance(engine, rules=["605"])
    assert result.compliance == 1.0, result.describe_failures()
    assert engine.games and all("priority" in game for game in engine.games)
    in_untap = [g for g in engine.games if g["turn"]["step"] == "untap"]
    assert in_untap and all(g["priority"] == "" for g in in_untap)
