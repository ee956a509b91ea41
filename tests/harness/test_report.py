"""The report, JUnit XML, expectations and run diffs, from records alone (no engine runs here)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from rulings.cli import main
from rulings.results import expectations
from rulings.results.diff import diff_runs
from rulings.results.records import Record
from rulings.results.report import by_card, by_section, junit_xml, overall, print_report
from rulings.run.verify import engine_slug

BOARD = "Alice,Bob | 1 Alice precombat_main, priority Alice | reflecting-pool=Reflecting Pool@Alice"


def record(
    name: str, outcome: str = "passed", rules: tuple[str, ...] = ("106.5",), **fields: object
) -> Record:
    """A result record with sensible defaults."""
    base = Record(
        scenario=f"tests/features/test_rulings.py::test_{name.lower().replace(' ', '_')}",
        name=name,
        feature="features/rules/106-mana.feature",
        rules=list(rules),
        cards=[],
        rulings=[],
        engine="careless",
        engine_version="1.0",
        outcome=outcome,  # type: ignore[arg-type]
        message="" if outcome == "passed" else "Alice's mana pool: expected empty, observed {C}",
        duration=0.001,
        board=BOARD,
    )
    return replace(base, **fields)  # type: ignore[arg-type]


PROPHET = "features/cards/prophet-of-kruphix.feature"
RUN = [
    record("Pool alone", "failed"),
    record("Pool and Forest"),
    record("Orchard", "unsupported", ("106.7",), cards=["exotic-orchard"], message="no such card"),
    record(
        "Prophet untaps",
        "timeout",
        ("502.3", "106.7"),
        cards=["prophet-of-kruphix"],
        message="no answer",
        feature=PROPHET,
    ),
    record("Ruling only", "errored", (), cards=["prophet-of-kruphix"], message="crashed", feature=PROPHET),
    record("Untap", "passed", ("502.3", "106.1"), feature="features/rules/502-untap-step.feature"),
]


def test_tallies_count_each_scenario_once_where_the_site_files_it() -> None:
    """Issue 12 item 9: the tables add up to the run, by feature file as the rulings site's pages."""
    sections, cards = by_section(RUN), by_card(RUN)
    assert list(sections) == ["106", "502"]
    assert sections["106"].counts == {"passed": 1, "failed": 1, "unsupported": 1, "errored": 0, "timeout": 0}
    assert sections["502"].total == 1  # it cites 106.1 too, and still counts once
    assert cards == {"prophet-of-kruphix": cards["prophet-of-kruphix"]}
    assert cards["prophet-of-kruphix"].total == 2
    assert sum(t.total for t in [*sections.values(), *cards.values()]) == len(RUN)
    assert overall(RUN).total == len(RUN)


def test_the_report_shows_each_failure_with_its_rule_expected_observed_and_board(tmp_path: Path) -> None:
    console = Console(record=True, width=200, file=(tmp_path / "out.txt").open("w"))
    print_report(console, RUN, tmp_path)
    text = console.export_text()
    assert "By rules section" in text and "By card" in text
    assert "FAILED    106.5  Pool alone" in text
    assert "expected empty, observed {C}" in text
    assert f"board: {BOARD}" in text
    assert "1 × no such card" in text
    assert "compliance 33.3%" in text
    assert "Each scenario counts once" in " ".join(text.split())


def test_junit_xml_has_a_case_per_scenario_and_escapes_what_engines_say() -> None:
    hostile = record("Hostile", "failed", message='<script>alert("x")</script> & ]]>')
    root = ET.fromstring(junit_xml([*RUN, hostile], "mtg-rulings on careless"))
    cases = root.findall("testsuite/testcase")
    assert len(cases) == len(RUN) + 1
    kinds = {case.get("name"): [child.tag for child in case if child.tag != "properties"] for case in cases}
    assert kinds["Pool and Forest"] == []
    assert kinds["Pool alone"] == ["failure"]
    assert kinds["Orchard"] == ["failure"]  # unsupported counts against compliance
    assert kinds["Prophet untaps"] == ["error"]
    failure = next(c for c in cases if c.get("name") == "Hostile").find("failure")
    assert failure is not None and failure.text is not None and "<script>" in failure.text
    assert root.find("testsuite/testcase/properties/property[@name='rule']") is not None


