"""The built site's files, read without a browser: links, escaping, offline, the search index, the CLI."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from click.testing import CliRunner

from rulings.cli import main
from rulings.site import SiteOutputError, build_site
from rulings.site.build import MARKER
from rulings.site.pages import build_pages
from rulings.suite.featurefile import Feature
from tests.docs.site_inputs import FEATURES, build, record, write_records, write_synthetic_features


class _Collector(HTMLParser):
    """Every id, link target and script of one HTML file, and any inline event handler."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.scripts: list[str | None] = []
        self.handlers: list[str] = []
        self.frames = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        for name in ("href", "src"):
            if values.get(name) is not None:
                self.links.append(str(values[name]))
        if tag == "script":
            self.scripts.append(values.get("src"))
        if tag in ("iframe", "img", "object", "embed"):
            self.frames += 1
        self.handlers += [name for name, _ in attrs if name.startswith("on")]


def _parse(path: Path) -> _Collector:
    collector = _Collector()
    collector.feed(path.read_text(encoding="utf-8"))
    return collector


def _broken_links(site: Path) -> list[str]:
    """Links of the site's pages that name a missing file or a missing anchor."""
    parsed = {path: _parse(path) for path in site.rglob("*.html")}
    broken = []
    for page, collector in parsed.items():
        for link in collector.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                broken.append(f"{page.relative_to(site)}: external {link}")
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if not target.is_file() or not target.is_relative_to(site.resolve()):
                broken.append(f"{page.relative_to(site)}: no file for {link}")
            elif parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else _parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{page.relative_to(site)}: no anchor for {link}")
    return broken


def test_every_link_of_the_real_site_resolves_offline(real_site: Path) -> None:
    assert _broken_links(real_site) == []


def test_every_link_of_the_synthetic_site_resolves(synthetic_site: Path) -> None:
    assert _broken_links(synthetic_site) == []


def test_the_index_names_every_feature_and_links_its_page(
    real_site: Path, real_features: list[Feature]
) -> None:
    index = (real_site / "index.html").read_text(encoding="utf-8")
    for feature in real_features:
        assert feature.name.replace('"', "&#34;").replace("'", "&#39;") in index, feature.path


