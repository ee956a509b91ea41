"""Shared by the fault-injection suite: how to name a misbehaving engine, and a verify run on a selection."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from rich.console import Console

from rulings.results.records import Record, read_records
from rulings.run.verify import VerifyOptions, verify

ROOT = Path(__file__).resolve().parents[2]
SELECTION = ["106.5"]  # scenarios with and without Reflecting Pool, the misbehaving engines' trigger card
TRIGGER = "Reflecting Pool"


def misbehaving(mode: str, *args: str) -> str:
    """The --engine value of tests/faults/misbehave.py in this mode."""
    return "cmd:" + shlex.join([sys.executable, "-m", "tests.faults.misbehave", mode, *args])


def run(
    tmp_path: Path,
    engine: str,
    *,
    rules: list[str] | None = None,
    cards: list[str] | None = None,
    timeout: float | None = 2.0,
    features: Path | None = None,
    junit: Path | None = None,
) -> tuple[int, list[Record], str]:
    """Verify an engine; return the exit code, the records and the report (stdout and stderr)."""
    results = tmp_path / "results.jsonl"
    out = Console(record=True, width=250, file=(tmp_path / "report.txt").open("w"))
    err = Console(record=True, width=250, file=(tmp_path / "errors.txt").open("w"))
    selection = SELECTION if rules is None and cards is None else rules or []
    options = VerifyOptions(engine, selection, cards or [], None, results, timeout, features)
    code = verify(options, out, show_progress=False, errors=err, junit=junit)
    records = read_records(results) if results.exists() else []
    return code, records, out.export_text() + err.export_text()


def with_trigger(record: Record) -> bool:
    """Whether the scenario's board holds the trigger card."""
    return f"={TRIGGER}@" in record.board


@pytest.fixture(autouse=True)
def _at_project_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Engines and verify runs start from the project root, as `make` does."""
    monkeypatch.chdir(ROOT)
