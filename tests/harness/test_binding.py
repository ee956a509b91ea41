"""Issue 12 items 2 and 4, and the plugin in an engine author's own pytest run: a broken feature file is named
and costs only itself, an unsupported scenario costs no traceback, the plugin is inert until asked."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from rulings.results.records import read_records
from rulings.run.conformance import run_conformance
from rulings.run.features import check_feature, misspelt_keyword, packaged_features
from rulings.run.pytest_process import run_pytest
from rulings.run.verify import VerifyOptions, pytest_arguments
from rulings.suite.featurefile import FeatureFileError
from tests.harness.conftest import copied_features, engine_command, run_pytest_in

MANA = "rules/106-mana.feature"
UNTAP = "rules/502-untap-step.feature"


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    """A copy of two feature files of the suite."""
    return copied_features(tmp_path / "features", MANA, UNTAP)


def test_every_packaged_feature_file_passes_the_checks() -> None:
    for path in sorted(packaged_features().rglob("*.feature")):
        check_feature(path)


def test_a_gherkin_syntax_error_names_the_file_and_line_and_the_rest_still_runs(suite: Path) -> None:
    broken = suite / UNTAP
    lines = broken.read_text().splitlines()
    lines[9:9] = ["  @a-tag-on-nothing", "  Given a step after a tag"]
    broken.write_text("\n".join(lines) + "\n")
    result = run_conformance("reference", features=suite)
    by_feature = {r.feature for r in result.records}
    # Issue 28: a --features directory's records name its files where they are.
    assert (suite / MANA).as_posix() in by_feature  # the suite is not lost
    [problem] = [r for r in result.records if r.outcome == "errored"]
    assert problem.feature == broken.as_posix()
    assert f"{broken}:11:" in problem.message
    assert all(r.outcome == "passed" for r in result.records if r is not problem)


def test_a_misspelt_scenario_keyword_is_caught(suite: Path) -> None:
    mana = suite / MANA
    text = mana.read_text()
    mana.write_text(text.replace("    Scenario: ", "    Scenari: ", 1))
    with pytest.raises(FeatureFileError, match="did you mean 'Scenario:'") as error:
        check_feature(mana)
    assert error.value.line is not None and error.value.line > 1
    result = run_conformance("reference", features=suite)
    assert [r.outcome for r in result.records if r.feature.endswith("106-mana.feature")] == ["errored"]


def test_a_scenario_hidden_in_a_description_is_caught_even_without_a_near_keyword(tmp_path: Path) -> None:
    path = tmp_path / "x.feature"
    path.write_text(
        textwrap.dedent("""\
        Feature: 106. Mana
          @rule:106.1
          Rule: 106.1
            Mana is the primary resource in the game.

            Sketch: a scenario no one will run
              Given Alice controls a Forest
              Then Alice's mana pool is empty
        """)
    )
    assert misspelt_keyword(path.read_text()) is None
    with pytest.raises(FeatureFileError, match="a step outside any scenario") as error:
        check_feature(path)
    assert error.value.line == 7


def test_an_unsupported_scenario_is_reported_without_a_traceback(tmp_path: Path) -> None:
    """Formatting pytest's traceback of every unsupported scenario made a young engine's run 10x slower."""
    options = VerifyOptions(f"cmd:{engine_command('unsupported')}", ["106.5"])
    for tracebacks in (False, True):  # not even in a run that shows the tracebacks of failures
        results = tmp_path / f"{tracebacks}.jsonl"
        code, output = run_pytest(
            [*pytest_arguments(options, results, tracebacks=tracebacks), "-rs"], show_progress=False
        )
        assert code == 0  # issue 28: what the engine declines is a skip with its reason, not a failure
        assert {(r.outcome, r.message) for r in read_records(results)} == {("unsupported", "no setup here")}
        assert "Traceback" not in output and "def " not in output and "_ _ _" not in output
    assert "unsupported: no setup here" in output


def test_a_failing_scenario_costs_no_traceback_and_keeps_its_record(tmp_path: Path) -> None:
    """A verify run shows no traceback, so it formats none (74-92 ms a failure): same records as with them."""
    options = VerifyOptions(f"cmd:{engine_command('always_wrong')}", ["106.5"])
    quiet, shown = tmp_path / "quiet.jsonl", tmp_path / "shown.jsonl"
    code, output = run_pytest(pytest_arguments(options, quiet), show_progress=False)
    assert code == 1
    assert "Traceback" not in output and "def " not in output and "_ _ _" not in output
    code, traced = run_pytest(pytest_arguments(options, shown, tracebacks=True), show_progress=False)
    assert code == 1
    assert "def " in traced  # the developer's run (make test) still shows the failing step's source

    def kept(path: Path) -> list[tuple[str, str, str]]:
        return [(r.scenario, r.outcome, r.message) for r in read_records(path)]

    assert kept(quiet) == kept(shown)
    assert {outcome for _, outcome, _ in kept(quiet)} == {"failed"}


PROJECT_TEST = """
from rulings.run.binding import *  # noqa: F403 - every rulings scenario, as tests of this module


def test_my_own() -> None:
    assert True
"""
OTHER_BDD = """
Feature: Someone else's
  Scenario: their own step
    Given something of theirs
"""
OTHER_STEPS = """
from pytest_bdd import given, scenarios

scenarios("other.feature")


@given("something of theirs")
def theirs() -> None:
    pass
"""


def test_the_entry_point_plugin_is_inert_until_asked_then_runs_the_suite(tmp_path: Path) -> None:
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --strict-markers\n")
    (tmp_path / "test_conformance.py").write_text(PROJECT_TEST)
    (tmp_path / "other.feature").write_text(OTHER_BDD)
    (tmp_path / "test_other.py").write_text(OTHER_STEPS)
    quiet = run_pytest_in(tmp_path)
    assert quiet.returncode == 0, quiet.stdout[-3000:]
    assert "2 passed" in quiet.stdout and " skipped" in quiet.stdout  # theirs pass, ours wait
    asked = run_pytest_in(tmp_path, "--rulings-engine", "reference", "--rulings-rule", "106.5", "-rs")
    assert asked.returncode == 0, asked.stdout[-3000:]
    assert "14 passed" in asked.stdout, asked.stdout[-2000:]  # 12 of ours, their 2


def test_a_bad_engine_in_a_users_pytest_run_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "test_conformance.py").write_text(PROJECT_TEST)
    done = run_pytest_in(tmp_path, "--rulings-engine", "cmd:/nonexistent/engine")
    assert done.returncode == pytest.ExitCode.USAGE_ERROR
    assert "did not start" in done.stderr
