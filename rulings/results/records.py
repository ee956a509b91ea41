"""Result records: one JSON line per scenario, written the moment it finishes, merged across xdist workers."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

Outcome = Literal["passed", "failed", "unsupported", "errored", "timeout"]
OUTCOMES: tuple[Outcome, ...] = ("passed", "failed", "unsupported", "errored", "timeout")


@dataclass(frozen=True)
class Record:
    """What happened to one scenario on one engine."""

    scenario: str  # the scenario's stable id (its @id tag, rulings/spec/ids.py); the node id if it has none
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
    line: int = 0  # the scenario's line in its feature file (0: unknown, as in records written before it)

    def to_json(self) -> str:
        """One line of JSON."""
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)


def read_records(path: Path) -> list[Record]:
    """Read a JSON Lines file of records; a ValueError names the line that is not a record."""
    records = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                records.append(Record(**json.loads(line)))
            except (TypeError, ValueError) as bad:
                raise ValueError(f"{path}:{number}: not a result record ({bad})") from None
    return records


class RecordWriter:
    """Appends records to this process's part file, flushing each, so an interrupted run keeps them all."""

    def __init__(self, target: Path, worker: str) -> None:
        self.target = target
        self.part = part_path(target, worker)
        self.part.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.part.open("w", encoding="utf-8")

    def write(self, record: Record) -> None:
        """Write one record and hand it to the operating system."""
        self._file.write(record.to_json() + "\n")
        # A flush survives Ctrl-C and a killed process (a CI timeout): the kernel holds the data. An fsync
        # would only add power-loss safety, at about 4 ms a record: more than a scenario costs.
        self._file.flush()

    def close(self) -> None:
        """Close the part file."""
        self._file.close()


def part_path(target: Path, worker: str) -> Path:
    """Where a worker writes its share of the records."""
    return target.with_name(f".{target.name}.parts") / f"{worker}.jsonl"


def merge_parts(target: Path) -> int:
    """Gather the workers' part files into the target, sorted by scenario; return the record count."""
    parts_dir = part_path(target, "x").parent
    lines: list[str] = []
    for part in sorted(parts_dir.glob("*.jsonl")):
        lines += [line for line in part.read_text(encoding="utf-8").splitlines() if line.strip()]
        part.unlink()
    if parts_dir.exists():
        parts_dir.rmdir()
    lines.sort(key=lambda line: str(json.loads(line)["scenario"]))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return len(lines)
