"""`rulings rules new-edition`: the day a new CR lands, on the real 2026-04-17 → 2026-09-25 change."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulings.editions.cli import EXIT_BAD_INPUT, EXIT_NEEDS_REVIEW, rules
from rulings.editions.new_edition import file_facts

from .feature_files import lock_features, rule_block, write_features
from .real_editions import edition, edition_path

APRIL = edition("2026-04-17")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project whose newest edition is 2026-04-17, citing 506.7 and 605.1a, locked against it."""
    editions = tmp_path / "data" / "editions"
    editions.mkdir(parents=True)
    shutil.copyfile(edition_path("2026-04-17"), editions / "cr-2026-04-17.txt")
    features = write_features(
        tmp_path,
        {
            "rules/506-combat-phase.feature": "Feature: 506. Combat Phase\n"
            + rule_block("506.7", APRIL.by_number["506.7"].text, scenario="Only before blockers"),
            "rules/605-mana-abilities.feature": "Feature: 605. Mana Abilities\n"
            + rule_block("605.1a", APRIL.by_number["605.1a"].text, scenario="Tapping a Forest"),
        },
    )
    assert lock_features(features, tmp_path / "data" / "lock.json", editions / "cr-2026-04-17.txt") == []
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_new_edition_is_vendored_diffed_and_checked(project: Path) -> None:
    september = edition_path("2026-09-25")
    result = CliRunner().invoke(rules, ["new-edition", str(september), "--vendor"])
    assert result.exit_code == EXIT_NEEDS_REVIEW, result.output
    vendored = project / "data" / "editions" / "cr-2026-09-25.txt"
    assert vendored.read_bytes() == september.read_bytes()  # byte for byte
    assert hashlib.sha256(september.read_bytes()).hexdigest() in result.output
    assert "973,611 bytes, no BOM, line endings LF" in result.output
    assert (
        "Against data/editions/cr-2026-04-17.txt: 24 changed, 38 renumbered, 28 added, 0 removed"
        in result.output
    )
    assert "506.7 → 506.8: moved, 1 citing" in result.output
    assert "605.1a: changed, 1 citing" in result.output
    assert "rulings rules lock" in result.output


def test_another_file_of_the_same_edition_is_not_overwritten(project: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    september = edition_path("2026-09-25")
    assert runner.invoke(rules, ["new-edition", str(september), "--vendor"]).exit_code == EXIT_NEEDS_REVIEW
    other = tmp_path / "copy.txt"
    other.write_bytes(september.read_bytes().replace(b"\n", b"\r\n"))
    result = runner.invoke(rules, ["new-edition", str(other), "--vendor"])
    assert result.exit_code == EXIT_BAD_INPUT
    assert "cr-2026-09-25.txt: expected no other file of the 2026-09-25 edition" in result.output


def test_the_facts_sources_md_records() -> None:
    facts = file_facts(edition_path("2026-08-07").read_bytes())
    assert (facts.size, facts.bom, facts.line_endings) == (976_160, True, "CRLF")
    assert facts.sha256 == "5413972718da39237ff0569469e5363c89893a7e091fa5aadb48e5290ce92ebb"
    assert file_facts(edition_path("2025-04-04").read_bytes()).line_endings == "CRLF and CR"
