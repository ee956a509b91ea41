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

from rulings.protocol.session import Engine, EngineTimeout, Message

DEFAULT_DEADLINE = 5.0  # seconds; the reference engine answers any fuzzed request in milliseconds


class Watchdog:
    """An engine whose every request must be answered within a deadline, or EngineTimeout is raised."""

    def __init__(self, engine: Engine, deadline: float = DEFAULT_DEADLINE) -> None:
        self.engine = engine
        self.deadline = deadline
        self._interrupts = _can_interrupt()
        self._previous: Any = None
        self._installed = False
        if self._interrupts and signal.getsignal(signal.SIGALRM) is not _timed_out:
            self._previous, self._installed = signal.signal(signal.SIGALRM, _timed_out), True

    def request(self, message: Message) -> Message:
        """Forward the request; raise EngineTimeout if it takes longer than the deadline."""
        started = time.perf_counter()
        if self._interrupts:
            _WAITING.append((message, self.deadline))
            signal.setitimer(signal.ITIMER_REAL, self.deadline)
            try:
                reply = self.engine.request(message)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                _WAITING.pop()
        else:
            reply = self.engine.request(message)
        if time.perf_counter() - started > self.deadline:
            raise EngineTimeout(f"the engine took over {self.deadline:g}s to answer {_describe(message)}")
        return reply

    def close(self) -> None:
        """Stop the engine, and give SIGALRM back to whoever had it."""
        if self._installed and signal.getsignal(signal.SIGALRM) is _timed_out:
            signal.signal(signal.SIGALRM, self._previous)
        self._interrupts = self._installed = False
        self.engine.close()


_WAITING: list[tuple[Message, float]] = []  # the requests being answered, innermost last


def _timed_out(signum: int, frame: FrameType | None) -> None:
    message, deadline = _WAITING[-1] if _WAITING else ({}, 0.0)
    raise EngineTimeout(f"the engine did not answer {_describe(message)} within {deadline:g}s")


def _can_interrupt() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _describe(message: Message) -> str:
    detail = message.get("action") or message.get("query") or ""
    return f"{message.get('cmd')} {detail}".strip()
