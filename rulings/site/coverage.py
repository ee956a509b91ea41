"""Rules coverage for the site, from the rules tracker (rulings.editions): in-scope paragraphs with no scenario.

The scope file (data/scope.txt) and the CR edition are the tracker's; this module only asks its
`measure_coverage` and keeps what the pages show. Without a scope file the site says so and lists nothing.
"""

from __future__ import annotations

import bisect
import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from rulings.editions.citations import collect_citations
from rulings.editions.edition import Edition, Paragraph
from rulings.editions.scope import Scope, measure_coverage, read_scope
from rulings.suite.featurefile import Feature

__all__ = ["SiteCoverage", "site_coverage"]


@dataclass(frozen=True)
class SiteCoverage:
    """The in-scope paragraphs of one edition: how many, which have scenarios, which have none."""

    edition_title: str
    scope_file: str
    scope_entries: tuple[str, ...]
    covered: tuple[Paragraph, ...]
    uncovered: tuple[Paragraph, ...]

    @property
    def in_scope(self) -> int:
        """How many paragraphs the scope names."""
        return len(self.covered) + len(self.uncovered)

    def uncovered_by_section(self) -> list[tuple[str, list[Paragraph]]]:
        """The uncovered paragraphs grouped by CR section ("106"), in CR order."""
        groups: dict[str, list[Paragraph]] = {}
        for paragraph in self.uncovered:
            groups.setdefault(paragraph.number.split(".", 1)[0], []).append(paragraph)
        return list(groups.items())

    def uncovered_in(self, section: str) -> list[Paragraph]:
        """The paragraphs of one CR section (e.g. "106") in scope with no scenario."""
        return [p for p in self.uncovered if p.number == section or p.number.startswith(section + ".")]


def site_coverage(features: Sequence[Feature], edition: Edition, scope_path: Path) -> SiteCoverage:
    """Coverage of `edition`'s paragraphs named by the scope file, by the scenarios of `features`."""
    scope = read_scope(scope_path)
    measured = measure_coverage(scope, _within_scope_sections(scope, edition), collect_citations(features))
    return SiteCoverage(
        edition_title=edition.title,
        scope_file=scope_path.name,
        scope_entries=tuple(str(entry) for entry in scope.entries),
        covered=tuple(paragraph for paragraph, _ in measured.covered),
        uncovered=measured.uncovered,
    )


def _within_scope_sections(scope: Scope, edition: Edition) -> Edition:
    """The edition cut down to the rules the scope's entries span ("702.8" keeps 702.8 and 702.8a-d), so
    that `measure_coverage`, which tests every paragraph against every entry, looks at a few hundred
    paragraphs instead of the whole CR. Coarse on purpose: `measure_coverage` still decides each one."""
    spans = sorted((_rule_span(entry.first)[0], _rule_span(entry.last)[1]) for entry in scope.entries)
    merged: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for low, high in spans:
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    lows = [low for low, _ in merged]
    paragraphs = tuple(p for p in edition.paragraphs if _within(_rule_span(p.number)[0], merged, lows))
    return dataclasses.replace(edition, paragraphs=paragraphs)


def _within(
    key: tuple[int, int], merged: list[tuple[tuple[int, int], tuple[int, int]]], lows: list[tuple[int, int]]
) -> bool:
    """Whether `key` falls in one of the sorted, disjoint spans (found by bisection, not by trying each)."""
    index = bisect.bisect_right(lows, key) - 1
    return index >= 0 and key <= merged[index][1]


_ALL: Final = 10**9  # above any rule number


def _rule_span(number: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The (section, rule) pairs a number spans: "702.8a" -> (702, 8) only; "106" -> (106, 0) to (106, all);
    a chapter "7" -> (700, 0) to (799, all)."""
    head, _, rest = number.partition(".")
    if len(head) == 1:
        return (int(head) * 100, 0), (int(head) * 100 + 99, _ALL)
    if not rest:
        return (int(head), 0), (int(head), _ALL)
    rule = int(rest.rstrip("abcdefghijklmnopqrstuvwxyz"))
    return (int(head), rule), (int(head), rule)
