"""Starting and stopping the engine a run verifies: built from its --engine value, the versioned handshake,
and an EngineStartError that says what to fix when it can't start or close (docs/protocol.md)."""

from __future__ import annotations

import contextlib

from rulings.adapters import REFERENCE, EngineSpecError, build_engine
from rulings.errors import RulingsError
from rulings.protocol.session import ProtocolError, Session, Unsupported
from rulings.run.suite_errors import CheckedSession


class EngineStartError(RulingsError):
    """The engine an --engine value names cannot be built or refuses the handshake; says how to fix it."""


def start_engine(spec: str, timeout: float | None = None) -> Session:
    """Build the engine and shake hands with it; an EngineStartError says what to fix."""
    try:
        engine = build_engine(spec, timeout)
    except EngineSpecError as bad:
        raise EngineStartError(str(bad)) from None
    session: Session = CheckedSession(engine)
    try:
        session.start()
    except Exception as bad:  # an in-process engine's start may raise anything: it did not start
        with contextlib.suppress(Exception):
            session.stop()
        hint = (
            "check that the command runs from this directory and speaks protocol v1 on stdin/stdout"
            if spec.startswith("cmd:")
            else "check that it answers the `start` request (docs/protocol.md)"
        )
        said = str(bad) if isinstance(bad, (ProtocolError, Unsupported)) else f"{type(bad).__name__}: {bad}"
        raise EngineStartError(f"the engine {spec!r} did not start: {said}\n{hint}") from None
    return session


def stop_engine(session: Session, spec: str) -> None:
    """End the engine; EngineStartError if its close() raises (an in-process engine's may)."""
    try:
        session.stop()
    except Exception as bad:  # a third party's close() may raise anything
        raise EngineStartError(
            f"the engine {spec!r} did not close: its close() raised {type(bad).__name__}: {bad}"
        ) from None


def preflight(spec: str, timeout: float | None = None) -> None:
    """Fail fast on an engine that cannot start, before any scenario runs (reference always starts)."""
    if spec != REFERENCE:
        stop_engine(start_engine(spec, timeout), spec)
