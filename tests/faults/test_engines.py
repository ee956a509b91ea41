"""Issue 27, engines that misbehave in new ways: each is an errored (or timed-out) record with a clear
message and a bounded cost, or, when it cannot start, a usage error; never a hang, a flood or a traceback."""

from __future__ import annotations

import collections
import os
import selectors
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulings.adapters import subprocess as subprocess_adapter
from rulings.adapters.failures import EngineGaveUp
from rulings.adapters.subprocess import SubprocessEngine
from rulings.cli import main
from rulings.protocol.schema import check_message
from rulings.protocol.session import PROTOCOL_VERSION, EngineTimeout, Message, ProtocolError, Session
from rulings.results.records import read_records
from tests.faults.conftest import misbehaving, run, with_trigger

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="process groups are POSIX")


def alive(pid: int) -> bool:
    """Whether a process lives (and is not a zombie waiting for its parent)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    return not (status.exists() and status.read_text().split(") ")[-1].startswith("Z"))


def gone_soon(pid: int, seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not alive(pid)


def trigger_game(engine: SubprocessEngine) -> Message:
    """Start the engine, set up a game with Reflecting Pool, and send the request it misbehaves on."""
    armed(engine)
    return engine.request({"seq": 99, "cmd": "query", "query": {"type": "mana_pool", "player": "Alice"}})


def armed(engine: SubprocessEngine) -> None:
    """Start the engine and set up a game with Reflecting Pool: its next request is the trigger."""
    session = Session(engine)
    session.start()
    session.setup(
        {
            "players": ["Alice", "Bob"],
            "turn": {"active": "Alice", "step": "precombat_main", "number": 1},
            "objects": [{"id": "pool", "card": "Reflecting Pool", "owner": "Alice"}],
        }
    )


def _engine(mode: str, *args: str, timeout: float = 1.0) -> SubprocessEngine:
    return SubprocessEngine.from_spec(misbehaving(mode, *args).removeprefix("cmd:"), timeout)


@POSIX
def test_a_hanging_engine_behind_a_sh_launcher_is_ended_with_its_child(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    command = misbehaving("hang_with_pid", str(pidfile)).removeprefix("cmd:")
    engine = SubprocessEngine(["sh", "-c", f"{command}; exit $?"], timeout=0.5)
    with pytest.raises(EngineTimeout, match="did not answer"):
        trigger_game(engine)
    child = int(pidfile.read_text())
    assert gone_soon(child), "the launcher's child outlived the engine"
    engine.close()


@POSIX
def test_a_forked_child_holding_stdout_is_reported_as_an_exit_and_ended(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    engine = _engine("fork_and_exit", str(pidfile), timeout=30.0)
    armed(engine)
    started = time.perf_counter()
    with pytest.raises(ProtocolError, match="exited before answering") as error:
        engine.request({"seq": 99, "cmd": "query", "query": {"type": "mana_pool", "player": "Alice"}})
    assert time.perf_counter() - started < 10, "it waited for the timeout, as if the engine had hung"
    assert "did not answer" not in str(error.value)
    assert gone_soon(int(pidfile.read_text())), "the forked child outlived the engine"
    engine.close()


def test_consecutive_failed_restarts_end_the_run_with_the_reason(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    code, records, report = run(
        tmp_path, misbehaving("restarts_crash", str(pidfile)), rules=["106"], timeout=10
    )
    assert code == 1
    assert "The run stopped early" in report and "failed to restart 3 times in a row" in report
    starts = pidfile.with_suffix(".starts").read_text().split()
    # The check before the run, the run's own handshake, then exactly MAX_FAILED_RESTARTS restarts: not one
    # per scenario left.
    assert len(starts) == 2 + subprocess_adapter.MAX_FAILED_RESTARTS
    (tmp_path / "reference").mkdir()
    assert run(tmp_path / "reference", "reference", rules=["106"])[0] == 0
    assert len(records) < len(read_records(tmp_path / "reference" / "results.jsonl"))


def test_a_given_up_engine_fails_every_later_request_at_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An engine that hangs at every restart costs MAX_FAILED_RESTARTS handshakes, then nothing."""
    engine = _engine("restarts_hang", str(tmp_path / "pid"), timeout=0.2)
    with pytest.raises(ProtocolError):
        trigger_game(engine)  # it crashes in the game
    monkeypatch.setattr(subprocess_adapter, "STARTUP_TIMEOUT", 0.5)  # each restart hangs this long
    for _ in range(subprocess_adapter.MAX_FAILED_RESTARTS - 1):
        with pytest.raises(EngineTimeout, match="did not answer start"):
            engine.request({"seq": 1, "cmd": "setup", "game": {}})
    with pytest.raises(EngineGaveUp, match="failed to restart 3 times in a row"):
        engine.request({"seq": 1, "cmd": "setup", "game": {}})
    started = time.perf_counter()
    with pytest.raises(EngineGaveUp):
        engine.request({"seq": 2, "cmd": "setup", "game": {}})
    assert time.perf_counter() - started < 0.05
    engine.close()


