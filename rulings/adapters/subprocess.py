"""Any engine, in any language, as a child process speaking protocol v1 in JSON lines on stdin/stdout.

The command runs without a shell (split with shlex), with a minimal environment, and every request has a
deadline. A crash, a hang, a line that is not JSON, a reply with the wrong `seq` or a failed handshake
becomes a ProtocolError or EngineTimeout naming the request and quoting the tail of the engine's stderr;
the process is then killed and a fresh one (with the same handshake) serves the next request, so one
misbehaving scenario never takes the run down with it (the lesson of Bowtie's harness).
"""

from __future__ import annotations

import atexit
import collections
import contextlib
import json
import os
import selectors
import shlex
import signal
import subprocess
import threading
import time
import weakref
from dataclasses import dataclass, field
from typing import IO

from rulings.adapters.failures import RUN_STOPS, EngineGaveUp
from rulings.protocol.session import EngineTimeout, Message, ProtocolError

DEFAULT_TIMEOUT = 5.0  # seconds per request; the reference engine answers in well under a millisecond
STARTUP_TIMEOUT = 20.0  # seconds for the handshake, which includes the engine's start-up
STOP_GRACE = 1.0  # seconds an engine gets to exit after `stop` before it is killed
STDERR_TAIL = 20  # lines of the engine's stderr quoted in error messages
QUOTE = 200  # characters of a bad reply quoted in error messages
MAX_REPLY = 4 * 1024 * 1024  # bytes of one reply line: far beyond any board, and memory stays bounded
MAX_FAILED_RESTARTS = 3  # consecutive restarts that fail before the engine is given up on
POLL = 0.2  # seconds between checks that the engine still runs while a reply is awaited

# What the engine's environment keeps of ours: enough to find programs and temporary files and to speak
# UTF-8, nothing else (no tokens, no credentials). Wrap the command in `env NAME=value ...` for more.
PASSED_ENVIRONMENT = ("PATH", "HOME", "TMPDIR", "SYSTEMROOT")

_LIVE: weakref.WeakSet[SubprocessEngine] = weakref.WeakSet()


def minimal_environment() -> dict[str, str]:
    """The environment an engine process gets."""
    env = {name: os.environ[name] for name in PASSED_ENVIRONMENT if name in os.environ}
    env.setdefault("PATH", os.defpath)
    env.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
    return env


class _ExitedBeforeAnswering(ProtocolError):
    """The engine closed its stdout without a reply: it exited, by itself."""


@dataclass
class _Process:
    """One running engine process, its stdout buffer and the tail of its stderr."""

    popen: subprocess.Popen[bytes]
    stderr_tail: collections.deque[str] = field(default_factory=lambda: collections.deque(maxlen=STDERR_TAIL))
    buffer: bytearray = field(default_factory=bytearray)
    selector: selectors.DefaultSelector = field(default_factory=selectors.DefaultSelector)
    stderr_reader: threading.Thread | None = None


