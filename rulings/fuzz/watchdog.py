"""A deadline on every request to an in-process engine, so a looping engine is a finding, not a hung run.

Subprocess engines have their own per-request deadline (rulings/adapters/subprocess.py). An in-process
engine runs on our thread, so the watchdog interrupts it with SIGALRM where it can (POSIX, main thread)
and otherwise measures each request and reports one that overran once it returns.

The alarm is not set and cleared around each request: two `setitimer` calls per request were a sixth of a
fuzzing campaign's time (system calls are dear in a sandbox). While any watchdog is open, a timer ticks
every TICK seconds; each request only notes when it began, and the tick interrupts the one that has run past
its deadline (so an engine is stopped within TICK after its deadline).
"""

from __future__ import annotations

import atexit
import signal
import threading
import time
from types import FrameType
from typing import Any

from rulings.protocol.session import Engine, EngineTimeout, Message

DEFAULT_DEADLINE = 5.0  # seconds; the reference engine answers any fuzzed request in milliseconds
TICK = 0.25  # seconds between the timer's looks at the request being answered


class Watchdog:
    """An engine whose every request must be answered within a deadline, or EngineTimeout is raised."""

    def __init__(self, engine: Engine, deadline: float = DEFAULT_DEADLINE) -> None:
        self.engine = engine
        self.deadline = deadline
        self._interrupts = _can_interrupt()
        if self._interrupts:
            _OPEN.append(self)
            if len(_OPEN) == 1:
                _OPEN_STATE["previous"] = signal.signal(signal.SIGALRM, _tick)
                signal.setitimer(signal.ITIMER_REAL, TICK, TICK)
                atexit.register(
                    _stop_ticking
                )  # an engine never closed must not be killed by the alarm at exit

    def request(self, message: Message) -> Message:
        """Forward the request; raise EngineTimeout if it takes longer than the deadline."""
        started = time.perf_counter()
        if self._interrupts:
            _WAITING.append((message, self.deadline, started))
            try:
                reply = self.engine.request(message)
            finally:
                _WAITING.pop()
        else:
            reply = self.engine.request(message)
        if time.perf_counter() - started > self.deadline:
            raise EngineTimeout(f"the engine took over {self.deadline:g}s to answer {_describe(message)}")
        return reply

    def close(self) -> None:
        """Stop the engine; the last watchdog open stops the timer and gives SIGALRM back to whoever had it."""
        if self._interrupts and self in _OPEN:
            _OPEN.remove(self)
            if not _OPEN:
                _stop_ticking()
        self._interrupts = False
        self.engine.close()


_WAITING: list[
    tuple[Message, float, float]
] = []  # the requests being answered (deadline, start), innermost last
_OPEN: list[Watchdog] = []  # the watchdogs whose engines may be asked: the timer ticks while there are any
_OPEN_STATE: dict[str, Any] = {}  # the SIGALRM handler the first of them replaced


def _stop_ticking() -> None:
    """Stop the timer and give SIGALRM back (once: at the last close, or at exit)."""
    atexit.unregister(_stop_ticking)
    if "previous" in _OPEN_STATE:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, _OPEN_STATE.pop("previous") or signal.SIG_DFL)
    _OPEN.clear()


def _tick(signum: int, frame: FrameType | None) -> None:
    """Interrupt the request being answered if it has run past its deadline; otherwise nothing."""
    if not _WAITING:
        return
    message, deadline, started = _WAITING[-1]
    if time.perf_counter() - started > deadline:
        raise EngineTimeout(f"the engine did not answer {_describe(message)} within {deadline:g}s")


def _can_interrupt() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _describe(message: Message) -> str:
    detail = message.get("action") or message.get("query") or ""
    return f"{message.get('cmd')} {detail}".strip()
