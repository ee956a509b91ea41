"""A deadline on every request to an in-process engine, so a looping engine is a finding, not a hung run.

Subprocess engines have their own per-request deadline (rulings/adapters/subprocess.py). An in-process
engine runs on our thread, so the watchdog interrupts it with SIGALRM where it can (POSIX, main thread)
and otherwise measures each request and reports one that overran once it returns.
"""

from __future__ import annotations

import signal
import threading
import time
from types import FrameType
from typing import Any

from rulings.protocol import Engine, EngineTimeout, Message

DEFAULT_DEADLINE = 5.0  # seconds; the reference engine answers any fuzzed request in milliseconds


class Watchdog:
    """An engine whose every request must be answered within a deadline, or EngineTimeout is raised."""

    def __init__(self, engine: Engine, deadline: float = DEFAULT_DEADLINE) -> None:
        self.engine = engine
        self.deadline = deadline
        self._current: Message = {}
        self._interrupts = _can_interrupt()
        self._previous: Any = None
        if self._interrupts:
            self._previous = signal.signal(signal.SIGALRM, self._timed_out)

    def request(self, message: Message) -> Message:
        """Forward the request; raise EngineTimeout if it takes longer than the deadline."""
        started = time.perf_counter()
        self._current = message
        if self._interrupts:
            signal.setitimer(signal.ITIMER_REAL, self.deadline)
            try:
                reply = self.engine.request(message)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        else:
            reply = self.engine.request(message)
        if time.perf_counter() - started > self.deadline:
            raise EngineTimeout(f"the engine took over {self.deadline:g}s to answer {_describe(message)}")
        return reply

    def close(self) -> None:
        """Stop the engine and the alarm."""
        if self._interrupts:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self._previous)
            self._interrupts = False
        self.engine.close()

    def _timed_out(self, signum: int, frame: FrameType | None) -> None:
        raise EngineTimeout(f"the engine did not answer {_describe(self._current)} within {self.deadline:g}s")


def _can_interrupt() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _describe(message: Message) -> str:
    detail = message.get("action") or message.get("query") or ""
    return f"{message.get('cmd')} {detail}".strip()
