"""`rulings rules` as a user runs it: output, --json, exit status, errors without tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.editions.cli import EXIT_BAD_INPUT, EXIT_NEEDS_REVIEW, rules

from .feature_files import rule_block, write_features
from .real_editions import NEWEST, ROOT, edition, edition_path

FEB, APRIL = str(edition_path("2026-02-27")), str(edition_path("2026-04-17"))


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(rules, list(args))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_diff_for_people() -> None:
    code, out, _ = run("diff", FEB, APRIL)
    assert code == 0
    assert "CR February 27, 2026 → CR April 17, 2026" in out
    assert "107.3e  (text)" in out
    assert "[-chosen or defined for-] {+used by+}" in out
    assert "722 → 723  Controlling Another Player" in out
    assert "502.2: 730 → 731  (follows the renumbering)" in out
    assert "722  Preparation Cards" in out


def test_diff_for_machines() -> None:
    code, out, _ = run("diff", "--json", FEB, APRIL)
    assert code == 0
    data = json.loads(out)
    assert (data["old"]["effective"], data["new"]["effective"]) == ("2026-02-27", "2026-04-17")
    assert {"old_number": "722.1", "new_number": "723.1"}.items() <= next(
        r for r in data["renumbered"] if r["old_number"] == "722.1"
    ).items()
    assert data["summary"]["renumbered"] == len(data["renumbered"])
    assert {
        "old_paragraph": "601.2",
        "new_paragraph": "601.2",
        "old_target": "732",
        "new_target": "733",
        "follows_renumbering": True,
    } in data["retargeted_references"]


def test_lock_then_check_then_coverage(tmp_path: Path) -> None:
    text = edition("2026-04-17").by_number["106.7"].text
    features = write_features(tmp_path, {"rules/106.feature": "Feature: Mana\n" + rule_block("106.7", text)})
    lock = str(tmp_path / "data" / "lock.json")
    common = ("--features", str(features))
    code, out, _ = run("check", APRIL, *common, "--lock", lock)
    assert (code, "UNLOCKED" in out) == (EXIT_NEEDS_REVIEW, True)
    code, out, _ = run("lock", APRIL, *common, "--lock", lock)
    assert code == 0
    assert "1 paragraph(s) locked against CR April 17, 2026 (1 new, 0 updated, 0 dropped)" in out
    code, out, _ = run("check", APRIL, *common, "--lock", lock)
    assert code == 0
    assert "1 cited paragraph(s) match CR April 17, 2026" in out
    code, out, _ = run("check", FEB, *common, "--lock", lock, "--json")
    assert code == 0 and json.loads(out)["needs_review"] is False
    scope = tmp_path / "scope.txt"
    scope.write_text("106.7\n106.8\n", encoding="utf-8")
    code, out, _ = run("coverage", APRIL, *common, "--scope", str(scope))
    assert code == 0
    assert "1 of 2 in-scope paragraphs of CR April 17, 2026 have scenarios; 1 have none." in out
    code, out, _ = run("coverage", APRIL, *common, "--scope", str(scope), "--json")
    assert json.loads(out)["uncovered_paragraphs"] == ["106.8"]


def test_check_names_the_file_line_and_number_of_a_misquote(tmp_path: Path) -> None:
    features = write_features(
        tmp_path, {"rules/106.feature": "Feature: Mana\n" + rule_block("106.5", "Mana is mana.")}
    )
    lock = str(tmp_path / "lock.json")
    run("lock", APRIL, "--features", str(features), "--lock", lock)
    code, out, _ = run("check", APRIL, "--features", str(features), "--lock", lock)
    assert code == EXIT_NEEDS_REVIEW
    assert f"MISQUOTED {(features / 'rules' / '106.feature').as_posix()}:4: Rule “106.5” (@rule:106.5)" in out
    assert "{+Mana is mana.+}" in out


def test_lock_reports_numbers_the_edition_lacks(tmp_path: Path) -> None:
    features = write_features(tmp_path, {"a.feature": "Feature: x\n" + rule_block("106.99", "Nothing.")})
    code, _, err = run("lock", APRIL, "--features", str(features), "--lock", str(tmp_path / "lock.json"))
    assert code == EXIT_NEEDS_REVIEW
    assert "cited but not in CR April 17, 2026: 106.99" in err


@pytest.mark.parametrize("command", ["diff", "check"])
def test_a_file_that_is_not_a_cr_file_is_one_line_on_stderr(command: str, tmp_path: Path) -> None:
    not_cr = tmp_path / "notes.txt"
    not_cr.write_text("Shopping list\n", encoding="utf-8")
    args = (
        ("diff", str(not_cr), APRIL)
        if command == "diff"
        else ("check", str(not_cr), "--features", str(tmp_path), "--lock", str(tmp_path / "l.json"))
    )
    code, out, err = run(*args)
    assert code == EXIT_BAD_INPUT
    assert (
        err == f"error: {not_cr}:1: expected the title 'Magic: The Gathering Comprehensive Rules' (is this a "
        "Comprehensive Rules file?), found 'Shopping list'\n"
    )
    assert "Traceback" not in out + err


def test_a_broken_feature_file_is_one_line_on_stderr(tmp_path: Path) -> None:
    features = write_features(tmp_path, {"bad.feature": "Scenario: no feature\n"})
    code, _, err = run("check", APRIL, "--features", str(features), "--lock", str(tmp_path / "lock.json"))
    assert code == EXIT_BAD_INPUT
    assert err.startswith(f"error: {features / 'bad.feature'}:1: ")


def test_defaults_come_from_the_project(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(ROOT / "data")  # found upwards: the project's data/scope.txt and data/editions/
    code, out, _ = run("coverage", "--json", "--features", str(tmp_path))
    assert code == 0
    assert json.loads(out)["edition"]["effective"] == NEWEST  # the newest vendored edition
    assert json.loads(out)["in_scope"] > 100
