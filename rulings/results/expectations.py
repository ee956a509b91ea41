"""Expectation files: an engine's known failures, so that its CI fails only on something new.

As test262's and WPT's expectation files do, the file lists each scenario the engine is known not to pass,
with the kind of its outcome (failed, unsupported, errored, timeout). A run is then judged against it: a
scenario whose outcome is not the expected one is *unexpected* (a new failure, or a known one that changed
kind), a known failure that now passes is *newly passing* (reported, so the file can be tightened).

    {
      "engine": "python-mtg",
      "known": {
        "reflecting-pool-alone-produces-no-mana": "failed"
      }
    }

Scenarios are named by their stable ids (`@id:` tags), so renaming a title or moving a scenario to another
feature file leaves the file valid. A file written before ids, keyed by pytest node ids
("tests/features/test_rulings.py::test_reflecting_pool_alone_produces_no_mana"), is still read: an entry
matches a record by its `scenario` id or by its `node` id, and `--update-expectations` rewrites it by ids.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rulings.errors import RulingsError
from rulings.results.records import OUTCOMES, Record

NOT_PASSING = tuple(o for o in OUTCOMES if o != "passed")


class ExpectationsError(RulingsError, ValueError):
    """An expectations file that cannot be read; names the file and what is wrong."""


@dataclass(frozen=True)
class Expectations:
    """Known non-passing outcomes, by scenario id."""

    known: dict[str, str] = field(default_factory=dict)
    engine: str = ""


@dataclass
class Judgement:
    """A run judged against expectations."""

    unexpected: list[tuple[Record, str]] = field(default_factory=list)  # (record, the outcome expected)
    newly_passing: list[Record] = field(default_factory=list)
    as_expected: int = 0
    stale: list[str] = field(default_factory=list)  # known scenarios that no longer exist

    @property
    def ok(self) -> bool:
        """Nothing new went wrong."""
        return not self.unexpected


def load(path: Path) -> Expectations:
    """Read an expectations file; a missing file means no known failures."""
    if not path.exists():
        return Expectations()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as bad:
        raise ExpectationsError(f"{path}: not JSON ({bad}); rewrite it with --update-expectations") from None
    known = data.get("known") if isinstance(data, dict) else None
    if not isinstance(known, dict):
        raise ExpectationsError(f'{path}: expected an object with "known": {{scenario id: outcome}}')
    for scenario, outcome in known.items():
        if outcome not in NOT_PASSING:
            raise ExpectationsError(
                f"{path}: {scenario}: {outcome!r} is not a known failure kind ({', '.join(NOT_PASSING)})"
            )
    return Expectations(dict(known), str(data.get("engine", "")))


def judge(records: Iterable[Record], expectations: Expectations, complete_run: bool) -> Judgement:
    """Compare a run with the known failures; `complete_run` (no --rule/--card) also finds stale entries."""
    judgement = Judgement()
    seen: set[str] = set()
    for record in records:
        seen.update((record.scenario, record.node))
        expected = _expected(expectations, record)
        if record.outcome == expected:
            judgement.as_expected += 1
        elif record.outcome == "passed":
            judgement.newly_passing.append(record)
        else:
            judgement.unexpected.append((record, expected))
    if complete_run:
        judgement.stale = sorted(set(expectations.known) - seen)
    return judgement


def _expected(expectations: Expectations, record: Record) -> str:
    """What the file expects of a record: by its id, or by its node id in a file written before ids."""
    known = expectations.known
    if record.scenario in known:
        return known[record.scenario]
    return known.get(record.node, "passed") if record.node else "passed"


def updated(records: Iterable[Record], previous: Expectations, complete_run: bool) -> Expectations:
    """The expectations this run implies; a partial run keeps the entries of scenarios it did not run."""
    records = list(records)
    ran = {r.scenario for r in records} | {r.node for r in records if r.node}
    known = {} if complete_run else {s: o for s, o in previous.known.items() if s not in ran}
    known.update({r.scenario: r.outcome for r in records if r.outcome != "passed"})
    engine = next((r.engine for r in records if r.engine), previous.engine)
    return Expectations(dict(sorted(known.items())), engine)


def save(path: Path, expectations: Expectations) -> None:
    """Write an expectations file, sorted, one scenario a line, so its diffs read well."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"engine": expectations.engine, "known": dict(sorted(expectations.known.items()))}
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
