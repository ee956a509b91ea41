"""The subprocess adapter against deliberately broken engines, at the protocol level: every misbehaviour
becomes a ProtocolError or EngineTimeout with a clear message, and the next game gets a fresh engine."""

from __future__ import annotations

import os
import shlex
import sys
import time

import pytest

from rulings.adapters.subprocess import SubprocessEngine
from rulings.protocol.session import EngineTimeout, Game, ProtocolError, Session
from tests.harness.conftest import engine_command, serve_command

POOL_BOARD = Game(
    players=["Alice", "Bob"], objects=[{"id": "pool", "card": "Reflecting Pool", "owner": "Alice"}]
)
FOREST_BOARD = Game(players=["Alice", "Bob"], objects=[{"id": "forest", "card": "Forest", "owner": "Alice"}])


def session(command: str, timeout: float = 2.0) -> Session:
    """A started session on the command."""
    s = Session(SubprocessEngine.from_spec(command, timeout))
    s.start()
    return s


def tap_forest(s: Session) -> dict[str, int]:
    """An honest little game: tap a Forest, read the pool."""
    s.setup(FOREST_BOARD)
    assert s.act({"type": "activate", "player": "Alice", "object": "forest"}).legal
    pool: dict[str, int] = s.query({"type": "mana_pool", "player": "Alice"})
    return pool


def failed_query(s: Session, error: type[ProtocolError] = ProtocolError) -> str:
    """The message of the error the pool board's could_produce query raises on a misbehaving engine."""
    s.setup(POOL_BOARD)
    with pytest.raises(error) as raised:
        s.query({"type": "could_produce", "object": "pool"})
    return str(raised.value)


def test_the_served_reference_engine_plays_a_game() -> None:
    s = session(serve_command())
    assert s.info.name == "mtg-rulings reference"
    assert tap_forest(s)["G"] == 1
    s.stop()


def test_an_engine_that_dies_at_start_is_an_error_quoting_its_stderr_and_exit_code() -> None:
    with pytest.raises(ProtocolError) as error:
        session(engine_command("crash_at_start"))
    message = str(error.value)
    assert "exited before answering start" in message
    assert "exit code 3" in message
    assert "cannot open cards.db" in message
    assert "tests.broken_engines.crash_at_start" in message  # the command, to reproduce it


def test_a_crash_mid_game_is_an_error_and_the_next_game_gets_a_fresh_engine() -> None:
    s = session(engine_command("crash_mid_scenario"))
    message = failed_query(s)
    assert "exit code 139" in message
    assert "Segmentation fault (simulated)" in message
    assert tap_forest(s)["G"] == 1  # restarted, handshake replayed
    engine = s.engine
    assert isinstance(engine, SubprocessEngine)
    assert engine.restarts == 1
    s.stop()


def test_a_hang_is_a_timeout_within_the_deadline_and_the_run_goes_on() -> None:
    s = session(engine_command("hang"), timeout=0.5)
    started = time.monotonic()
    message = failed_query(s, EngineTimeout)
    assert time.monotonic() - started < 3
    assert "did not answer query (seq 3) within 0.5s" in message
    assert tap_forest(s)["G"] == 1
    s.stop()


@pytest.mark.parametrize(
    ("broken", "expected"),
    [
        pytest.param(
            ("garbage", "Reflecting Pool", "garbage"), "a line that is not JSON: 'Traceback", id="garbage"
        ),
        pytest.param(
            ("garbage", "Reflecting Pool", "partial"),
            "exited before answering query (seq 3) after",
            id="partial",
        ),
        pytest.param(("wrong_seq",), "answered query (seq 3) with seq 4", id="wrong seq"),
    ],
)
def test_a_garbled_reply_is_an_error_naming_it_and_the_stream_is_not_trusted_again(
    broken: tuple[str, ...], expected: str
) -> None:
    """Garbage, partial JSON or a reply with the wrong seq: the error says what was written; a fresh engine
    plays the next game."""
    s = session(engine_command(*broken))
    assert expected in failed_query(s)
    assert tap_forest(s)["G"] == 1
    s.stop()


def test_an_engine_of_another_protocol_version_is_refused_at_the_handshake() -> None:
    with pytest.raises(ProtocolError, match="speaks protocol 2; the harness speaks 1"):
        session(engine_command("wrong_version"))


def test_a_flood_on_stderr_does_not_block_the_engine() -> None:
    s = session(engine_command("stderr_noise"))  # 160 KB of stderr per request: more than a pipe holds
    for _ in range(5):
        assert tap_forest(s)["G"] == 1
    s.stop()


def test_the_engine_gets_no_shell_and_a_minimal_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULINGS_TEST_SECRET", "hunter2")
    probe = (
        "import json, os, sys; sys.stdin.readline(); "
        "print(json.dumps({'seq': 1, 'outcome': 'ok', 'protocol': 1, "
        "'engine': {'name': json.dumps([sorted(os.environ), sys.argv[1:]]), 'version': ''}}), flush=True)"
    )
    command = shlex.join([sys.executable, "-c", probe, "$HOME;", "`id`"])
    s = session(command)
    names, argv = __import__("json").loads(s.info.name)
    assert argv == ["$HOME;", "`id`"]  # passed literally: no shell expanded them
    assert "RULINGS_TEST_SECRET" not in names
    assert set(names) <= {"PATH", "HOME", "TMPDIR", "SYSTEMROOT", "LANG", "LC_ALL", "LC_CTYPE", "PWD"}
    assert os.environ["RULINGS_TEST_SECRET"] == "hunter2"


def test_a_command_that_does_not_exist_is_a_clear_error() -> None:
    with pytest.raises(ProtocolError, match="cannot run the engine command no-such-engine-here"):
        session("no-such-engine-here --flag")


def test_an_unbalanced_quote_in_the_command_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="cannot split the engine command"):
        SubprocessEngine.from_spec('my-engine "unclosed')


def test_closing_stops_the_engine_process() -> None:
    s = session(serve_command())
    engine = s.engine
    assert isinstance(engine, SubprocessEngine)
    process = engine._process
    assert process is not None
    s.stop()
    assert process.popen.poll() is not None


def _wait_until_exited(s: Session, seconds: float = 20.0) -> None:
    """Wait for the engine process to be gone: a fixed sleep loses the race on a loaded machine."""
    assert isinstance(s.engine, SubprocessEngine)
    process = s.engine._process
    assert process is not None
    process.popen.wait(seconds)


def test_an_engine_that_exits_after_a_reply_errs_mid_game_and_is_restarted_for_the_next() -> None:
    s = session(engine_command("one_answer"))
    s.setup(FOREST_BOARD)
    s.query({"type": "mana_pool", "player": "Alice"})
    _wait_until_exited(s)  # it exits now
    with pytest.raises(ProtocolError, match="exited after its last reply, before query"):
        s.query({"type": "mana_pool", "player": "Alice"})
    s.setup(FOREST_BOARD)  # a new game: a fresh engine, quietly
    assert s.query({"type": "mana_pool", "player": "Alice"})["G"] == 0
    time.sleep(0.2)
    s.setup(FOREST_BOARD)
    assert tap_forest(s)["G"] == 1
