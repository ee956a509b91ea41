"""`rulings verify` end to end against the broken engines: each misbehaviour lands in the records as the
right outcome with a clear message, the scenarios without the trigger card still pass, the run finishes."""

from __future__ import annotations

import time
from pathlib import Path

import click
import pytest
from rich.console import Console

from rulings.results.records import Record, read_records
from rulings.run.verify import VerifyOptions, verify
from tests.harness.conftest import engine_command

SELECTION = ["106.5"]  # scenarios with and without Reflecting Pool, the broken engines' trigger card
TRIGGER = "Reflecting Pool"


def run(tmp_path: Path, command: str, timeout: float = 2.0) -> tuple[int, list[Record], str]:
    """Verify a command engine on the selection; return the exit code, the records and the report."""
    results = tmp_path / "results.jsonl"
    console = Console(record=True, width=200, file=(tmp_path / "report.txt").open("w"))
    code = verify(
        VerifyOptions(f"cmd:{command}", SELECTION, results=results, timeout=timeout),
        console,
        show_progress=False,
    )
    return code, read_records(results), console.export_text()


def with_trigger(record: Record) -> bool:
    """Whether the scenario's board holds the trigger card."""
    return f"={TRIGGER}@" in record.board


@pytest.mark.parametrize(
    ("engine", "outcome", "message"),
    [
        ("crash_mid_scenario", "errored", "exit code 139"),
        ("hang", "timeout", "did not answer"),
        ("garbage", "errored", "not JSON"),
        ("wrong_seq", "errored", "with seq"),
    ],
)
def test_a_misbehaving_engine_costs_only_the_scenarios_it_misbehaves_in(
    tmp_path: Path, engine: str, outcome: str, message: str
) -> None:
    code, records, report = run(tmp_path, engine_command(engine), timeout=0.5)
    assert code == 1
    bad = [r for r in records if with_trigger(r)]
    good = [r for r in records if not with_trigger(r)]
    assert bad and good
    assert {r.outcome for r in bad} == {outcome}
    assert all(message in r.message for r in bad)
    assert {r.outcome for r in good} == {"passed"}
    assert outcome.upper() in report and "board: " in report


@pytest.mark.parametrize(
    ("engine", "said"),
    [("crash_at_start", "cannot open cards.db"), ("wrong_version", "speaks protocol 2")],
)
def test_an_engine_that_does_not_start_is_a_usage_error_before_any_scenario(
    tmp_path: Path, engine: str, said: str
) -> None:
    """Issue 12 item 3: not one errored record per scenario, but a usage error quoting the engine."""
    started = time.perf_counter()
    with pytest.raises(click.UsageError, match="did not start") as error:
        run(tmp_path, engine_command(engine))
    assert time.perf_counter() - started < 2
    assert said in error.value.message
    assert not (tmp_path / "results.jsonl").exists()


def test_stderr_noise_changes_nothing(tmp_path: Path) -> None:
    code, records, _ = run(tmp_path, engine_command("stderr_noise"))
    assert code == 0
    assert records and {r.outcome for r in records} == {"passed"}


def test_an_engine_that_declines_everything_is_unsupported_not_failed(tmp_path: Path) -> None:
    code, records, report = run(tmp_path, engine_command("unsupported"))
    assert code == 1
    assert records and {r.outcome for r in records} == {"unsupported"}
    assert "no setup here" in report and "compliance 0.0%" in report


def test_an_engine_that_is_always_wrong_fails_every_scenario(tmp_path: Path) -> None:
    code, records, report = run(tmp_path, engine_command("always_wrong"))
    assert code == 1
    assert records and {r.outcome for r in records} == {"failed"}
    assert "FAILED" in report
