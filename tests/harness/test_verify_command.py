"""`rulings verify` as a user runs it: exit codes, files written, expectations, selection, run_conformance."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.adapters.reference import ReferenceEngine
from rulings.cli import main
from rulings.results.records import read_records
from rulings.run.conformance import run_conformance
from tests.harness.conftest import engine_command


def test_verify_on_the_reference_engine_passes_and_writes_records_and_junit(tmp_path: Path) -> None:
    results, junit = tmp_path / "ref.jsonl", tmp_path / "ref.xml"
    result = CliRunner().invoke(
        main, ["verify", "--rule", "106.5", "--results", str(results), "--junit", str(junit)]
    )
    assert result.exit_code == 0, result.output
    assert "compliance 100.0%" in result.output
    assert "By rules section" not in result.output  # issue 28: no table of rows all at 100%
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
    assert "0 unexpected" in " ".join(again.output.split())  # the console may wrap a long results path
    wider = CliRunner().invoke(main, [*base, "--rule", "106.7"])
    assert wider.exit_code == 1 and "Unexpected" in wider.output


def test_update_expectations_needs_a_file() -> None:
    result = CliRunner().invoke(main, ["verify", "--update-expectations"])
    assert result.exit_code == 2 and "--expectations FILE" in result.output


def test_verify_runs_the_packaged_suite_from_any_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # no checkout, no features/ here: the packaged suite runs
    (tmp_path / "conftest.py").write_text("raise SystemExit('the user conftest must not load')\n")
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --this-option-does-not-exist\n")
    monkeypatch.setenv("PYTEST_ADDOPTS", "--nor-this-one")
    result = CliRunner().invoke(main, ["verify", "--rule", "106.5"])
    assert result.exit_code == 0, result.output
    records = read_records(tmp_path / "results" / "reference-rule-106.5.jsonl")
    assert records and all(r.feature.startswith("features/") for r in records)
    assert records[0].node.startswith("rulings/run/binding.py::test_")


def test_run_conformance_takes_an_engine_object_a_factory_or_a_spec() -> None:
    for engine in (ReferenceEngine(), ReferenceEngine, "reference"):
        result = run_conformance(engine, rules=["106.5"])
        assert result.records and result.compliance == 1.0, result.describe_failures()
    wrong = run_conformance(f"cmd:{engine_command('always_wrong')}", rules=["106.5"])
    assert wrong.compliance == 0.0 and "board:" in wrong.describe_failures()
