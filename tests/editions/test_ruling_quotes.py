"""`rules check` holds card features to their Gatherer rulings, word for word and by date."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from rulings.editions.check import run_check
from rulings.editions.cli import rules
from rulings.editions.ruling_quotes import RulingMisquote

from .feature_files import lock_features, write_features
from .real_editions import ROOT, edition_path

APRIL = edition_path("2026-04-17")
RULINGS = json.loads((ROOT / "data" / "card-rulings.json").read_text(encoding="utf-8"))
[JUGGERNAUT] = RULINGS["Juggernaut"]["rulings"]


def card_feature(text: str, date: str = JUGGERNAUT["date"]) -> str:
    return (
        "@card:juggernaut\nFeature: Juggernaut\n\n"
        f"  @ruling:{date}\n  Rule: Juggernaut attacks if able\n    {text}\n\n"
        "    Scenario: s\n      Given Alice controls a Juggernaut\n"
    )


def check(tmp_path: Path, text: str, date: str = JUGGERNAUT["date"]) -> list[RulingMisquote]:
    features = write_features(tmp_path, {"cards/juggernaut.feature": card_feature(text, date)})
    lock_features(features, tmp_path / "lock.json", APRIL)
    report = run_check(features, tmp_path / "lock.json", APRIL, ROOT / "data" / "card-rulings.json")
    assert report.needs_review == bool(report.misquoted_rulings)
    return list(report.misquoted_rulings)


def test_a_verbatim_ruling_passes(tmp_path: Path) -> None:
    assert check(tmp_path, JUGGERNAUT["text"]) == []


def test_an_edited_ruling_is_named_with_file_line_and_the_ruling_meant(tmp_path: Path) -> None:
    edited = JUGGERNAUT["text"].replace("for any reason", "for some reason")
    [misquote] = check(tmp_path, edited)
    assert (misquote.path.name, misquote.line, misquote.card) == ("juggernaut.feature", 5, "juggernaut")
    assert misquote.expected == JUGGERNAUT["text"]


def test_a_ruling_under_the_wrong_date_is_a_misquote(tmp_path: Path) -> None:
    [misquote] = check(tmp_path, JUGGERNAUT["text"], date="2004-10-04")
    assert misquote.expected == JUGGERNAUT["text"]


def test_the_cli_reports_a_misquoted_ruling_and_exits_1(tmp_path: Path) -> None:
    edited = JUGGERNAUT["text"].replace("for any reason", "for some reason")
    features = write_features(tmp_path / "features", {"cards/juggernaut.feature": card_feature(edited)})
    lock_features(features, tmp_path / "lock.json", APRIL)
    result = CliRunner().invoke(
        rules,
        ["check", str(APRIL), "--features", str(features), "--lock", str(tmp_path / "lock.json")],
        catch_exceptions=False,
    )
    assert result.exit_code == 1
    assert "juggernaut.feature:5" in result.output and "@card:juggernaut" in result.output


def test_every_card_feature_quotes_its_rulings_verbatim() -> None:
    report = run_check(
        ROOT / "features", ROOT / "data" / "lock.json", APRIL, ROOT / "data" / "card-rulings.json"
    )
    assert report.misquoted_rulings == ()
