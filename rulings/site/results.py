"""Engine results for the site: one run per `--results` file, matched to the scenarios the site shows.

A record is filed under (feature path relative to the features directory, scenario name); the record's own
feature path is relative to wherever the run was started, so it is matched by its longest tail that names
a feature file of the site. Records that match no scenario are kept apart and listed, not dropped.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Final

from rulings.editions.edition import format_date
from rulings.results.records import OUTCOMES, Outcome, Record, read_records

__all__ = ["Cell", "Counts", "EngineRun", "Results", "collect_results", "split_expectation"]

# Which outcome a cell shows when a scenario (an outline) has several records in one run: the worst.
_SEVERITY: Final[dict[Outcome, int]] = {
    "passed": 0,
    "unsupported": 1,
    "failed": 2,
    "timeout": 3,
    "errored": 4,
}
_EXPECTED_OBSERVED: Final = re.compile(
    r"(?P<what>.*?)\bexpected (?P<expected>.+?),? observed (?P<observed>.+)", re.S
)
_OBSERVED_EXPECTED: Final = re.compile(
    r"(?P<what>.*?)\b(?P<observed>\S.*?),? expected (?P<expected>.+)", re.S
)


def split_expectation(message: str) -> tuple[str, str, str] | None:
    """(what, expected, observed) of a message that says both: "pool: expected {B}, observed {B}{B}"."""
    match = _EXPECTED_OBSERVED.fullmatch(message.strip())
    if match is None:
        match = _OBSERVED_EXPECTED.fullmatch(message.strip())
    if match is None:
        return None
    what = match["what"].strip().rstrip(":").strip()
    return what, match["expected"].strip().rstrip(".:"), match["observed"].strip().rstrip(".:")


@dataclass(frozen=True, slots=True)
class Cell:
    """What one engine did with one scenario (the worst of its records, when it has several)."""

    outcome: Outcome
    record: Record
    count: int

    @property
    def expectation(self) -> tuple[str, str, str] | None:
        """(what, expected, observed) for a failure whose message says both."""
        return split_expectation(self.record.message) if self.outcome == "failed" else None


@dataclass(frozen=True, slots=True)
class Counts:
    """One engine's outcomes over a set of scenarios (a page, a group of pages): a cell of the engines matrix.

    A scenario with several records (an outline) counts once, as its worst outcome, as its cell shows.
    """

    passed: int = 0
    failed: int = 0
    unsupported: int = 0
    errored: int = 0
    timeout: int = 0
    missing: int = 0  # scenarios this run has no record of

    @property
    def run(self) -> int:
        """How many scenarios have a result."""
        return self.passed + self.failed + self.unsupported + self.errored + self.timeout

    @property
    def grade(self) -> str:
        """A shade for the cell, by share passed (as wpt.fyi colours its cells): all, most, some, none."""
        if not self.run:
            return "empty"
        if self.passed == self.run:
            return "all"
        share = self.passed / self.run
        return "most" if share >= 0.9 else "some" if share > 0 else "none"

    def __add__(self, other: Counts) -> Counts:
        return Counts(
            self.passed + other.passed,
            self.failed + other.failed,
            self.unsupported + other.unsupported,
            self.errored + other.errored,
            self.timeout + other.timeout,
            self.missing + other.missing,
        )

    def describe(self, label: str) -> str:
        """One line for a tooltip: "phase.rs 0.103.0: 10 passed, 2 failed, 1 unsupported of 13"."""
        parts = [f"{self.passed} passed", f"{self.failed} failed", f"{self.unsupported} unsupported"]
        parts += [f"{n} {what}" for what, n in (("errored", self.errored), ("timed out", self.timeout)) if n]
        missing = f"; {self.missing} not run" if self.missing else ""
        return f"{label}: {', '.join(parts)} of {self.run}{missing}"


@dataclass
class EngineRun:
    """The records of one results file: one engine, one run."""

    label: str
    source: str
    engine: str
    version: str
    records: tuple[Record, ...]
    cells: dict[tuple[str, str], Cell] = field(default_factory=dict)
    keys: list[tuple[str, str] | None] = field(default_factory=list)  # each record's scenario on the site

    @property
    def unmatched(self) -> list[Record]:
        """Records of scenarios the site does not show (renamed, removed, or from other features)."""
        return [record for record, key in zip(self.records, self.keys, strict=True) if key is None]

    @property
    def editions(self) -> list[str]:
        """The CR editions its scenarios were checked against ("September 25, 2026"), oldest first; empty
        for records written before the edition was recorded."""
        dates = sorted({record.edition for record in self.records if record.edition})
        return [format_date(datetime.date.fromisoformat(date)) for date in dates]

    @property
    def counts(self) -> dict[Outcome, int]:
        """How many records had each outcome."""
        counts = dict.fromkeys(OUTCOMES, 0)
        for record in self.records:
            counts[record.outcome] += 1
        return counts

    @property
    def compliance(self) -> float | None:
        """Passed over all records (unsupported counts against, as in Bowtie); None for an empty run."""
        return self.counts["passed"] / len(self.records) if self.records else None

    def not_passed(self) -> list[tuple[Record, tuple[str, str] | None]]:
        """Each record that did not pass, with its scenario on the site: worst first, then in file order."""
        return sorted(
            (
                (record, key)
                for record, key in zip(self.records, self.keys, strict=True)
                if record.outcome != "passed"
            ),
            key=lambda pair: -_SEVERITY[pair[0].outcome],
        )


@dataclass(frozen=True)
class Results:
    """Every run given to `rulings docs`, in the order given."""

    runs: tuple[EngineRun, ...]

    def cells(self, key: tuple[str, str]) -> list[Cell | None]:
        """One cell per run for a scenario (None where a run has no record of it)."""
        return [run.cells.get(key) for run in self.runs]

    def counts(self, keys: Iterable[tuple[str, str]]) -> list[Counts]:
        """Outcome counts per run over these scenarios, one per run in the order given."""
        keys = list(keys)
        totals = []
        for run in self.runs:
            found: dict[str, int] = dict.fromkeys(OUTCOMES, 0)
            missing = 0
            for key in keys:
                cell = run.cells.get(key)
                if cell is None:
                    missing += 1
                else:
                    found[cell.outcome] += 1
            totals.append(Counts(missing=missing, **found))
        return totals

    def tally(self, keys: Iterable[tuple[str, str]]) -> list[tuple[int, int]]:
        """(passed, with a result) per run over these scenarios."""
        keys = list(keys)
        tallies = []
        for run in self.runs:
            cells = [cell for key in keys if (cell := run.cells.get(key)) is not None]
            tallies.append((sum(cell.outcome == "passed" for cell in cells), len(cells)))
        return tallies


def collect_results(
    paths: Sequence[Path], feature_paths: Iterable[str], aliases: Mapping[tuple[str, str], tuple[str, str]]
) -> Results:
    """Read each results file and file its records under the site's scenarios.

    `aliases` maps (feature path, the scenario name a record carries) to the scenario's key; an outline's
    examples carry their own names, all mapped to the outline.
    """
    known_features = set(feature_paths)
    runs = [_run(path, _read_run(path), known_features, aliases) for path in paths]
    _distinguish_labels(runs)
    return Results(tuple(runs))


def _read_run(path: Path) -> list[Record]:
    """A run's records, checked (rulings.results.records); a file with none is an error, not an empty run."""
    records = read_records(path)
    if not records:
        raise ValueError(
            f"{path}: holds no result records (an empty or interrupted run): give a results file "
            "written by `rulings verify`"
        )
    return records