def test_injected_markup_is_only_ever_text(synthetic_site: Path) -> None:
    for page in synthetic_site.rglob("*.html"):
        collector = _parse(page)
        assert collector.handlers == [], page
        assert collector.frames == 0, page
        assert all(src is not None for src in collector.scripts), f"{page} has an inline script"
    evil = (synthetic_site / "cards" / "evil.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;window.__pwned = &#39;feature&#39;;&lt;/script&gt;" in evil
    results = (synthetic_site / "results.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;window.__pwned = &#39;message&#39;;&lt;/script&gt;" in results


def _index_calls(site: Path, pattern: str) -> dict[Any, Any]:
    """The payloads of the index scripts matching `pattern`: RULINGS_SEARCH.f(key, payload) -> {key: payload}."""
    calls: dict[Any, Any] = {}
    for script in sorted((site / "search").glob(pattern)):
        text = script.read_text(encoding="utf-8")
        assert "</script" not in text
        call = re.fullmatch(r"RULINGS_SEARCH\.(?:terms|entries)\((.+?),(.*)\);\n", text, re.DOTALL)
        assert call is not None, script.name
        calls[json.loads(call[1])] = json.loads(call[2])
    return calls


def test_the_search_index_is_split_into_small_scripts_of_terms_and_entries(synthetic_site: Path) -> None:
    chunks = _index_calls(synthetic_site, "entries-*.js")
    entries = [entry for chunk in sorted(chunks) for entry in chunks[chunk]]
    by_kind = {(entry["k"], entry["t"]): entry for entry in entries}
    assert by_kind[("paragraph", "106.7")]["u"] == "rules/106.html#106.7"
    assert by_kind[("card", "Reflecting Pool")]["u"] == "cards/reflecting-pool.html"
    assert by_kind[("card", "Reflecting Pool")]["x"].startswith("{T}: Add one mana")
    scenario = by_kind[("scenario", "Under Contamination Reflecting Pool could produce only black")]
    assert scenario["n"] == "106.7" and scenario["p"] == "Reflecting Pool"
    terms = _index_calls(synthetic_site, "terms-*.js")
    pool = terms["po"]["pool"]
    card = entries.index(by_kind[("card", "Reflecting Pool")])
    # A posting is (entry * 8 + kind) * 4 + field: the card's title holds "pool".
    assert (card * 8 + 2) * 4 + 1 in pool
    assert all(path.stat().st_size < 32 * 1024 for path in (synthetic_site / "search").iterdir())


def test_cross_references_link_to_the_paragraph_page(synthetic_site: Path) -> None:
    page = (synthetic_site / "rules" / "302.html").read_text(encoding="utf-8")
    assert '<a class="xref" href="../rules/106.html#106.7">106.7</a>' in page


def test_a_rebuild_replaces_the_old_site(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    output = tmp_path / "site"
    build_site(directory, output)
    (directory / "cards" / "evil.feature").unlink()
    build_site(directory, output)
    assert not (output / "cards" / "evil.html").exists()
    assert (output / MARKER).is_file()


def test_a_directory_the_builder_did_not_write_is_left_alone(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    output = tmp_path / "precious"
    output.mkdir()
    (output / "thesis.txt").write_text("do not delete", encoding="utf-8")
    with pytest.raises(SiteOutputError, match="not built by `rulings docs`"):
        build_site(directory, output)
    assert (output / "thesis.txt").read_text(encoding="utf-8") == "do not delete"


def test_the_docs_command_builds_the_site(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    pool = "features/cards/reflecting-pool.feature"
    results = write_records(  # one record: a file of none is refused (tests/faults/test_reports.py)
        tmp_path / "run.jsonl",
        [record(pool, "Under Contamination Reflecting Pool could produce only black", "e", "passed")],
    )
    output = tmp_path / "out"
    run = CliRunner().invoke(
        main, ["docs", "--features", str(directory), "--results", str(results), "--output", str(output)]
    )
    assert run.exit_code == 0, run.output
    assert "for 4 features and 5 scenarios (1 engine run" in run.output
    assert (output / "index.html").is_file() and (output / "cards" / "reflecting-pool.html").is_file()


def test_a_broken_feature_file_is_named_with_its_line(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    (directory / "rules" / "broken.feature").write_text(
        "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | c |\n", "utf-8"
    )
    run = CliRunner().invoke(main, ["docs", "--features", str(directory), "--output", str(tmp_path / "out")])
    assert run.exit_code == 65
    assert "broken.feature:5: inconsistent cell count" in run.output


def test_the_real_site_has_a_page_per_section_and_card(real_site: Path, real_features: list[Feature]) -> None:
    for feature in real_features:
        relative = feature.path.relative_to(FEATURES)
        folder = "cards" if relative.parts[0] == "cards" else "rules"
        pages = {path.stem for path in (real_site / folder).glob("*.html")}
        expected = feature.path.stem if folder == "cards" else feature.path.stem.split("-", 1)[0]
        assert expected in pages, f"no page for {relative}"


def test_building_the_real_suite_is_fast(tmp_path: Path, real_runs: tuple[Path, Path]) -> None:
    report = build(FEATURES, tmp_path / "site", real_runs)
    # The benchmark (benchmarks/docs_bench.py) measures this properly; this only catches a gross regression,
    # so its budget grows with the suite: 2.5 ms a scenario (1,357 scenarios build in about 1 s on an idle
    # machine, up to 2.4 s with the machine's two cores loaded three times over; 3.4 s allowed).
    budget = 0.0025 * report.scenarios
    assert report.seconds < budget, f"building the site took {report.seconds:.2f} s, over {budget:.2f} s"


class _Matrix(HTMLParser):
    """The engines matrix of engines.html: column heads, and per row its page link and each cell's counts."""

    def __init__(self) -> None:
        super().__init__()
        self.columns: list[list[str]] = []  # per table (the totals, then one per group)
        self.rows: dict[str, list[dict[str, str]]] = {}
        self.links: dict[str, list[str]] = {}
        self._in: str | None = None
        self._row: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "thead":
            self.columns.append([])
        elif tag == "th" and values.get("class") == "engine-col":
            self._in = "column"
            self.columns[-1].append("")
        elif tag == "tr" and "data-page" in values:
            self._row = values["data-page"]
            self.rows[self._row], self.links[self._row] = [], []
        elif tag == "td" and self._row and "data-passed" in values:
            self.rows[self._row].append(values)
        elif tag == "a" and self._row and values.get("class") == "counts-link":
            self.links[self._row].append(values["href"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "th":
            self._in = None
        elif tag == "tr":
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._in == "column":
            self.columns[-1][-1] += data.strip()


OUTCOMES_NOT_PASSED = ("failed", "unsupported", "errored", "timeout")


def test_the_engines_matrix_has_a_row_per_page_and_a_column_per_run(
    real_site: Path, real_features: list[Feature]
) -> None:
    matrix = _Matrix()
    matrix.feed((real_site / "engines.html").read_text(encoding="utf-8"))
    pages = build_pages(real_features, FEATURES)
    groups = len({page.kind for page in pages})
    assert matrix.columns == [["reference 0.1", "careless 0.1"]] * (1 + groups)
    assert list(matrix.rows) == [page.url for page in pages]
    for page in pages:
        reference, _careless = matrix.rows[page.url]
        assert int(reference["data-passed"]) == page.scenario_count(), page.url
        assert reference["data-failed"] == reference["data-unsupported"] == "0"
        assert matrix.links[page.url] == [f"{page.url}#results"] * 2
    # The careless run failed the suite's first scenario, found the second unsupported, errored on the third.
    careless_cells = [cells[1] for cells in matrix.rows.values()]
    for outcome in ("failed", "unsupported", "errored"):
        assert sum(int(cell[f"data-{outcome}"]) for cell in careless_cells) == 1, outcome
    # The page holding that failure is shaded by its share passed: none (0), some, or most (at least 90 %).
    [failing] = [cell for cell in careless_cells if cell["data-failed"] != "0"]
    share = int(failing["data-passed"]) / sum(
        int(failing[f"data-{o}"]) for o in ("passed", *OUTCOMES_NOT_PASSED)
    )
    grade = "none" if share == 0 else "most" if share >= 0.9 else "some"
    assert failing["class"] == f"counts grade-{grade}"


def test_the_engines_page_without_results_says_how_to_get_them(tmp_path: Path) -> None:
    directory = write_synthetic_features(tmp_path / "features")
    build_site(directory, tmp_path / "site")
    page = (tmp_path / "site" / "engines.html").read_text(encoding="utf-8")
    assert "built without results" in page and "rulings verify --engine phase" in page