class SubprocessEngine:
    """A protocol `Engine` served by a command; restarted after any failure."""

    def __init__(self, argv: list[str], timeout: float = DEFAULT_TIMEOUT, cwd: str | None = None) -> None:
        if not argv:
            raise ValueError("the engine command is empty: give it as cmd:'program arguments...'")
        self.argv = argv
        self.timeout = timeout
        self.cwd = cwd
        self.round_trips = 0  # requests answered, for the benchmark
        self.restarts = 0
        self.failed_restarts = 0  # in a row; MAX_FAILED_RESTARTS of them and the engine is given up on
        self._gave_up: EngineGaveUp | None = None
        self._process: _Process | None = None
        self._handshake: Message | None = None  # the `start` request, replayed to a restarted engine
        _LIVE.add(self)

    @classmethod
    def from_spec(cls, command_line: str, timeout: float | None = None) -> SubprocessEngine:
        """The engine of a `cmd:` spec: a command line split as a POSIX shell would, but run without one."""
        try:
            argv = shlex.split(command_line)
        except ValueError as bad:
            raise ValueError(f"cannot split the engine command {command_line!r}: {bad}") from None
        return cls(argv, DEFAULT_TIMEOUT if timeout is None else timeout)

    @property
    def command(self) -> str:
        """The command line, quoted for a person to paste."""
        return shlex.join(self.argv)

    # The Engine protocol.

    def request(self, message: Message) -> Message:
        """Send one request and return its reply; a broken engine raises ProtocolError or EngineTimeout."""
        if self._gave_up is not None:
            raise self._gave_up
        if message.get("cmd") == "start":
            self._handshake = dict(message)
            if self._process is not None:  # a second handshake on a live engine: start afresh
                self._kill()
        elif self._handshake is not None:
            exited = self._process is not None and self._process.popen.poll() is not None
            if exited and message.get("cmd") != "setup":  # mid-game: its game is lost with it
                what = f"{message.get('cmd')} (seq {message.get('seq')})"
                raise self._failure(self._process, f"the engine exited after its last reply, before {what}")
            if exited:
                self._kill()  # it exited after a game's last reply: a fresh one serves the next game
            if self._process is None:
                self._restart()
        try:
            reply = self._exchange(message)
        except _ExitedBeforeAnswering:
            # An engine that exits after a game's last reply may still be alive when the next game's setup
            # is written to it; setup starts afresh anyway, so a fresh engine is given it once more.
            if message.get("cmd") != "setup" or self._handshake is None:
                raise
            self._restart()
            reply = self._exchange(message)
        self.round_trips += 1
        return reply

    def close(self) -> None:
        """Send `stop`, give the engine a moment to exit, then kill it."""
        process, self._process = self._process, None
        if process is None:
            return
        with contextlib.suppress(OSError, subprocess.TimeoutExpired):
            self._write(process, {"cmd": "stop", "seq": 0})
            assert process.popen.stdin is not None
            process.popen.stdin.close()
            process.popen.wait(STOP_GRACE)
        _terminate(process)

    # Transport.

    def _exchange(self, message: Message) -> Message:
        process = self._process or self._spawn()
        what = f"{message.get('cmd')} (seq {message.get('seq')})"
        try:
            self._write(process, message)
        except OSError:
            raise self._failure(process, f"the engine stopped reading before {what}") from None
        # Starting may take longer than answering (a JVM, a large card database): the handshake gets more time.
        line = self._read_line(
            process, what, STARTUP_TIMEOUT if message.get("cmd") == "start" else self.timeout
        )
        try:
            reply = json.loads(line)
        except ValueError as bad:
            why = (
                "a number too long to read (more than 4,300 digits)"
                if "integer string conversion" in str(bad)
                else "a line that is not JSON"
            )
            raise self._failure(process, f"the engine answered {what} with {why}: {_quote(line)}") from None
        if not isinstance(reply, dict):
            raise self._failure(
                process,
                f"the engine answered {what} with {type(reply).__name__}, not a JSON object: {_quote(line)}",
            )
        if reply.get("seq") != message.get("seq"):
            # The stream is out of step: every later reply would answer the wrong request.
            raise self._failure(
                process, f"the engine answered {what} with seq {reply.get('seq')!r}: {_quote(line)}"
            )
        return reply

    def _spawn(self) -> _Process:
        try:
            popen = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=minimal_environment(),
                cwd=self.cwd,
                close_fds=True,
                # Its own process group, so that ending it ends what it started too (a `sh` launcher's
                # child, a forked helper): see _terminate.
                start_new_session=hasattr(os, "killpg"),
            )
        except OSError as cannot:
            raise ProtocolError(f"cannot run the engine command {self.command}: {cannot}") from None
        process = _Process(popen)
        assert popen.stdout is not None and popen.stderr is not None
        os.set_blocking(popen.stdout.fileno(), False)
        process.selector.register(popen.stdout, selectors.EVENT_READ)
        # stderr is drained all the time, so an engine that logs a lot never blocks on a full pipe.
        process.stderr_reader = threading.Thread(
            target=_drain, args=(popen.stderr, process.stderr_tail), daemon=True
        )
        process.stderr_reader.start()
        self._process = process
        return process

    def _restart(self) -> None:
        """A fresh engine after a failure, with the run's handshake replayed."""
        assert self._handshake is not None
        self.restarts += 1
        try:
            reply = self._exchange(self._handshake)
            if reply.get("outcome") != "ok" or reply.get("protocol") != self._handshake.get("protocol"):
                process = self._process
                raise self._failure(
                    process, f"the restarted engine refused the handshake: {_quote(json.dumps(reply))}"
                )
        except ProtocolError as failed:
            self.failed_restarts += 1
            if self.failed_restarts >= MAX_FAILED_RESTARTS:
                self._gave_up = EngineGaveUp(
                    f"the engine failed to restart {self.failed_restarts} times in a row, {RUN_STOPS} "
                    f"(each attempt costs up to {STARTUP_TIMEOUT:g}s); the last attempt: {failed}"
                )
                raise self._gave_up from None
            raise
        self.failed_restarts = 0

    def _write(self, process: _Process, message: Message) -> None:
        stdin = process.popen.stdin
        assert stdin is not None
        stdin.write(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode() + b"\n")
        stdin.flush()

    def _read_line(self, process: _Process, what: str, timeout: float) -> str:
        deadline = time.monotonic() + max(timeout, self.timeout)
        stdout = process.popen.stdout
        assert stdout is not None
        searched = 0  # bytes of the buffer already known to hold no newline: each byte is searched once
        while True:
            end = process.buffer.find(b"\n", searched)
            if end >= 0:
                line = bytes(process.buffer[:end])
                del process.buffer[: end + 1]
                return self._decoded(process, line, what)
            searched = len(process.buffer)
            if searched > MAX_REPLY:
                raise self._failure(
                    process,
                    f"the engine's reply to {what} is longer than {MAX_REPLY:,} bytes (it had written "
                    f"{searched:,} without a newline); a reply is one line of JSON",
                )
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                partial = (
                    f"; it had written {searched:,} bytes without a newline: "
                    f"{_quote(process.buffer[:QUOTE].decode(errors='replace'))}"
                    if process.buffer
                    else ""
                )
                raise self._failure(
                    process,
                    f"the engine did not answer {what} within {max(timeout, self.timeout):g}s{partial}",
                    timeout=True,
                )
            if not process.selector.select(min(remaining, POLL)):
                if process.popen.poll() is not None:  # it exited, but a process it started holds stdout
                    raise self._failure(
                        process,
                        f"the engine exited before answering {what}, and a process it started still held "
                        "its stdout (it was ended with the engine's process group)",
                    )
                continue
            chunk = os.read(stdout.fileno(), 1024 * 1024)
            if not chunk:
                partial = (
                    f" after writing {_quote(process.buffer.decode(errors='replace'))}"
                    if process.buffer
                    else ""
                )
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.popen.wait(STOP_GRACE)  # closed stdout: let it finish exiting, for its exit code
                failure = self._failure(process, f"the engine exited before answering {what}{partial}")
                raise _ExitedBeforeAnswering(str(failure))
            process.buffer += chunk

    def _decoded(self, process: _Process, line: bytes, what: str) -> str:
        """A reply line as text: the protocol is UTF-8, and a line that is not is the engine's error."""
        try:
            return line.decode("utf-8")
        except UnicodeDecodeError as bad:
            raise self._failure(
                process,
                f"the engine answered {what} with a line that is not UTF-8 (byte {line[bad.start]:#04x} at "
                f"offset {bad.start}): {_quote(line.decode(errors='replace'))}",
            ) from None

    def _failure(self, process: _Process | None, message: str, timeout: bool = False) -> ProtocolError:
        """Kill the engine (it is restarted on the next request) and describe what went wrong."""
        exited_by_itself = process is not None and process.popen.poll() is not None
        code = _terminate(process) if process is not None else None
        if process is self._process:
            self._process = None
        details = [message]
        if exited_by_itself:
            details.append(f"exit code {code}")
        details.append(f"command: {self.command}")
        tail = "\n".join(process.stderr_tail) if process is not None else ""
        text = "; ".join(details) + (f"\nthe engine's stderr ended with:\n{tail}" if tail.strip() else "")
        return EngineTimeout(text) if timeout else ProtocolError(text)

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            _terminate(process)