def _run(
    path: Path,
    records: list[Record],
    features: set[str],
    aliases: Mapping[tuple[str, str], tuple[str, str]],
) -> EngineRun:
    engine = next((record.engine for record in records if record.engine), "") or path.stem
    version = next((record.engine_version for record in records if record.engine_version), "")
    run = EngineRun(
        label=f"{engine} {version}".strip(),
        source=path.name,
        engine=engine,
        version=version,
        records=tuple(records),
    )
    tails: dict[str, str | None] = {}
    for record in records:
        if record.feature not in tails:
            tails[record.feature] = _site_feature(record.feature, features)
        feature = tails[record.feature]
        key = aliases.get((feature, record.name)) if feature is not None else None
        run.keys.append(key)
        if key is None:
            continue
        previous = run.cells.get(key)
        if previous is None:
            run.cells[key] = Cell(record.outcome, record, 1)
        elif _SEVERITY[record.outcome] > _SEVERITY[previous.outcome]:
            run.cells[key] = Cell(record.outcome, record, previous.count + 1)
        else:
            run.cells[key] = Cell(previous.outcome, previous.record, previous.count + 1)
    return run


def _site_feature(recorded: str, features: set[str]) -> str | None:
    """The site's feature path that `recorded` ends with, longest first ("features/rules/106.feature")."""
    parts = PurePosixPath(recorded.replace("\\", "/")).parts
    for start in range(len(parts)):
        tail = "/".join(parts[start:])
        if tail in features:
            return tail
    return None


def _distinguish_labels(runs: list[EngineRun]) -> None:
    """Two runs of one engine and version get their file names added, so their columns can be told apart."""
    seen: dict[str, int] = {}
    for run in runs:
        seen[run.label] = seen.get(run.label, 0) + 1
    for run in runs:
        if seen[run.label] > 1:
            run.label = f"{run.label} ({run.source})"
