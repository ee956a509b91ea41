"""Engine results on the site: records matched to scenarios, worst outcome shown, failures explained."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from rulings.results.records import read_records
from rulings.site.pages import build_pages
from rulings.site.results import Counts, collect_results, split_expectation
from rulings.suite.featurefile import read_features
from tests.docs.site_inputs import record, write_records, write_synthetic_features

KEYS = [("rules/106-mana.feature", "A"), ("rules/106-mana.feature", "B"), ("cards/pool.feature", "A")]
FEATURES = ["rules/106-mana.feature", "cards/pool.feature"]
ALIASES = {key: key for key in KEYS}


def test_expected_and_observed_are_split_out_of_failure_messages() -> None:
    assert split_expectation("Alice's mana pool: expected {B}, observed {B}{B}") == (
        "Alice's mana pool",
        "{B}",
        "{B}{B}",
    )
    assert split_expectation("Forest could produce: expected {G}, observed nothing") == (
        "Forest could produce",
        "{G}",
        "nothing",
    )
    assert split_expectation("the engine allowed an action the rules forbid") is None


def test_records_match_scenarios_by_the_tail_of_their_feature_path(tmp_path: Path) -> None:
    results_file = write_records(
        tmp_path / "run.jsonl",
        [
            record("features/rules/106-mana.feature", "A", "x", "passed"),
            record(
                "/elsewhere/checkout/features/cards/pool.feature",
                "A",
                "x",
                "failed",
                "expected {G}, observed {C}",
            ),
            record("features/rules/106-mana.feature", "No such scenario", "x", "passed"),
            record("features/rules/999.feature", "A", "x", "errored"),
        ],
    )
    results = collect_results([results_file], FEATURES, ALIASES)
    (run,) = results.runs
    assert run.label == "x 0.1"
    assert results.cells(KEYS[0])[0] is not None and results.cells(KEYS[0])[0].outcome == "passed"  # type: ignore[union-attr]
    assert results.cells(KEYS[1]) == [None]
    cell = run.cells[KEYS[2]]
    assert cell.outcome == "failed" and cell.expectation == ("", "{G}", "{C}")
    assert [r.name for r in run.unmatched] == ["No such scenario", "A"]
    assert run.counts == {"passed": 2, "failed": 1, "unsupported": 0, "errored": 1, "timeout": 0}
    assert run.compliance == 0.5
    assert results.tally(KEYS) == [(1, 2)]


def test_an_outline_shows_its_worst_example(tmp_path: Path) -> None:
    results_file = write_records(
        tmp_path / "run.jsonl",
        [
            record("features/rules/106-mana.feature", "A", "x", "passed"),
            record("features/rules/106-mana.feature", "A", "x", "failed", "expected 1, observed 2"),
            record("features/rules/106-mana.feature", "A", "x", "unsupported"),
        ],
    )
    cell = collect_results([results_file], FEATURES, ALIASES).runs[0].cells[KEYS[0]]
    assert (cell.outcome, cell.count) == ("failed", 3)


def test_two_runs_of_one_engine_are_told_apart_by_file_name(tmp_path: Path) -> None:
    first = write_records(
        tmp_path / "monday.jsonl", [record("features/rules/106-mana.feature", "A", "x", "passed")]
    )
    second = write_records(
        tmp_path / "tuesday.jsonl", [record("features/rules/106-mana.feature", "A", "x", "failed")]
    )
    labels = [run.label for run in collect_results([first, second], FEATURES, ALIASES).runs]
    assert labels == ["x 0.1 (monday.jsonl)", "x 0.1 (tuesday.jsonl)"]


def test_the_examples_of_an_outline_are_filed_under_the_outline(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    pages = build_pages(read_features(directory), directory)
    outline = next(
        block
        for page in pages
        for f in page.features
        for _, block in f.scenarios()
        if block.scenario.examples
    )
    assert outline.recorded_names == (
        "A basic <land> could produce its own color",
        "A basic Forest could produce its own color",
        "A basic Island could produce its own color",
    )
    results_file = write_records(
        tmp_path / "run.jsonl",
        [
            record(
                "features/rules/106-mana.feature", "A basic Forest could produce its own color", "x", "passed"
            ),
            record(
                "features/rules/106-mana.feature", "A basic Island could produce its own color", "x", "failed"
            ),
        ],
    )
    results = collect_results([results_file], ["rules/106-mana.feature"], outline.result_aliases())
    cell = results.runs[0].cells[outline.result_key]
    assert (cell.outcome, cell.count) == ("failed", 2)


def test_counts_per_run_take_each_scenarios_worst_outcome_and_name_the_missing(tmp_path: Path) -> None:
    first = write_records(
        tmp_path / "first.jsonl",
        [
            record("features/rules/106-mana.feature", "A", "one", "passed"),
            record("features/rules/106-mana.feature", "A", "one", "unsupported"),  # an outline's second row
            record("features/rules/106-mana.feature", "B", "one", "failed", "expected {G}, observed {C}"),
        ],
    )
    second = write_records(
        tmp_path / "second.jsonl",
        [record("features/rules/106-mana.feature", "A", "two", "passed")],
    )
    results = collect_results([first, second], FEATURES, ALIASES)
    one, two = results.counts(KEYS)
    assert (one.passed, one.failed, one.unsupported, one.missing, one.run) == (0, 1, 1, 1, 2)
    assert (two.passed, two.failed, two.unsupported, two.missing, two.run) == (1, 0, 0, 2, 1)
    assert one.grade == "none" and two.grade == "all" and Counts().grade == "empty"
    assert (one + two).run == 3 and (one + two).missing == 3
    assert one.describe("one 0.1") == "one 0.1: 0 passed, 1 failed, 1 unsupported of 2; 1 not run"
    assert Counts(passed=9, failed=1).grade == "most" and Counts(passed=1, errored=1).grade == "some"


def test_each_run_names_the_cr_edition_its_scenarios_were_checked_against(tmp_path: Path) -> None:
    checked = dataclasses.replace(
        record("features/rules/106-mana.feature", "A", "x", "passed"), edition="2026-09-25"
    )
    older = record("features/rules/106-mana.feature", "B", "x", "passed")  # written before the field existed
    path = write_records(tmp_path / "run.jsonl", [checked, older])
    assert read_records(path)[1].edition == ""
    [run] = collect_results([path], FEATURES, ALIASES).runs
    assert run.editions == ["September 25, 2026"]