def _terminate(process: _Process) -> int | None:
    """Stop the process for good and return its exit code (negative: killed by that signal)."""
    popen = process.popen
    if popen.poll() is None:
        popen.kill()
    _kill_group(popen)
    try:
        code = popen.wait(STOP_GRACE)
    except subprocess.TimeoutExpired:
        code = None
    for stream in (popen.stdin, popen.stdout):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
    process.selector.close()
    if process.stderr_reader is not None:
        process.stderr_reader.join(STOP_GRACE)  # so the error message quotes the engine's last words
    return code


def _kill_group(popen: subprocess.Popen[bytes]) -> None:
    """End every process left in the engine's process group (what a launcher or the engine started)."""
    if hasattr(os, "killpg"):
        with contextlib.suppress(OSError):
            os.killpg(popen.pid, signal.SIGKILL)


def _drain(stream: IO[bytes], tail: collections.deque[str]) -> None:
    """Keep the last lines of the engine's stderr, each cut to QUOTE bytes: however much it writes (even
    without a newline), the harness holds no more than STDERR_TAIL short lines of it."""
    kept, total = bytearray(), 0  # the current line's first QUOTE bytes, and its whole length
    fd = stream.fileno()
    while chunk := os.read(fd, 65536):
        *whole, rest = chunk.split(b"\n")
        for piece in whole:
            kept += piece[: QUOTE - len(kept)]
            tail.append(_stderr_line(kept, total + len(piece)))
            kept, total = bytearray(), 0
        kept += rest[: QUOTE - len(kept)]
        total += len(rest)
    if total:
        tail.append(_stderr_line(kept, total))
    stream.close()


def _stderr_line(kept: bytearray, total: int) -> str:
    text = bytes(kept).decode("utf-8", errors="replace").rstrip("\r")
    return text + (f"... ({total - len(kept):,} more bytes)" if total > len(kept) else "")


def _quote(text: str) -> str:
    return repr(text[:QUOTE] + ("..." if len(text) > QUOTE else ""))


@atexit.register
def _kill_all() -> None:
    """No engine outlives the harness, even one that hangs and ignores stdin closing."""
    for engine in list(_LIVE):
        engine._kill()
