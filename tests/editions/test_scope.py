"""data/scope.txt and the coverage it measures."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.editions.citations import collect_citations
from rulings.editions.errors import ScopeFormatError
from rulings.editions.scope import is_title, measure_coverage, parse_scope, read_scope
from rulings.suite.featurefile import read_features

from .feature_files import rule_block, write_features
from .real_editions import ROOT, edition


def test_a_number_covers_itself_and_what_is_under_it() -> None:
    scope = parse_scope(["107.3  # X"])
    assert scope.covers("107.3")
    assert scope.covers("107.3m")
    assert not scope.covers("107.30")
    assert not scope.covers("107")


@pytest.mark.parametrize("dash", ["-", "–", " - "])
def test_a_range_covers_both_ends_and_everything_under_them(dash: str) -> None:
    scope = parse_scope([f"601.2{dash}601.3"])
    assert [
        n for n in ("601.1", "601.2", "601.2a", "601.2i", "601.3", "601.3f", "601.4") if scope.covers(n)
    ] == [
        "601.2",
        "601.2a",
        "601.2i",
        "601.3",
        "601.3f",
    ]


@pytest.mark.parametrize(
    ("line", "expected"), [("106.x", "a paragraph number"), ("601.3-601.2", "comes before")]
)
def test_a_bad_scope_line_names_its_line(line: str, expected: str) -> None:
    with pytest.raises(ScopeFormatError, match=expected) as caught:
        parse_scope(["# comment", "", line], "scope.txt")
    assert caught.value.line == 3


def test_the_project_scope_names_paragraphs_of_the_newest_edition() -> None:
    scope = read_scope(ROOT / "data" / "scope.txt")
    coverage = measure_coverage(scope, edition("2026-04-17"), {})
    assert not coverage.empty_entries
    in_scope = {p.number for p in coverage.uncovered}
    assert {"106.12b", "107.3m", "502.3", "601.2i", "601.3f", "605.5", "616.1g", "702.8b"} <= in_scope
    assert {"106", "605", "702.8", "107.4", "601.4", "614.3", "702.9"}.isdisjoint(in_scope)


def test_the_project_scope_spans_the_turn_triggers_combat_and_state_based_actions() -> None:
    coverage = measure_coverage(read_scope(ROOT / "data" / "scope.txt"), edition("2026-04-17"), {})
    in_scope = {p.number for p in coverage.uncovered}
    assert coverage.in_scope >= 400  # issue 15
    assert {"117.3a", "503.1", "508.1a", "509.1c", "510.4", "514.1", "514.2", "603.3b", "603.4"} <= in_scope
    assert {
        "608.2b",
        "611.2a",
        "701.43a",
        "704.3",
        "704.4",
        "704.5a",
        "704.5m",
        "704.5n",
        "702.20b",
    } <= in_scope
    assert {"512.1", "611.3a", "704.5p", "704.7"}.isdisjoint(in_scope)


def test_coverage_counts_scenarios_by_their_own_rule_or_feature_tags(tmp_path: Path) -> None:
    text_106_5 = edition("2026-04-17").by_number["106.5"].text
    features = write_features(
        tmp_path,
        {
            "a.feature": "@rule:106\nFeature: Mana\n"
            + rule_block("106.5", text_106_5, tags="@rule:106.1")
            + "\n  @rule:106.8\n  Rule: Without scenarios\n    Text.\n",
        },
    )
    coverage = measure_coverage(
        parse_scope(["106"]), edition("2026-04-17"), collect_citations(read_features(features))
    )
    # "106. Mana" is a title, not a rule: the Feature's @rule:106 covers nothing more (is_title)
    assert [p.number for p, _ in coverage.covered] == ["106.1", "106.5"]
    assert "106.8" in {p.number for p in coverage.uncovered}  # a Rule with no scenario covers nothing
    assert coverage.in_scope == len(coverage.covered) + len(coverage.uncovered)


@pytest.mark.parametrize("number", ["117.3", "605.4", "704.5", "716.2c"])
def test_a_rule_without_a_full_stop_is_still_a_rule(number: str) -> None:
    # "117.3. Which player has priority is determined by the following rules:" introduces its subrules.
    assert not is_title(edition("2026-04-17").by_number[number])


@pytest.mark.parametrize("number", ["106", "702.9", "701.14", "702.186", "702.179", "205.2"])
def test_a_bare_name_is_a_title(number: str) -> None:
    assert is_title(edition("2026-04-17").by_number[number])


def test_a_set_aside_entry_leaves_the_count_with_its_reason() -> None:
    scope = parse_scope(["104.3", "not 104.3g-104.3h  # team variants"])
    assert scope.covers("104.3a")
    assert not scope.covers("104.3g")
    assert scope.reason_set_aside("104.3h") == "team variants"
    coverage = measure_coverage(scope, edition("2026-04-17"), {})
    assert [(p.number, reason) for p, reason in coverage.set_aside] == [
        ("104.3g", "team variants"),
        ("104.3h", "team variants"),
    ]
    assert {"104.3g", "104.3h"}.isdisjoint(p.number for p in coverage.uncovered)
    assert not coverage.empty_entries


def test_setting_paragraphs_aside_needs_a_reason() -> None:
    with pytest.raises(ScopeFormatError, match="a reason") as caught:
        parse_scope(["104.3", "not 104.3k"], "scope.txt")
    assert caught.value.line == 2


def test_the_project_sets_aside_only_variant_paragraphs() -> None:
    coverage = measure_coverage(read_scope(ROOT / "data" / "scope.txt"), edition("2026-04-17"), {})
    set_aside = {p.number for p, _ in coverage.set_aside}
    assert set_aside == {"104.3g", "104.3h", "104.3i", "104.3j", "104.3k", "117.6", "505.3", "506.2b"} | {
        "508.7d",
        "508.7e",
        "603.10g",
        "613.7h",  # Planechase, Archenemy
        "613.7i",  # Vanguard
        "613.7j",  # Conspiracy Draft
        "119.1a",  # Two-Headed Giant
        "119.1b",  # Vanguard
        "119.1c",  # Commander
        "119.1d",  # Brawl
        "119.1e",  # Archenemy
        "119.4a",  # Two-Headed Giant
    }
