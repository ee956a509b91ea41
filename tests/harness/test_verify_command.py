"""`rulings verify` as a user runs it: exit codes, files written, expectations, selection, run_conformance."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from rulings.adapters.reference import ReferenceEngine
from rulings.cli import main
from rulings.results.records import read_records
from rulings.run.conformance import run_conformance
from rulings.run.verify import ProjectNotFound, find_project
from tests.harness.conftest import ROOT, engine_command


def test_verify_on_the_reference_engine_passes_and_writes_records_and_junit(tmp_path: Path) -> None:
    results, junit = tmp_path / "ref.jsonl", tmp_path / "ref.xml"
    result = CliRunner().invoke(
        main, ["verify", "--rule", "106.5", "--results", str(results), "--junit", str(junit)]
    )
    assert result.exit_code == 0, result.output
    assert "By rules section" in result.output and "compliance 100.0%" in result.output
    records = read_records(results)
    assert records and all("106.5" in r.rules for r in records)
    assert b"<testsuites" in junit.read_bytes()


def test_nothing_selected_exits_5(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["verify", "--rule", "999.9", "--results", str(tmp_path / "r.jsonl")])
    assert result.exit_code == 5, result.output


def test_expectations_turn_a_broken_engine_green_until_something_new_fails(tmp_path: Path) -> None:
    known = tmp_path / "always-wrong.json"
    base = [
        "verify",
        "--engine",
        f"cmd:{engine_command('always_wrong')}",
        "--results",
        str(tmp_path / "r.jsonl"),
    ]
    base += ["--expectations", str(known)]
    first = CliRunner().invoke(main, [*base, "--rule", "106.5", "--update-expectations"])
    assert first.exit_code == 0, first.output
    assert json.loads(known.read_text())["known"]
    again = CliRunner().invoke(main, [*base, "--rule", "106.5"])
    assert again.exit_code == 0, again.output
    assert "0 unexpected" in again.output
    wider = CliRunner().invoke(main, [*base, "--rule", "106.7"])
    assert wider.exit_code == 1 and "Unexpected" in wider.output


def test_update_expectations_needs_a_file() -> None:
    result = CliRunner().invoke(main, ["verify", "--update-expectations"])
    assert result.exit_code == 2 and "--expectations FILE" in result.output


def test_the_project_is_found_from_a_subdirectory_and_a_clear_error_elsewhere(tmp_path: Path) -> None:
    assert find_project(ROOT / "features" / "rules") == ROOT
    lonely = tmp_path / "elsewhere"
    lonely.mkdir()
    try:
        found = find_project(lonely)
    except ProjectNotFound as error:
        assert "tests/features/test_rulings.py" in str(error.message)
    else:  # an editable install falls back to its own checkout
        assert found == ROOT


def test_run_conformance_takes_an_engine_object_a_factory_or_a_spec() -> None:
    for engine in (ReferenceEngine(), ReferenceEngine, "reference"):
        result = run_conformance(engine, rules=["106.5"])
        assert result.records and result.compliance == 1.0, result.describe_failures()
    wrong = run_conformance(f"cmd:{engine_command('always_wrong')}", rules=["106.5"])
    assert wrong.compliance == 0.0 and "board:" in wrong.describe_failures()
