"""One call for engine authors: run the rulings suite against your engine from your own test suite.

    from rulings.run.conformance import run_conformance

    def test_my_engine_follows_the_mana_rules():
        result = run_conformance(MyEngine, rules=["106"])   # an Engine, a factory, or an --engine spec
        assert result.compliance == 1.0, result.describe_failures()

`engine` is anything with `request(message) -> reply` and `close()` (see rulings.protocol.session.Engine), a
callable returning one, or a spec string as `rulings verify --engine` takes ("reference",
'cmd:"my-engine --protocol"', "my_package.adapter:make_engine"). Python objects run in this process;
with `processes` (pytest-xdist) give a spec, which every worker process can build for itself.

To test an engine's traffic directly, `rulings.protocol.schema.check_message()` validates a request or
reply against the protocol's JSON Schema.
"""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from rulings.errors import RulingsError
from rulings.protocol.session import Engine
from rulings.results.records import Record, read_records
from rulings.results.report import Tally, overall
from rulings.run.engine_start import preflight
from rulings.run.pytest_process import run_pytest
from rulings.run.verify import EXIT_NOT_RUN, VerifyOptions, pytest_arguments

__all__ = ["Conformance", "run_conformance"]

_REGISTERED: dict[str, Callable[[], Engine]] = {}
_NUMBERS = itertools.count()


class ConformanceError(RulingsError, RuntimeError):
    """The suite could not run at all (not: the engine failed scenarios)."""


@dataclass(frozen=True)
class Conformance:
    """The records of a conformance run and what they add up to."""

    records: list[Record]
    tally: Tally

    @property
    def compliance(self) -> float:
        """Passed over all selected scenarios."""
        return self.tally.compliance

    @property
    def not_passed(self) -> list[Record]:
        """Every scenario that did not pass."""
        return [r for r in self.records if r.outcome != "passed"]

    def describe_failures(self, limit: int = 20) -> str:
        """A plain-text list of what did not pass, for an assertion message."""
        lines = [
            f"{r.outcome}: {', '.join(r.rules + r.rulings) or '-'} {r.name}: {r.message}\n    board: {r.board}"
            for r in self.not_passed[:limit]
        ]
        more = len(self.not_passed) - limit
        return "\n".join(lines + ([f"... and {more} more"] if more > 0 else []))


def run_conformance(
    engine: Engine | Callable[[], Engine] | str,
    *,
    rules: Sequence[str] = (),
    cards: Sequence[str] = (),
    processes: str | None = None,
    timeout: float | None = None,
    results: Path | None = None,
    features: Path | None = None,
) -> Conformance:
    """Run the suite (or the scenarios of these rule prefixes / card slugs) on an engine; return the records.

    `features` runs the feature files of that directory instead of the packaged suite. An engine given as
    a spec that cannot start raises EngineStartError at once.
    """
    if processes and not isinstance(engine, str):
        raise ValueError("an engine object lives in this process only; with processes=, give a spec string")
    if isinstance(engine, str):
        preflight(engine, timeout)
    spec = engine if isinstance(engine, str) else _register(engine)
    try:
        with tempfile.TemporaryDirectory(prefix="rulings-") as scratch:
            target = results or Path(scratch) / "results.jsonl"
            options = VerifyOptions(spec, list(rules), list(cards), processes, target, timeout, features)
            code, output = run_pytest(pytest_arguments(options, target), show_progress=False)
            records = read_records(target) if target.exists() else []
    finally:
        _REGISTERED.pop(spec.partition(":")[2], None)
    if code not in (0, 1) and not records:
        raise ConformanceError(
            f"the suite could not run (pytest exit code {code}, {EXIT_NOT_RUN=}):\n{output[-4000:]}"
        )
    return Conformance(records, overall(records))


def _register(engine: Engine | Callable[[], Engine]) -> str:
    """Make an in-process engine reachable as a module:attribute spec for the plugin."""
    name = f"engine_{next(_NUMBERS)}"
    factory: Callable[[], Engine]
    if isinstance(engine, type) or not hasattr(engine, "request"):  # a class or a factory function
        factory = cast("Callable[[], Engine]", engine)
    else:
        instance = cast("Engine", engine)

        def factory() -> Engine:
            return instance

    _REGISTERED[name] = factory
    return f"{__name__}:{name}"


def __getattr__(name: str) -> Callable[[], Engine]:
    """The plugin builds `rulings.run.conformance:engine_N` by looking the attribute up here."""
    try:
        return _REGISTERED[name]
    except KeyError:
        raise AttributeError(name) from None
