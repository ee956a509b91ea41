"""Which engine a run verifies: `reference`, or a Python object named as `module:attribute`."""

from __future__ import annotations

import importlib
from collections.abc import Callable

from rulings.errors import RulingsError
from rulings.protocol.session import Engine

REFERENCE = "reference"
ALIASES = {"phase": "rulings.adapters.phase:PhaseEngine"}  # short names of third-party engines


class EngineSpecError(RulingsError, ValueError):
    """An --engine value that names no engine; says what forms are accepted."""


def make_engine(spec: str, timeout: float | None = None) -> Engine:
    """Build the engine an --engine value names; `timeout` is per request (for a `module:attribute` engine
    too, which then answers from a thread of its own: rulings/adapters/in_process_guard.py)."""
    if spec == REFERENCE:
        from rulings.adapters.reference import ReferenceEngine  # noqa: PLC0415 - load only the engine asked for

        return ReferenceEngine()
    if spec.startswith("cmd:"):
        from rulings.adapters.subprocess import SubprocessEngine  # noqa: PLC0415 - likewise

        engine: Engine = SubprocessEngine.from_spec(spec.removeprefix("cmd:"), timeout)
        return engine
    module_name, sep, attribute = ALIASES.get(spec, spec).partition(":")
    if not sep or not module_name or not attribute:
        raise EngineSpecError(
            f"--engine {spec!r} names no engine: use 'reference', 'cmd:<command line>' or 'module:attribute'"
        )
    try:
        factory: Callable[[], Engine] = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError) as missing:
        raise EngineSpecError(f"--engine {spec!r}: {missing}") from None
    from rulings.adapters.in_process_guard import EngineBuildError, TimedEngine, build_engine  # noqa: PLC0415

    try:
        built = build_engine(spec, factory)
    except EngineBuildError as bad:
        raise EngineSpecError(str(bad)) from None
    return built if timeout is None else TimedEngine(built, timeout)
