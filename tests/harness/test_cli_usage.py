"""Issue 12 items 3, 6 and 9: the CLI fails fast and clearly on usage errors (exit 2, naming the fix), says
where its results went, and its words and counts agree with the rulings site."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from rulings.cli import SUBCOMMANDS, main
from rulings.results.records import Record, read_records
from rulings.results.report import by_section
from rulings.run.conformance import run_conformance
from rulings.run.features import packaged_features
from rulings.site.build import page_results
from rulings.site.pages import build_pages
from rulings.suite.featurefile import read_features
from tests.harness.conftest import engine_command

FAST = 2.0  # seconds a usage error may take
RECORD = Record(
    "a-scenario",
    "A scenario",
    "features/rules/106-mana.feature",
    ["106.1"],
    [],
    [],
    "e",
    "1",
    "passed",
    "",
    0.1,
    "",
)


def invoke(*args: str) -> tuple[int, str, str, float]:
    """Run `rulings ARGS`; return the exit code, stdout, stderr and the seconds it took."""
    started = time.perf_counter()
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr, time.perf_counter() - started


@pytest.mark.parametrize(
    ("engine", "said"),
    [
        ("nosuch:Engine", "No module named 'nosuch'"),
        ("rulings.adapters:NoSuchEngine", "NoSuchEngine"),
        ("no-such-engine", "names no engine"),
        ("cmd:/nonexistent/engine --serve", "did not start"),
        (f"cmd:{engine_command('crash_at_start')}", "cannot open cards.db"),
    ],
)
def test_an_engine_that_cannot_start_is_a_usage_error_within_two_seconds(
    tmp_path: Path, engine: str, said: str
) -> None:
    code, out, err, seconds = invoke("verify", "--engine", engine, "--results", str(tmp_path / "r.jsonl"))
    assert code == 2, out + err
    assert said in " ".join(err.split()) and seconds < FAST
    assert not (tmp_path / "r.jsonl").exists()


def test_nothing_selected_is_said_on_stderr(tmp_path: Path) -> None:
    code, out, err, _ = invoke("verify", "--rule", "999.9", "--results", str(tmp_path / "r.jsonl"))
    assert code == 5
    assert "No scenario selected by --rule 999.9" in err and "No scenario" not in out


@pytest.mark.parametrize(
    ("option", "said"),
    [
        (["--timeout", "-1"], "--timeout"),
        (["--timeout", "0"], "--timeout"),
        (["-n", "banana"], "'banana' is not a number of processes"),
        (["-n", "0"], "is not a number of processes"),
    ],
)
def test_bad_option_values_are_usage_errors(option: list[str], said: str) -> None:
    code, _, err, seconds = invoke("verify", *option)
    assert code == 2 and said in err and seconds < FAST


def test_a_corrupt_expectations_file_is_a_usage_error_before_the_run(tmp_path: Path) -> None:
    known = tmp_path / "known.json"
    known.write_text("{not json")
    results = tmp_path / "r.jsonl"
    code, _, err, seconds = invoke("verify", "--expectations", str(known), "--results", str(results))
    assert code == 2 and "not JSON" in err and "--update-expectations" in err
    assert seconds < FAST and not results.exists()  # nothing ran


def test_a_missing_expectations_file_is_an_error_unless_it_is_to_be_written(tmp_path: Path) -> None:
    known = tmp_path / "known.json"
    base = ["verify", "--rule", "106.5", "--expectations", str(known), "--results", str(tmp_path / "r.jsonl")]
    code, _, err, seconds = invoke(*base)
    assert code == 2 and "no such file" in err and "--update-expectations" in err and seconds < FAST
    code, out, err, _ = invoke(*base, "--update-expectations")
    assert code == 0, out + err
    assert known.exists()


def test_a_selected_run_does_not_overwrite_the_whole_runs_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    whole = tmp_path / "results" / "reference.jsonl"
    whole.parent.mkdir()
    whole.write_text("kept\n")
    code, out, err, _ = invoke("verify", "--rule", "106.5", "--card", "reflecting-pool")
    assert code == 0, out + err
    assert whole.read_text() == "kept\n"
    selected = tmp_path / "results" / "reference-rule-106.5-card-reflecting-pool.jsonl"
    assert read_records(selected)
    assert f"results: {selected.relative_to(tmp_path)}" in out


def test_card_takes_the_cards_name_as_well_as_its_slug(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err, _ = invoke("verify", "--card", "Reflecting Pool")
    assert code == 0, out + err
    records = read_records(tmp_path / "results" / "reference-card-reflecting-pool.jsonl")
    assert records
    assert all("reflecting-pool" in r.cards for r in records)


def test_rulings_diff_on_unreadable_input_exits_2_not_1(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(RECORD.to_json() + "\n")
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("this is not a record\n")
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00")
    for bad in (garbage, binary, tmp_path / "missing.jsonl"):
        code, _, err, _ = invoke("diff", str(good), str(bad))
        assert code == 2, err
    assert invoke("diff", str(good), str(good))[0] == 0


def _every_command(group: click.Group, ctx: click.Context, path: list[str]) -> list[list[str]]:
    found = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        found.append([*path, name])
        if isinstance(command, click.Group):
            found += _every_command(command, click.Context(command, parent=ctx), [*path, name])
    return found


def test_dash_h_is_help_everywhere() -> None:
    commands = _every_command(main, click.Context(main), [])
    assert {c[0] for c in commands} == set(SUBCOMMANDS)
    for command in [[], *commands]:
        code, out, err, _ = invoke(*command, "-h")
        assert code == 0 and "Usage:" in out, (command, err)


def test_python_dash_m_rulings_is_the_rulings_command(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "rulings", "-h"], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and "Usage: rulings" in done.stdout and "verify" in done.stdout


def test_rulings_docs_outside_a_checkout_builds_the_packaged_suite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    code, out, err, _ = invoke("docs", "--output", "site")
    assert code == 0, out + err
    assert "using the installed suite" in err
    scenarios = int(out.split(" scenarios")[0].rsplit(" ", 1)[1])
    assert scenarios > 400 and (tmp_path / "site" / "rules" / "106.html").is_file()


def test_the_site_and_the_cli_count_a_section_alike(tmp_path: Path) -> None:
    results = tmp_path / "r.jsonl"
    run_conformance("reference", rules=["106.7", "502"], results=results)
    records = read_records(results)
    features_dir = packaged_features()
    features = read_features(features_dir)
    pages = build_pages(features, features_dir)
    runs = page_results(pages, [results])
    cli = by_section(records)
    site = {
        page.key: runs.tally(page.result_keys())[0]
        for page in pages
        if page.kind == "section" and runs.tally(page.result_keys())[0][1]
    }
    assert site == {key: (tally.counts["passed"], tally.total) for key, tally in cli.items()}
    assert set(cli) >= {"106", "502"}