def test_an_in_process_engine_that_hangs_honours_the_timeout(tmp_path: Path) -> None:
    started = time.perf_counter()
    code, records, report = run(tmp_path, "tests.faults.in_process:Hanging", timeout=0.5)
    assert time.perf_counter() - started < 30
    assert code == 1
    assert [r.outcome for r in records if r.outcome == "timeout"] == ["timeout"]
    assert "did not answer" in next(r.message for r in records if r.outcome == "timeout")
    assert "The run stopped early" in report


@pytest.mark.parametrize(
    ("engine", "said"),
    [
        ("RaisingConstructor", "building the engine raised RuntimeError: libengine.so"),
        ("returns_a_string", "gave a str, not an engine"),
        ("RaisingStart", "did not start: KeyError: 'rules_version'"),
        ("RaisingClose", "did not close: its close() raised OSError: cannot flush"),
    ],
)
def test_an_in_process_engine_that_cannot_be_built_started_or_closed_is_a_usage_error(
    engine: str, said: str
) -> None:
    result = CliRunner().invoke(
        main, ["verify", "--engine", f"tests.faults.in_process:{engine}", "--rule", "106.5"]
    )
    assert result.exit_code == 2, result.output
    assert said in result.output
    assert "Traceback" not in result.output


def test_endless_stderr_without_a_newline_is_kept_short_with_its_size() -> None:
    read, write = os.pipe()
    tail: collections.deque[str] = collections.deque(maxlen=subprocess_adapter.STDERR_TAIL)
    reader = threading.Thread(target=subprocess_adapter._drain, args=(os.fdopen(read, "rb"), tail))
    reader.start()
    block = b"e" * (1024 * 1024)
    tracemalloc.start()
    with os.fdopen(write, "wb") as stream:
        for _ in range(64):  # 64 MB, not one newline
            stream.write(block)
    reader.join(30)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 8 * 1024 * 1024, f"the harness held {peak:,} bytes of it"  # the block itself is 1 MB
    [line] = tail
    assert len(line) < subprocess_adapter.QUOTE + 40
    assert f"({64 * 1024 * 1024 - subprocess_adapter.QUOTE:,} more bytes)" in line


def test_a_reply_longer_than_the_bound_is_errored_with_its_size(tmp_path: Path) -> None:
    started = time.perf_counter()
    code, records, _ = run(tmp_path, misbehaving("reply_50mb"), timeout=5)
    assert code == 1
    assert time.perf_counter() - started < 60
    bad = [r for r in records if with_trigger(r)]
    assert bad and {r.outcome for r in bad} == {"errored"}
    assert all(f"longer than {subprocess_adapter.MAX_REPLY:,} bytes" in r.message for r in bad)


class _CountingBuffer(bytearray):
    """A reply buffer that counts the bytes searched for a newline."""

    searched = 0

    def find(self, sub: Any, start: Any = 0, *args: Any) -> int:
        self.searched += len(self) - int(start or 0)
        return super().find(sub, start, *args)


