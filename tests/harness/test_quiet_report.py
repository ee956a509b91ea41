"""Issue 28: a report a person can read: only the sections and cards not at 100% (none when all are), a
one-line total, headers whole in a log, and with expectations only the unexpected failures in full."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from rulings.cli import main
from rulings.results.report import print_report
from tests.harness.conftest import engine_command
from tests.harness.test_report import RUN, record


def report(records: list, tmp_path: Path, width: int = 200, **options: object) -> str:  # type: ignore[type-arg]
    console = Console(record=True, width=width, file=(tmp_path / "out.txt").open("w"))
    print_report(console, records, tmp_path, **options)  # type: ignore[arg-type]
    return console.export_text()


def test_when_everything_passes_only_the_total_is_printed(tmp_path: Path) -> None:
    passing = [record("Pool and Forest"), record("Untap", feature="features/rules/502-untap-step.feature")]
    text = report(passing, tmp_path)
    assert text.strip() == "careless: 2 scenarios: 2 passed; compliance 100.0%"


def test_only_the_groups_not_at_100_percent_are_listed_and_the_rest_counted(tmp_path: Path) -> None:
    text = report(RUN, tmp_path)
    rows = [line.split()[0] for line in text.splitlines() if line[:3].isdigit() or line.startswith("prophet")]
    assert rows == ["106", "prophet-of-kruphix"]  # 502 passed all its scenarios: not a row
    assert "The 1 sections and cards at 100% are not shown." in " ".join(text.split())
    assert text.rstrip().splitlines()[-1].startswith("careless: 6 scenarios:")


def test_headers_are_whole_in_a_log_when_a_label_is_long(tmp_path: Path) -> None:
    slug = "a-card-whose-name-is-far-longer-than-any-column-should-ever-be-allowed-to-grow"
    long = record("Long", "failed", cards=[slug], feature=f"features/cards/{slug}.feature")
    text = report([*RUN, long], tmp_path, width=100)  # as `rulings verify` prints to a log: 120 columns
    headers = [line for line in text.splitlines() if "┃" in line]
    assert len(headers) == 2  # by section, by card
    for header in headers:
        words = [word.strip() for word in header.split("┃")[1:]]
        assert words == ["passed", "failed", "unsupported", "errored", "timeout", "compliance"], header


def test_with_expectations_only_the_unexpected_failures_are_shown_in_full(tmp_path: Path) -> None:
    known = next(r for r in RUN if r.outcome == "failed")
    detailed = {r.scenario for r in RUN if r.outcome in ("errored", "timeout")}
    text = report(RUN, tmp_path, detailed=detailed, known="known.json")
    assert "Unexpected failures" in text
    assert known.name not in text.split("Unexpected failures")[1].split("known failures")[0]
    assert "1 known failures (in known.json) are not shown." in text
    assert "TIMEOUT" in text and "ERRORED" in text


def test_update_expectations_on_a_new_file_is_quiet(tmp_path: Path) -> None:
    known = tmp_path / "known.json"
    args = ["verify", "--engine", f"cmd:{engine_command('always_wrong')}", "--rule", "106.5"]
    args += ["--results", str(tmp_path / "r.jsonl"), "--expectations", str(known), "--update-expectations"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    written = json.loads(known.read_text())["known"]
    assert written and "Unexpected" not in result.output and "FAILED" not in result.output
    assert f"expectations written: {known} ({len(written)} known failures)" in " ".join(result.output.split())
