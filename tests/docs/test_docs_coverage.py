"""Rules coverage on the site: the rules tracker's answer, computed on the part of the CR the scope spans."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulings.editions.citations import collect_citations
from rulings.editions.edition import Edition
from rulings.editions.parser import read_edition
from rulings.editions.scope import measure_coverage, parse_scope
from rulings.layout import Layout, newest_edition
from rulings.site.coverage import site_coverage
from rulings.suite.featurefile import Feature

SCOPES = [
    ["106", "107.3", "107.5", "107.6", "117.1", "302.6", "502", "601.2-601.3", "605", "702.8", "702.103"],
    ["1", "601.2a-601.2c", "7"],
    ["106.1-107", "616.1e"],
]


@pytest.fixture(scope="module")
def edition() -> Edition:
    """The newest vendored CR edition."""
    return read_edition(newest_edition(Layout.find(Path(__file__)).editions))


@pytest.mark.parametrize("lines", SCOPES)
def test_site_coverage_is_the_trackers_coverage(
    lines: list[str], edition: Edition, real_features: list[Feature], tmp_path: Path
) -> None:
    scope_file = tmp_path / "scope.txt"
    scope_file.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ours = site_coverage(real_features, edition, scope_file)
    theirs = measure_coverage(parse_scope(lines), edition, collect_citations(real_features))
    assert [p.number for p in ours.covered] == [p.number for p, _ in theirs.covered]
    assert [p.number for p in ours.uncovered] == [p.number for p in theirs.uncovered]
    assert ours.in_scope == theirs.in_scope > 0


def test_uncovered_paragraphs_are_grouped_by_section(
    edition: Edition, real_features: list[Feature], tmp_path: Path
) -> None:
    scope_file = tmp_path / "scope.txt"
    scope_file.write_text("106\n616.1e\n", encoding="utf-8")
    coverage = site_coverage(real_features, edition, scope_file)
    sections = [section for section, _ in coverage.uncovered_by_section()]
    assert sections == sorted(set(sections), key=int)
    assert all(p.number.startswith("106") for p in coverage.uncovered_in("106"))