def test_a_long_reply_is_read_in_linear_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each byte of a reply is searched for its newline once (10/20/40 MB took 0.32/1.0/3.4 s before)."""
    size = 3 * 1024 * 1024
    popen = subprocess.Popen(
        [sys.executable, "-c", f"import sys; sys.stdout.write('x' * {size} + '\\n')"], stdout=subprocess.PIPE
    )
    assert popen.stdout is not None
    process = subprocess_adapter._Process(popen)
    buffer = process.buffer = _CountingBuffer()
    os.set_blocking(popen.stdout.fileno(), False)
    process.selector.register(popen.stdout, selectors.EVENT_READ)
    read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: read(fd, min(n, 4096)))  # many small chunks
    line = SubprocessEngine(["unused"], timeout=30)._read_line(process, "query (seq 1)", 30)
    monkeypatch.undo()
    assert len(line) == size
    assert buffer.searched < 2 * size, f"{buffer.searched:,} bytes searched for a {size:,}-byte reply"
    popen.wait()


def test_a_long_reply_under_the_bound_is_answered_within_a_1s_timeout() -> None:
    engine = _engine("reply_3mb", timeout=1.0)
    armed(engine)
    reply = engine.request({"seq": 99, "cmd": "query", "query": {"type": "mana_pool", "player": "Alice"}})
    assert reply["outcome"] == "value"
    engine.close()


def test_a_huge_message_is_stored_and_shown_cut_with_its_size(tmp_path: Path) -> None:
    code, records, report = run(tmp_path, misbehaving("message_3mb"))
    assert code == 1
    bad = [r for r in records if with_trigger(r)]
    assert bad and {r.outcome for r in bad} == {"unsupported"}
    assert all(len(r.message) < 8100 and "3,000,000 characters in all" in r.message for r in bad)
    assert len(report) < 200_000


def test_terminal_escape_sequences_never_reach_the_report(tmp_path: Path) -> None:
    code, records, report = run(tmp_path, misbehaving("escapes"))
    assert code == 1
    bad = [r for r in records if with_trigger(r)]
    assert bad and all(r.message == "panicked at main.rs:1" for r in bad)
    assert "\x1b" not in report and "\x07" not in report


def test_invalid_utf8_in_a_reply_is_errored_naming_the_byte(tmp_path: Path) -> None:
    code, records, _ = run(tmp_path, misbehaving("invalid_utf8"))
    bad = [r for r in records if with_trigger(r)]
    assert code == 1 and bad and {r.outcome for r in bad} == {"errored"}
    assert all("not UTF-8 (byte 0xe9" in r.message for r in bad)


def test_a_5001_digit_number_is_named_as_such_not_as_not_json(tmp_path: Path) -> None:
    code, records, _ = run(tmp_path, misbehaving("huge_number"))
    assert code == 1
    bad = [r for r in records if with_trigger(r)]
    assert bad and {r.outcome for r in bad} == {"errored"}
    assert all("more than 4,300 digits" in r.message and "not JSON" not in r.message for r in bad)


@pytest.mark.parametrize("count", ["20000000", "10^10", "10^30"])
def test_an_absurd_mana_count_is_a_short_failure(tmp_path: Path, count: str) -> None:
    code, records, report = run(tmp_path, misbehaving(f"absurd_mana_{count}"), rules=["106.1"])
    assert code == 1
    shown = str(10 ** int(count[3:])) if count.startswith("10^") else count
    failed = [r for r in records if r.outcome == "failed"]
    assert failed and all(f"{{C}}x{shown}" in r.message and len(r.message) < 500 for r in failed)
    assert "Traceback" not in report and "MemoryError" not in report and "OverflowError" not in report


def test_an_unknown_top_level_reply_field_is_errored_naming_it(tmp_path: Path) -> None:
    """docs/protocol.md, "Fields the protocol does not define": in a reply, an error."""
    code, records, _ = run(tmp_path, misbehaving("debug_field"))
    assert code == 1
    bad = [r for r in records if with_trigger(r)]
    assert bad and {r.outcome for r in bad} == {"errored"}
    assert all("'debug' was unexpected" in r.message for r in bad)


@pytest.mark.parametrize("mode", ["engine_commit", "object_extra"])
def test_the_open_places_of_a_reply_take_an_engines_own_fields(tmp_path: Path, mode: str) -> None:
    """docs/protocol.md: `engine` in the handshake and an object's description are open by design."""
    code, records, _ = run(tmp_path, misbehaving(mode), rules=["106"])
    assert code == 0, [r.message for r in records if r.outcome != "passed"][:3]
    assert records and {r.outcome for r in records} == {"passed"}


class Recording:
    """The reference engine, keeping every request it is sent."""

    sent: list[Message] = []  # noqa: RUF012 - one list for the whole run, read by the test

    def __init__(self) -> None:
        from rulings.adapters.reference import ReferenceEngine  # noqa: PLC0415

        self.engine = ReferenceEngine()

    def request(self, message: Message) -> Message:
        Recording.sent.append(message)
        return self.engine.request(message)

    def close(self) -> None:
        self.engine.close()


def test_the_harness_sends_only_fields_the_protocol_defines(tmp_path: Path) -> None:
    """docs/protocol.md: in a request, the harness sends only what the protocol defines."""
    from rulings.run.conformance import run_conformance  # noqa: PLC0415

    Recording.sent.clear()
    result = run_conformance(Recording, rules=["106", "502"])
    assert result.records and Recording.sent
    assert Recording.sent[0] == {"seq": 1, "cmd": "start", "protocol": PROTOCOL_VERSION}
    problems = [(m, check_message(m, "request")) for m in Recording.sent]
    assert [p for p in problems if p[1]] == []
