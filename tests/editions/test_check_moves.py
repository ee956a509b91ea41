"""Acceptance: `rules check` follows a cited paragraph and its quote to where the new edition moved them.

The 2026-09-25 edition inserted a new 506.6, so that 506.6–506.7g became 506.7–506.8g: `@rule:506.7` now
names another rule ("had to attack"). Locked against 2026-04-17, the check must say where the quoted text
went, and that 506.7c and 506.7g changed only in their cross-references.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from rulings.editions.check import run_check

from .feature_files import lock_features, rule_block, write_features
from .real_editions import edition, edition_path

APRIL = edition("2026-04-17")

COMBAT = (
    "Feature: 506. Combat Phase\n"
    + rule_block("506.7", APRIL.by_number["506.7"].text, scenario="Only before blockers are declared")
    + rule_block("506.7c", APRIL.by_number["506.7c"].text, scenario="Only during combat")
)


def locked_project(tmp_path: Path) -> tuple[Path, Path]:
    features = write_features(tmp_path, {"rules/506-combat-phase.feature": COMBAT})
    lock_path = tmp_path / "lock.json"
    assert lock_features(features, lock_path, edition_path("2026-04-17")) == []
    return features, lock_path


def test_a_renumbered_paragraph_and_its_quote_are_followed_to_their_new_number(tmp_path: Path) -> None:
    features, lock_path = locked_project(tmp_path)
    report = run_check(features, lock_path, edition_path("2026-09-25"))  # data/editions/ has 2026-04-17
    review = {item.number: item for item in report.review}
    assert {n: (i.status, i.current and i.current.number) for n, i in review.items()} == {
        "506.7": ("moved", "506.8"),
        "506.7c": ("moved", "506.8c"),
    }
    assert not review["506.7"].text_changes
    assert not review["506.7"].references_only  # the same words under a new number
    assert review["506.7c"].references_only  # "rule 506.7." became "rule 506.8."
    quotes = {m.numbers: m for m in report.misquotes}
    # The quote under @rule:506.7 is verbatim the new 506.8: a moved quote, not a wrong one.
    assert dict(quotes[("506.7",)].moved_to) == {"506.7": "506.8"}
    assert quotes[("506.7",)].changes == ()
    assert dict(quotes[("506.7c",)].moved_to) == {"506.7c": "506.8c"}
    inserted = [c.text for c in quotes[("506.7c",)].changes if c.op != "equal"]
    assert inserted == ["506.8.", "506.7."]  # the CR's new reference, then the Rule's old one


def test_without_the_locked_edition_the_quote_is_followed_by_its_wording(tmp_path: Path) -> None:
    features, lock_path = locked_project(tmp_path)
    alone = tmp_path / "editions"
    alone.mkdir()
    september = alone / "cr-2026-09-25.txt"
    shutil.copyfile(edition_path("2026-09-25"), september)
    report = run_check(features, lock_path, september)
    review = {item.number: item for item in report.review}
    assert (review["506.7"].status, review["506.7"].current and review["506.7"].current.number) == (
        "moved",
        "506.8",
    )
    quotes = {m.numbers: m for m in report.misquotes}
    assert dict(quotes[("506.7",)].moved_to) == {"506.7": "506.8"}
