"""Result records: one JSON line per scenario, written the moment it finishes, merged across xdist workers."""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import MISSING, dataclass, fields
from pathlib import Path
from typing import Literal

from rulings.errors import RulingsError
from rulings.results.store import run_parts

Outcome = Literal["passed", "failed", "unsupported", "errored", "timeout"]
OUTCOMES: tuple[Outcome, ...] = ("passed", "failed", "unsupported", "errored", "timeout")


@dataclass(frozen=True)
class Record:
    """What happened to one scenario on one engine."""

    scenario: str  # the scenario's stable id (its @id tag, rulings/suite/ids.py); the node id if it has none
    name: str
    feature: str  # path of the .feature file, relative to the project
    rules: list[str]
    cards: list[str]
    rulings: list[str]
    engine: str
    engine_version: str
    outcome: Outcome
    message: str
    duration: float
    board: str  # the board in our notation
    node: str = ""  # the pytest node id (made from the title; records written before ids had only this)
    # The CR edition (YYYY-MM-DD) the scenario's quotes were checked against: the lock's `checked_against`;
    # "" in records written before it was recorded.
    edition: str = ""
    fault: str = ""  # "suite": the suite's own fault (a feature file, a step, a card name), not the engine's
    line: int = 0  # the scenario's line in its feature file (0: unknown, as in records written before it)

    def to_json(self) -> str:
        """One line of JSON (the fields read directly: `asdict`'s deep copy was three quarters of the cost, at
        every scenario)."""
        return json.dumps({name: getattr(self, name) for name in _FIELDS}, ensure_ascii=False, sort_keys=True)


_FIELDS = tuple(f.name for f in fields(Record))


def read_records(path: Path) -> list[Record]:
    """Read a JSON Lines file of records; a ValueError names the line that is not a record, and why."""
    records = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                records.append(record_from(json.loads(line)))
            except (TypeError, ValueError) as bad:
                raise ValueError(f"{path}:{number}: not a result record ({bad})") from None
    return records


_LISTS = ("rules", "cards", "rulings")
_NUMBERS = ("duration",)
_WHOLE_NUMBERS = ("line",)


def record_from(fields: object) -> Record:
    """A record from its JSON object, every field of the right type and the outcome one of OUTCOMES (a
    ValueError says which field is wrong)."""
    if not isinstance(fields, dict):
        raise ValueError(f"a record is a JSON object, not {type(fields).__name__}")
    known = Record.__dataclass_fields__
    unknown = sorted(set(fields) - set(known))
    if unknown:
        raise ValueError(f"unknown fields {', '.join(unknown)}")
    missing = sorted(name for name, spec in known.items() if name not in fields and spec.default is MISSING)
    if missing:
        raise ValueError(f"missing fields {', '.join(missing)}")
    for name, value in fields.items():
        if name in _LISTS:
            wrong = not isinstance(value, list) or not all(isinstance(item, str) for item in value)
            kind = "a list of strings"
        elif name in _NUMBERS:
            wrong, kind = isinstance(value, bool) or not isinstance(value, (int, float)), "a number"
        elif name in _WHOLE_NUMBERS:
            wrong, kind = isinstance(value, bool) or not isinstance(value, int), "a whole number"
        else:
            wrong, kind = not isinstance(value, str), "a string"
        if wrong:
            raise ValueError(f"{name!r} must be {kind}, not {json.dumps(value)[:60]}")
    if fields["outcome"] not in OUTCOMES:
        raise ValueError(f"outcome {fields['outcome']!r} is not one of {', '.join(OUTCOMES)}")
    return Record(**fields)


class ResultsWriteError(RulingsError, OSError):
    """A record could not be written (a full disk, a file size limit): the file ends at its last whole line."""


class RecordWriter:
    """Appends records to this process's part file of this run (rulings/results/store.py), handing each to
    the operating system as it is written, so an interrupted run keeps them all."""

    def __init__(self, target: Path, worker: str, run: str) -> None:
        self.target = target
        self.run = run
        self.part = run_parts(target, run) / f"{worker}.jsonl"
        self.part.parent.mkdir(parents=True, exist_ok=True)
        self._fd = os.open(self.part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_APPEND, 0o644)
        self._size = 0

    def write(self, record: Record) -> None:
        """Write one record as one whole line; a ResultsWriteError (the line taken back) if it cannot be.

        A written line survives Ctrl-C and a killed process (a CI timeout): the kernel holds the data. An
        fsync would only add power-loss safety, at about 4 ms a record: more than a scenario costs."""
        data = (record.to_json() + "\n").encode("utf-8")
        try:
            written = 0
            while written < len(data):
                written += os.write(self._fd, data[written:])
        except OSError as error:
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, self._size)  # no torn last line
            kept = "; the records before it are kept there" if self._size else ""
            raise ResultsWriteError(
                f"cannot write the record of {record.scenario} to {self.part} ({error.strerror or error}){kept}"
            ) from None
        self._size += len(data)

    def close(self) -> None:
        """Close the part file."""
        os.close(self._fd)
