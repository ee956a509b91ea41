"""Acceptance: `rulings rules check` names what a new edition changed and every scenario citing it.

The September 2026 edition is not at hand as a whole file; its 605.1a is (data/excerpts/). The test builds
that edition from the April 2026 file with 605.1a (and the effective date) replaced, and cites it from a
small features directory of its own, so that it does not depend on the project's features.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.editions.check import run_check
from rulings.editions.lock import read_lock

from .feature_files import lock_features, write_features
from .real_editions import SEPTEMBER_2026_605_1A, edition, edition_path

APRIL_605_1A = edition("2026-04-17").by_number["605.1a"].text
APRIL_106_7 = edition("2026-04-17").by_number["106.7"].text
SEPTEMBER_605_1A = SEPTEMBER_2026_605_1A.read_text(encoding="utf-8").strip().removeprefix("605.1a ")

MANA_ABILITIES = f"""\
@rule:605
Feature: 605. Mana Abilities

  @rule:605.1a
  Rule: 605.1a
    {APRIL_605_1A}

    Scenario: Tapping a Forest for {{G}} is a mana ability
      Given Alice controls a Forest

    Scenario: An ability that targets is not a mana ability
      Given Alice controls a Forest
"""

COULD_PRODUCE = f"""\
Feature: 106. Mana

  @rule:106.7
  Rule: 106.7
    {APRIL_106_7}

    Scenario: Two Reflecting Pools alone could produce nothing
      Given Alice controls two Reflecting Pools

    @rule:605.1a
    Scenario: Reflecting Pool's ability is a mana ability too
      Given Alice controls a Reflecting Pool
"""


def september_2026(directory: Path) -> Path:
    """The April 2026 file with 605.1a and the effective date as the September 2026 edition has them."""
    text = edition_path("2026-04-17").read_bytes().decode("utf-8")
    assert text.count(f"605.1a {APRIL_605_1A}\n") == 1
    text = text.replace(f"605.1a {APRIL_605_1A}\n", f"605.1a {SEPTEMBER_605_1A}\n")
    text = text.replace("effective as of April 17, 2026.", "effective as of September 25, 2026.")
    path = directory / "cr-2026-09-25.txt"
    path.write_bytes(text.encode("utf-8"))
    return path


@pytest.fixture
def project(tmp_path: Path) -> tuple[Path, Path]:
    """A features directory citing 605.1a three times and 106.7, locked against the April 2026 edition."""
    features = write_features(
        tmp_path,
        {"rules/605-mana-abilities.feature": MANA_ABILITIES, "rules/106-mana.feature": COULD_PRODUCE},
    )
    lock_path = tmp_path / "lock.json"
    assert lock_features(features, lock_path, edition_path("2026-04-17")) == []
    return features, lock_path


def test_the_april_edition_needs_no_review(project: tuple[Path, Path]) -> None:
    features, lock_path = project
    report = run_check(features, lock_path, edition_path("2026-04-17"))
    assert not report.needs_review
    assert report.cited == 3  # 605 (on the Feature), 605.1a, 106.7


def test_the_september_2026_change_of_605_1a_names_every_scenario_citing_it(
    project: tuple[Path, Path], tmp_path: Path
) -> None:
    features, lock_path = project
    report = run_check(features, lock_path, september_2026(tmp_path))
    assert report.needs_review
    [item] = report.review
    assert (item.number, item.status) == ("605.1a", "changed")
    assert item.locked.edition.isoformat() == "2026-04-17"
    inserted = " ".join(change.text for change in item.text_changes if change.op == "insert")
    assert "don’t move any card to or from a library" in inserted
    cited_by = {(c.path.relative_to(features).as_posix(), c.line, c.name) for c in item.citations}
    assert cited_by == {
        ("rules/605-mana-abilities.feature", 8, "Tapping a Forest for {G} is a mana ability"),
        ("rules/605-mana-abilities.feature", 11, "An ability that targets is not a mana ability"),
        ("rules/106-mana.feature", 11, "Reflecting Pool's ability is a mana ability too"),
    }
    # The Rule block still quotes the April wording, which is no longer the CR's.
    [misquote] = report.misquotes
    assert (misquote.path.name, misquote.line, misquote.numbers) == (
        "605-mana-abilities.feature",
        5,
        ("605.1a",),
    )


def test_after_review_and_relocking_the_september_edition_passes(
    project: tuple[Path, Path], tmp_path: Path
) -> None:
    features, lock_path = project
    september = september_2026(tmp_path)
    feature = features / "rules" / "605-mana-abilities.feature"
    feature.write_text(
        feature.read_text(encoding="utf-8").replace(APRIL_605_1A, SEPTEMBER_605_1A), encoding="utf-8"
    )
    assert lock_features(features, lock_path, september) == []
    relocked = read_lock(lock_path)
    assert relocked.paragraphs["605.1a"].edition.isoformat() == "2026-09-25"
    assert relocked.paragraphs["106.7"].edition.isoformat() == "2026-04-17"  # unchanged: keeps its edition
    assert not run_check(features, lock_path, september).needs_review
