"""Stable scenario ids (issue 12, item 10): every scenario of the suite has exactly one `@id:` tag, unique
across the suite; a missing or doubled one is named by file:line; records, expectations and run diffs key on
it, and files written before ids (keyed by pytest node ids) are still read."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rulings.results import expectations
from rulings.results.diff import diff_runs
from rulings.results.records import Record
from rulings.run.conformance import run_conformance
from rulings.run.pytest_plugin import pytest_collection_modifyitems
from rulings.suite.featurefile import read_features
from rulings.suite.ids import check_ids, located_scenarios, new_id
from tests.editions.feature_files import write_features

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
SCENARIOS_IN_THE_SUITE = 429


def test_every_scenario_of_the_suite_has_exactly_one_id_unique_across_the_suite() -> None:
    features = read_features(FEATURES)
    problems = check_ids(features)
    assert not problems, "\n".join(map(str, problems))
    located = list(located_scenarios(features))
    assert len(located) >= SCENARIOS_IN_THE_SUITE
    assert len({i for scenario in located for i in scenario.ids}) == len(located)


TWO_FILES = {
    "a.feature": """\
Feature: A

  Rule: 106.1
    Text.

    @id:one
    Scenario: One
      Given Alice controls a Forest

    Scenario: No id here
      Given Alice controls a Forest

    @id:two @id:three
    Scenario: Two ids
      Given Alice controls a Forest
""",
    "b.feature": """\
Feature: B

  @id:rule-wide
  Rule: 106.2
    Text.

    @id:one
    Scenario: Same id as in a.feature
      Given Alice controls a Forest

    @id:Not_A_Slug
    Scenario: Malformed
      Given Alice controls a Forest
""",
}


def test_a_missing_doubled_taken_or_malformed_id_is_named_by_file_and_line(tmp_path: Path) -> None:
    features = write_features(tmp_path, TWO_FILES)
    problems = [str(p) for p in check_ids(read_features(features))]
    a, b = features / "a.feature", features / "b.feature"
    assert any(p.startswith(f"{a}:10: ") and "'No id here' has no @id tag" in p for p in problems)
    assert any(p.startswith(f"{a}:14: ") and "has 2 ids" in p for p in problems)
    assert any(p.startswith(f"{b}:8: ") and f"'one' is already the id of {a}:7" in p for p in problems), (
        problems
    )
    assert any(p.startswith(f"{b}:4: ") and "a Rule has an @id tag" in p for p in problems)
    assert any(p.startswith(f"{b}:12: ") and "'Not_A_Slug' is not lowercase" in p for p in problems)
    assert len(problems) == 5, problems


def test_an_id_is_a_readable_slug_of_the_title_unique_and_short() -> None:
    assert (
        new_id("A cost can't be paid with mana that isn't there", ())
        == "a-cost-cant-be-paid-with-mana-that-isnt-there"
    )
    assert new_id('"Any color" means the five colors', {"any-color-means-the-five-colors"}) == (
        "any-color-means-the-five-colors-2"
    )
    long = new_id("word " * 40, ())
    assert len(long) <= 60 and not long.endswith("-") and long.startswith("word-word")


def test_the_script_gives_ids_to_new_scenarios_only_and_then_finds_nothing_to_do(tmp_path: Path) -> None:
    features = write_features(
        tmp_path, {"a.feature": TWO_FILES["a.feature"].replace("@id:two @id:three\n", "")}
    )
    script = [sys.executable, str(ROOT / "scripts" / "assign_scenario_ids.py")]
    check = subprocess.run([*script, "--check", str(features)], capture_output=True, text=True, check=False)
    assert check.returncode == 1 and "a.feature:10: scenario 'No id here' has no @id tag" in check.stderr
    subprocess.run([*script, str(features)], check=True, capture_output=True)
    ids = {s.scenario.name: s.ids for s in located_scenarios(read_features(features))}
    assert ids == {"One": ("one",), "No id here": ("no-id-here",), "Two ids": ("two-ids",)}
    before = (features / "a.feature").read_text()
    again = subprocess.run([*script, str(features)], capture_output=True, text=True, check=True)
    assert "gave 0 scenarios" in again.stdout and (features / "a.feature").read_text() == before


def test_records_carry_the_id_as_scenario_and_the_node_id_as_node() -> None:
    by_name = {
        (str(s.path.relative_to(ROOT)), s.scenario.name): s.ids[0]
        for s in located_scenarios(read_features(FEATURES))
    }
    result = run_conformance("reference", rules=["106.1a"])
    assert result.records
    for r in result.records:
        assert r.scenario == by_name[r.feature, r.name]
        assert "binding.py::test_" in r.node


class _Item:
    def __init__(self, node: str, scenario_id: str) -> None:
        self.nodeid = node
        self.scenario_id = scenario_id

    def get_closest_marker(self, name: str) -> Any:
        return pytest.mark.id(self.scenario_id).mark if name == "id" else None


class _SuiteRun:
    """The options of a run that asked for the suite (--rulings-engine reference), nothing selected."""

    def getoption(self, name: str, default: Any = None) -> Any:
        return "reference" if name == "rulings_engine" else []


def test_a_run_refuses_two_scenarios_of_one_id() -> None:
    items: Any = [_Item("t.py::test_a", "same"), _Item("t.py::test_b", "same")]
    with pytest.raises(
        pytest.UsageError, match=r"two scenarios have the id 'same': t\.py::test_a and t\.py::test_b"
    ):
        pytest_collection_modifyitems(_SuiteRun(), items)  # type: ignore[arg-type]


def _record(scenario: str, node: str, outcome: str) -> Record:
    return Record(
        scenario=scenario,
        name="Reflecting Pool alone produces no mana",
        feature="features/rules/106-mana.feature",
        rules=["106.5"],
        cards=[],
        rulings=[],
        engine="careless",
        engine_version="1",
        outcome=outcome,  # type: ignore[arg-type]
        message="",
        duration=0.0,
        board="",
        node=node,
    )


NODE = "tests/features/test_rulings.py::test_reflecting_pool_alone_produces_no_mana"
ID = "reflecting-pool-alone-produces-no-mana"


def test_an_expectations_file_keyed_by_node_ids_still_judges_a_run_and_is_rewritten_by_ids() -> None:
    old = expectations.Expectations({NODE: "failed"}, "careless")
    run = [_record(ID, NODE, "failed")]
    judged = expectations.judge(run, old, complete_run=True)
    assert judged.ok and judged.as_expected == 1 and not judged.stale
    assert expectations.updated(run, old, complete_run=True).known == {ID: "failed"}
    renamed = [replace(run[0], name="Reflecting Pool alone makes nothing", node="t.py::test_renamed")]
    assert expectations.judge(renamed, expectations.Expectations({ID: "failed"}), True).as_expected == 1


def test_a_run_diff_matches_a_run_recorded_before_ids_by_node_id(tmp_path: Path) -> None:
    before_ids = _record(NODE, "", "passed")  # as records were written before ids: no node
    now = _record(ID, NODE, "failed")
    diff = diff_runs([before_ids], [now])
    assert len(diff.regressed) == 1 and not diff.added and not diff.removed
    renamed = replace(now, name="A new title", node="t.py::test_a_new_title")
    assert diff_runs([now], [renamed]).unchanged == 1