def test_expectations_fail_only_on_something_new_and_report_newly_passing(tmp_path: Path) -> None:
    path = tmp_path / "careless.json"
    expectations.save(path, expectations.updated(RUN, expectations.Expectations(), complete_run=True))
    known = expectations.load(path)
    assert known.engine == "careless" and len(known.known) == 4
    assert expectations.judge(RUN, known, complete_run=True).ok

    later = [
        replace(RUN[0], outcome="passed", message=""),  # fixed
        replace(RUN[1], outcome="failed"),  # new failure
        replace(RUN[2], outcome="errored"),  # a known failure of another kind
        *RUN[3:],
    ]
    judgement = expectations.judge(later, known, complete_run=True)
    assert not judgement.ok
    assert [r.name for r in judgement.newly_passing] == ["Pool alone"]
    assert sorted((r.name, expected) for r, expected in judgement.unexpected) == [
        ("Orchard", "unsupported"),
        ("Pool and Forest", "passed"),
    ]
    assert expectations.judge(RUN[:2], known, complete_run=True).stale  # scenarios that no longer ran


def test_a_partial_run_keeps_the_expectations_of_scenarios_it_did_not_run() -> None:
    known = expectations.updated(RUN, expectations.Expectations(), complete_run=True)
    partial = expectations.updated([replace(RUN[0], outcome="passed")], known, complete_run=False)
    assert RUN[0].scenario not in partial.known
    assert set(partial.known) == set(known.known) - {RUN[0].scenario}


@pytest.mark.parametrize(
    ("content", "complaint"),
    [("not json", "not JSON"), ('{"known": {"x": "flaky"}}', "not a known failure kind"), ("[]", '"known"')],
)
def test_a_bad_expectations_file_is_a_clear_error(tmp_path: Path, content: str, complaint: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(expectations.ExpectationsError, match=complaint):
        expectations.load(path)


def test_a_run_diff_sorts_scenarios_into_fixed_regressed_changed_added_removed() -> None:
    old = RUN[:4]
    new = [
        replace(RUN[0], outcome="passed", message=""),
        replace(RUN[1], outcome="failed", message="x"),
        replace(RUN[2], message="another reason"),
        RUN[4],
    ]
    diff = diff_runs(old, new)
    assert [a.name for a, _ in diff.fixed] == ["Pool alone"]
    assert [a.name for a, _ in diff.regressed] == ["Pool and Forest"]
    assert [a.name for a, _ in diff.changed] == ["Orchard"]
    assert [r.name for r in diff.added] == ["Ruling only"]
    assert [r.name for r in diff.removed] == ["Prophet untaps"]


def test_rulings_diff_exits_1_when_something_regressed(tmp_path: Path) -> None:
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    old.write_text("".join(r.to_json() + "\n" for r in RUN))
    new.write_text("".join(r.to_json() + "\n" for r in [replace(RUN[1], outcome="failed"), *RUN[2:]]))
    result = CliRunner().invoke(main, ["diff", str(old), str(new)])
    assert result.exit_code == 1, result.output
    assert "Regressed" in result.output and "1 regressed" in result.output
    same = CliRunner().invoke(main, ["diff", str(old), str(old)])
    assert same.exit_code == 0 and "0 regressed" in same.output
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"scenario": 1}) + "\n")
    assert "not a result record" in CliRunner().invoke(main, ["diff", str(bad), str(old)]).output


@pytest.mark.parametrize(
    ("spec", "slug"),
    [
        ("reference", "reference"),
        ('cmd:.venv/bin/rulings serve --engine "x:y"', "rulings-serve-x-y"),
        ("rulings.adapters.python_mtg:PythonMtgEngine", "python-mtg"),
    ],
)
def test_the_default_results_file_is_named_after_the_engine(spec: str, slug: str) -> None:
    assert engine_slug(spec) == slug
