"""A scenario that acts after its own game ended (CR 104.1) is the suite's fault: it would pass only on an
engine that plays on, which the protocol allows but doesn't require (docs/protocol.md)."""

from __future__ import annotations

import pytest

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Session
from rulings.run.suite_errors import is_suite_error
from rulings.steps.table import PlaysOnAfterTheGameEnded, Table


def _table() -> Table:
    session = Session(ReferenceEngine())
    session.start()
    return Table(session)


def test_an_action_after_the_game_ended_is_the_suites_fault() -> None:
    table = _table()
    table.act({"type": "concede", "player": "Bob"})  # two players: Alice wins at once (CR 104.2a)
    with pytest.raises(PlaysOnAfterTheGameEnded, match=r"CR 104\.1") as raised:
        table.act({"type": "pass_priority", "player": "Alice"})
    assert is_suite_error(raised.value)


def test_an_attempt_after_the_game_ended_is_judged_as_usual() -> None:
    table = _table()
    table.act({"type": "concede", "player": "Bob"})
    assert not table.act({"type": "concede", "player": "Bob"}, attempt=True).legal


def test_with_three_players_the_game_goes_on_after_one_loses() -> None:
    table = _table()
    table.set_players(["Alice", "Bob", "Carol"])
    table.act({"type": "concede", "player": "Bob"})  # CR 800.4a: Alice and Carol play on
    assert table.act({"type": "pass_priority", "player": "Alice"}).legal
