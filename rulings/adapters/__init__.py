"""Which engine a run verifies: `reference`, or a Python object named as `module:attribute`.

A `module:attribute` whose module is not installed is imported from the current directory, as
`python -m rulings` would (the `rulings` script does not put the current directory on the path): this
runs that module's code, so name only a module you trust.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

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
        factory: Callable[[], Engine] = getattr(import_engine_module(module_name), attribute)
    except (ImportError, AttributeError) as missing:
        raise EngineSpecError(f"--engine {spec!r}: {missing}") from None
    from rulings.adapters.in_process_guard import EngineBuildError, TimedEngine, build_engine  # noqa: PLC0415

    try:
        built = build_engine(spec, factory)
    except EngineBuildError as bad:
        raise EngineSpecError(str(bad)) from None
    return built if timeout is None else TimedEngine(built, timeout)


def build_engine(spec: str, timeout: float | None = None) -> Engine:
    """make_engine, with every way of failing an EngineSpecError worded alike for every command."""
    try:
        return make_engine(spec, timeout)
    except EngineSpecError:
        raise
    except (OSError, ValueError, ImportError) as bad:
        raise EngineSpecError(f"--engine {spec!r} cannot be built: {bad}") from None


def import_engine_module(name: str) -> ModuleType:
    """The module of a `module:attribute` engine: installed, or else from the current directory (which
    then stays on the path, as under `python -m`, so the module's own imports of its siblings work)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as missing:
        here = str(Path.cwd())
        top = name.partition(".")[0]
        if missing.name != top or here in sys.path or not _in_directory(Path(here), top):
            raise
    sys.path.insert(0, here)
    return importlib.import_module(name)


def _in_directory(directory: Path, top: str) -> bool:
    """Whether a top-level module or package of this name is a file or folder of the directory."""
    return (directory / f"{top}.py").is_file() or (directory / top).is_dir()
