"""Rules coverage for the site, from the rules tracker (rulings.rules): in-scope paragraphs with no scenario.

The scope file (rules/scope.txt) and the CR edition are the tracker's; this module only asks its
`measure_coverage` and keeps what the pages show. Without a scope file the site says so and lists nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rulings.featurefile import Feature
from rulings.rules.citations import collect_citations
from rulings.rules.edition import Edition, Paragraph
from rulings.rules.scope import measure_coverage, read_scope

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
    measured = measure_coverage(scope, edition, collect_citations(features))
    return SiteCoverage(
        edition_title=edition.title,
        scope_file=scope_path.name,
        scope_entries=tuple(str(entry) for entry in scope.entries),
        covered=tuple(paragraph for paragraph, _ in measured.covered),
        uncovered=measured.uncovered,
    )
