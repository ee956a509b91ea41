"""Issue 27, what reads the results: JUnit XML is always well-formed, `rulings diff` and `rulings docs`
refuse a results file they cannot trust (an unknown outcome, a field of the wrong type, no records) and
say so, a diff with scenarios missing from NEW is not a success, and a --card that selects nothing says so."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.cli import main
from rulings.results.records import Record, read_records
from rulings.results.report import junit_xml
from rulings.site.cli import EXIT_BAD_INPUT
from tests.faults.conftest import misbehaving, run

RECORD = {
    "scenario": "a-scenario",
    "name": "A scenario",
    "feature": "features/rules/106-mana.feature",
    "rules": ["106.1"],
    "cards": [],
    "rulings": [],
    "engine": "e",
    "engine_version": "1",
    "outcome": "passed",
    "message": "",
    "duration": 0.1,
    "board": "",
}


def write(path: Path, *records: dict[str, object]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def invoke(*args: str) -> tuple[int, str]:
    """Exit code and output (its lines joined: the console wraps long paths)."""
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, " ".join(result.output.split())


def test_junit_xml_is_well_formed_whatever_control_characters_a_message_holds() -> None:
    message = "\x1b[31mpanicked\x1b[0m\x00\x08\x0b\x1f\ud800 at main.rs \ufffe"
    record = Record(**{**RECORD, "outcome": "errored", "message": message, "name": "bad\x01name"})  # type: ignore[arg-type]
    root = ET.fromstring(junit_xml([record], "suite\x02"))
    error = root.find("testsuite/testcase/error")
    assert error is not None and error.text is not None
    assert "\\x00" in error.text and "\\x1b" in error.text and "panicked" in error.text


def test_junit_xml_of_a_run_with_a_coloured_panic_is_well_formed(tmp_path: Path) -> None:
    junit = tmp_path / "junit.xml"
    code, records, report = run(tmp_path, misbehaving("coloured_panic"), junit=junit)
    assert code == 1
    crashed = [r for r in records if "panicked" in r.message]
    assert crashed and all("\x1b" not in r.message and "\x00" not in r.message for r in crashed)
    root = ET.parse(junit).getroot()
    assert "panicked" in "".join(e.text or "" for e in root.iter("error"))
    assert "\x1b" not in report


@pytest.mark.parametrize("command", ["diff", "docs"])
def test_a_record_with_an_unknown_outcome_is_refused_naming_its_line(tmp_path: Path, command: str) -> None:
    bad = write(tmp_path / "bad.jsonl", RECORD, {**RECORD, "scenario": "b", "outcome": "crashed"})
    args = (
        ["diff", str(write(tmp_path / "good.jsonl", RECORD)), str(bad)]
        if command == "diff"
        else ["docs", "--results", str(bad), "-o", str(tmp_path / "site")]
    )
    code, output = invoke(*args)
    assert code == (2 if command == "diff" else EXIT_BAD_INPUT), output
    assert f"{bad}:2: not a result record (outcome 'crashed' is not one of passed" in output
    assert "Traceback" not in output and "KeyError" not in output


@pytest.mark.parametrize(
    ("records", "said"),
    [([{**RECORD, "rules": "106.1"}], "'rules' must be a list of strings"), ([], "holds no result records")],
    ids=["rules-a-string", "empty"],
)
def test_rulings_docs_refuses_a_results_file_it_cannot_trust(
    tmp_path: Path, records: list[dict[str, object]], said: str
) -> None:
    bad = write(tmp_path / "bad.jsonl", *records)
    code, output = invoke("docs", "--results", str(bad), "-o", str(tmp_path / "site"))
    assert code == EXIT_BAD_INPUT, output
    assert said in output
    assert not (tmp_path / "site" / "index.html").exists()


def test_rulings_diff_refuses_an_empty_new_file(tmp_path: Path) -> None:
    empty = tmp_path / "new.jsonl"
    empty.write_text("")
    code, output = invoke("diff", str(write(tmp_path / "old.jsonl", RECORD)), str(empty))
    assert code == 2
    assert "holds no result records" in output


def test_rulings_diff_with_a_partial_new_run_is_not_a_success(tmp_path: Path) -> None:
    old = write(tmp_path / "old.jsonl", *({**RECORD, "scenario": f"s{n}"} for n in range(5)))
    new = write(tmp_path / "new.jsonl", *({**RECORD, "scenario": f"s{n}"} for n in range(2)))
    code, output = invoke("diff", str(old), str(new))
    assert code == 1
    assert "3 scenarios of" in output and "have no record in" in output and "--removed-ok" in output
    assert invoke("diff", str(old), str(new), "--removed-ok")[0] == 0


def test_rulings_diff_names_a_lost_feature_file(tmp_path: Path) -> None:
    other = {**RECORD, "feature": "features/rules/502-untap-step.feature"}
    old = write(tmp_path / "old.jsonl", RECORD, {**other, "scenario": "u1"}, {**other, "scenario": "u2"})
    new = write(tmp_path / "new.jsonl", RECORD)
    code, output = invoke("diff", str(old), str(new))
    assert code == 1
    assert "2 scenarios of" in output and "(from 1 feature files)" in " ".join(output.split())
    assert "502-untap-step.feature" in output


def test_a_card_that_selects_nothing_is_said_beside_a_rule_that_does(tmp_path: Path) -> None:
    code, records, report = run(tmp_path, "reference", rules=["106.7"], cards=["nope", "reflectng-pool"])
    assert code == 0 and records
    assert "--card nope selected no scenario" in report
    assert (
        "--card reflectng-pool selected no scenario: no card has that slug. Did you mean reflecting-pool?"
        in (" ".join(report.split()))
    )
    assert "--rule 106.7 selected no scenario" not in report
    assert read_records(tmp_path / "results.jsonl") == records
