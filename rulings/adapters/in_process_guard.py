"""An in-process engine (`--engine module:attribute`) held to the rules a `cmd:` engine is held to: building
it must give an engine, and, with --timeout, every request has a deadline.

A Python call cannot be interrupted from outside, so a timed engine answers from a thread of its own: a
request that misses its deadline is a `timeout`, and since the engine is still busy with it, every later
request fails at once (EngineGaveUp) and the run stops, instead of hanging for ever.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import Any

from rulings.adapters.failures import RUN_STOPS, EngineGaveUp
from rulings.errors import RulingsError
from rulings.protocol.session import Engine, EngineTimeout, Message

__all__ = ["EngineBuildError", "TimedEngine", "build_engine"]


class EngineBuildError(RulingsError, ValueError):
    """The factory an --engine value names raised, or gave something that is not an engine."""


def build_engine(spec: str, factory: Callable[[], Any]) -> Engine:
    """Call the factory; what it raises, or returns that has no request() and close(), is an
    EngineBuildError naming the spec."""
    try:
        engine = factory()
    except Exception as error:  # any failure of a third party's constructor
        raise EngineBuildError(
            f"--engine {spec!r}: building the engine raised {type(error).__name__}: {error}"
        ) from None
    missing = [name for name in ("request", "close") if not callable(getattr(engine, name, None))]
    if missing:
        raise EngineBuildError(
            f"--engine {spec!r} gave a {type(engine).__name__}, not an engine: it has no "
            f"{' and no '.join(f'{name}()' for name in missing)} (an engine has request(message) -> reply "
            "and close(); see docs/protocol.md)"
        )
    built: Engine = engine
    return built


_Answer = tuple[Message | None, BaseException | None]


class TimedEngine:
    """An in-process engine whose every request must be answered within `timeout` seconds."""

    def __init__(self, engine: Engine, timeout: float) -> None:
        self.engine = engine
        self.timeout = timeout
        self._requests: queue.Queue[Message | None] = queue.Queue()
        self._answers: queue.Queue[_Answer] = queue.Queue()
        self._stuck: str = ""
        self._thread = threading.Thread(target=self._serve, name="in-process engine", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while (message := self._requests.get()) is not None:
            try:
                self._answers.put((self.engine.request(message), None))
            except BaseException as error:  # handed to the caller, who raises it
                self._answers.put((None, error))

    def request(self, message: Message) -> Message:
        """The engine's reply, within the deadline; EngineTimeout if it misses it."""
        what = f"{message.get('cmd')} (seq {message.get('seq')})"
        if self._stuck:
            raise EngineGaveUp(
                f"the in-process engine is still busy with {self._stuck}, which timed out; it cannot be "
                f"stopped inside this process, {RUN_STOPS} (before {what})"
            )
        self._requests.put(message)
        try:
            reply, error = self._answers.get(timeout=self.timeout)
        except queue.Empty:
            self._stuck = what
            raise EngineTimeout(
                f"the in-process engine did not answer {what} within {self.timeout:g}s"
            ) from None
        if error is not None:
            raise error
        assert reply is not None
        return reply

    def close(self) -> None:
        """Close the engine (unless it is stuck in a request: then it is left to the process's end)."""
        if self._stuck:
            return
        self._requests.put(None)
        self.engine.close()
