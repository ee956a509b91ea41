"""One engine for the fault-injection suite, misbehaving in the way its first argument names (the modes
below), in games whose board holds Reflecting Pool; otherwise it answers as the reference engine does.

    python -m tests.faults.misbehave MODE [PIDFILE]

PIDFILE, where a mode starts a process of its own, receives that process's id, so a test can check that
it did not outlive the engine.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from tests.broken_engines import wire

MODE = sys.argv[1]
PIDFILE = Path(sys.argv[2]) if len(sys.argv) > 2 else None
game = wire.Game()
game.card = wire.DEFAULT_TRIGGER  # argv[1] is the mode here, not the card


def honest(message: wire.Message) -> wire.Message:
    """The reference engine's reply."""
    return wire.REFERENCE.request(message)


def raw(data: bytes) -> None:
    """Bytes on stdout as they are, then a newline."""
    sys.stdout.buffer.write(data + b"\n")
    sys.stdout.flush()


def fork_and_exit(message: wire.Message) -> None:
    """Leave a child holding stdout open, then exit without answering."""
    child = os.fork()
    if child == 0:
        time.sleep(120)
        os._exit(0)
    assert PIDFILE is not None
    PIDFILE.write_text(str(child))
    os._exit(1)


def hang_with_pid(message: wire.Message) -> None:
    """Hang, having said which process hangs (this one, a `sh` launcher's child)."""
    assert PIDFILE is not None
    PIDFILE.write_text(str(os.getpid()))
    time.sleep(120)


def crash_once(message: wire.Message) -> None:
    """Crash in the game; every restart after that fails in its handshake (PIDFILE marks the crash)."""
    assert PIDFILE is not None
    PIDFILE.write_text(str(os.getpid()))
    raise SystemExit(3)


def long_reply(size: int) -> Callable[[wire.Message], None]:
    """A reply line of `size` bytes: valid JSON, padded with spaces."""

    def respond(message: wire.Message) -> None:
        text = json.dumps(honest(message))
        raw(text[:-1].encode() + b" " * max(0, size - len(text)) + b"}")

    return respond


def unsupported_saying(text: str) -> Callable[[wire.Message], None]:
    """Decline, with this message."""

    def respond(message: wire.Message) -> None:
        wire.write(json.dumps({"seq": message["seq"], "outcome": "unsupported", "message": text}))

    return respond


def with_field(**extra: object) -> Callable[[wire.Message], None]:
    """The honest reply with more top-level fields."""

    def respond(message: wire.Message) -> None:
        wire.write(json.dumps({**honest(message), **extra}))

    return respond


def coloured_panic(message: wire.Message) -> None:
    """Crash as a Rust engine does, its panic coloured, with a NUL for good measure."""
    sys.stderr.write("\x1b[31mthread 'main' panicked\x1b[0m at src/lib.rs:7:\x00 index out of bounds\n")
    sys.stderr.flush()
    os._exit(101)


def invalid_utf8(message: wire.Message) -> None:
    text = json.dumps({"seq": message["seq"], "outcome": "unsupported", "message": "MARK"})
    raw(text.encode().replace(b"MARK", b"caf\xe9"))


def huge_number(message: wire.Message) -> None:
    raw(b'{"seq": %d, "outcome": "value", "value": %s}' % (message["seq"], b"9" * 5001))


def absurd_mana(count: int) -> Callable[[wire.Message], None]:
    """Every mana pool holds `count` colourless mana."""

    def respond(message: wire.Message) -> None:
        wire.write(json.dumps({"seq": message["seq"], "outcome": "value", "value": {"C": count}}))

    return respond


MISBEHAVIOURS: dict[str, Callable[[wire.Message], None]] = {
    "fork_and_exit": fork_and_exit,
    "hang_with_pid": hang_with_pid,
    "restarts_hang": crash_once,
    "restarts_crash": crash_once,
    "reply_50mb": long_reply(50 * 1024 * 1024),
    "reply_3mb": long_reply(3 * 1024 * 1024),
    "message_3mb": unsupported_saying("x" * 3_000_000),
    "escapes": unsupported_saying(
        "\x1b[31mpanicked\x1b[0m at \x1b]0;owned\x07main.rs:1\x1b]8;;http://x\x1b\\"
    ),
    "debug_field": with_field(debug={"ms": 1}),
    "invalid_utf8": invalid_utf8,
    "coloured_panic": coloured_panic,
    "huge_number": huge_number,
}


def respond(message: wire.Message) -> None:
    if message.get("cmd") == "start":
        if MODE.startswith("restarts_") and PIDFILE is not None:
            with PIDFILE.with_suffix(".starts").open("a") as starts:
                starts.write(f"{os.getpid()}\n")  # every handshake, for the test to count
            if PIDFILE.exists():  # every handshake after the crash
                if MODE == "restarts_crash":
                    raise SystemExit(4)
                time.sleep(120)
        reply = honest(message)
        if MODE == "engine_commit":
            reply["engine"] = {**reply["engine"], "commit": "4f2a9c1"}
        if MODE == "slow_start":
            if PIDFILE is not None:
                PIDFILE.write_text(str(os.getpid()))  # the handshake has begun
            time.sleep(120)
        wire.write(json.dumps(reply))
        return
    if MODE == "slow_setup" and message.get("cmd") == "setup":
        assert PIDFILE is not None
        PIDFILE.write_text(str(os.getpid()))  # the run's first game has begun
        time.sleep(120)
    if MODE.startswith("absurd_mana_") and (message.get("query") or {}).get("type") == "mana_pool":
        count = MODE.removeprefix("absurd_mana_")  # a number, or 10^N
        absurd_mana(10 ** int(count[3:]) if count.startswith("10^") else int(count))(message)
        return
    if game.saw(message) and MODE in MISBEHAVIOURS:
        MISBEHAVIOURS[MODE](message)
        return
    reply = honest(message)
    if MODE == "object_extra" and (message.get("query") or {}).get("type") == "object":
        reply["value"] = {**reply["value"], "engine_note": "more than asked"}
    wire.write(json.dumps(reply))


wire.serve(respond)
