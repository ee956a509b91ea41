"""A scenario that acts after its own game ended (CR 104.1) is the suite's fault: it would pass only on an
engine that plays on, which the protocol allows but doesn't require (docs/protocol.md)."""

from __future__ import annotations

import pytest

from rulings.adapters.reference import ReferenceEngine
from rulings.protocol.session import Session
from rulings.run.suite_errors import is_suite_error
from rulings.steps import language
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


def test_a_question_about_a_game_played_on_past_its_end_is_the_suites_fault() -> None:
    """Bob draws from his empty library in his draw step and loses there (CR 704.5b, 104.1); an engine that plays
    on to Alice's draw step, as the reference engine does, reports her draw: where her Island is now depends on
    whether the engine stopped, so only the game's result may be asked."""
    table = _table()
    table.put("Alice", language.object_list("an Island")[0], zone="library")
    table.act({"type": "advance", "player": "Alice", "step": "draw"})
    assert table.query({"type": "player", "player": "Bob"})["lost"]
    with pytest.raises(PlaysOnAfterTheGameEnded, match=r"empty|library"):
        table.query({"type": "object", "object": "island"})


def test_a_creature_dying_in_the_check_that_ends_the_game_is_not_playing_on() -> None:
    table = _table()
    table.game["life"] = {"Bob": 0}
    table.put("Bob", language.object_list("a Grizzly Bears")[0])
    table.game["objects"][-1]["damage"] = 2  # lethal damage, in the same check as Bob's loss (CR 704.3)
    table.act({"type": "pass_priority", "player": "Alice"})
    assert table.query({"type": "object", "object": "grizzly-bears"})["zone"] == "graveyard"
