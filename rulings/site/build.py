"""`build_site`: read the features (and optionally result records), render every page, write the site.

Reading, matching and rendering are separate steps; nothing here runs an engine (the records were written
by `rulings verify` or pytest --results). The output directory is replaced whole, but only if it is empty,
missing, or a site this function built before (it leaves a marker file), so a mistyped --output never
deletes someone's directory.
"""

from __future__ import annotations

import functools
import shutil
import time
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Final

from jinja2 import Environment, PackageLoader, StrictUndefined, pass_context
from jinja2.runtime import Context
from markupsafe import Markup

from rulings.editions.edition import Edition
from rulings.editions.parser import read_edition
from rulings.errors import RulingsError
from rulings.site.badges import cell_badge, outcome_badge
from rulings.site.coverage import SiteCoverage, site_coverage
from rulings.site.markup import Linker, render_symbols, render_text, text_blocks
from rulings.site.pages import Page, build_pages
from rulings.site.results import Counts, Results, collect_results, split_expectation
from rulings.site.search_index import search_files
from rulings.suite.featurefile import Feature, read_features
from rulings.suite.oracle_cards import OracleCard, read_oracle_cards

__all__ = ["MARKER", "BuildReport", "SiteOutputError", "build_site", "page_results"]

MARKER: Final = ".rulings-site"
_STATIC_FILES: Final = ("style.css", "search.js", "favicon.svg")


class SiteOutputError(RulingsError, ValueError):
    """The output directory holds files this builder did not write; it will not delete them."""


@dataclass(frozen=True)
class BuildReport:
    """What a build wrote."""

    output: Path
    files: int
    features: int
    scenarios: int
    runs: int
    coverage: SiteCoverage | None
    seconds: float


def page_results(pages: Sequence[Page], results: Sequence[Path]) -> Results:
    """The engines' records, matched to the scenarios of these pages (by id, or by an older record's name)."""
    aliases = {
        alias: key
        for page in pages
        for feature in page.features
        for _, block in feature.scenarios()
        for alias, key in block.result_aliases().items()
    }
    return collect_results(results, [f.path for page in pages for f in page.features], aliases)


def build_site(
    features_dir: Path,
    output: Path,
    *,
    results: Sequence[Path] = (),
    edition: Path | None = None,
    scope: Path | None = None,
    card_data: Path | None = None,
) -> BuildReport:
    """Build the site for the features under `features_dir` into `output` and say what was written.

    `results` are JSON Lines result files, one per engine run; `edition` (a CR text file) gives section
    titles and, with the `scope` file, the rules coverage; `card_data` gives mana costs and type lines.
    """
    started = time.perf_counter()
    features = read_features(features_dir)
    pages = build_pages(features, features_dir)
    cr = read_edition(edition) if edition is not None else None
    coverage = (
        site_coverage(features, cr, scope)
        if cr is not None and scope is not None and scope.is_file()
        else None
    )
    keys = [
        block.result_key for page in pages for feature in page.features for _, block in feature.scenarios()
    ]
    runs = page_results(pages, results)
    cards = read_oracle_cards(card_data) if card_data is not None else {}
    files = _render(pages, features=features, runs=runs, coverage=coverage, edition=cr, cards=cards)
    _replace_directory(output, files)
    return BuildReport(
        output=output,
        files=len(files),
        features=len(features),
        scenarios=len(keys),
        runs=len(runs.runs),
        coverage=coverage,
        seconds=time.perf_counter() - started,
    )


def _render(
    pages: list[Page],
    *,
    features: list[Feature],
    runs: Results,
    coverage: SiteCoverage | None,
    edition: Edition | None,
    cards: dict[str, OracleCard],
) -> dict[str, str]:
    """Every generated file of the site: relative path -> text."""
    linker = _linker(pages)
    environment = _environment()
    common: dict[str, Any] = {
        "pages": pages,
        "sections": [page for page in pages if page.kind == "section"],
        "card_pages": [page for page in pages if page.kind == "card"],
        "other_pages": [page for page in pages if page.kind == "other"],
        "results": runs,
        "coverage": coverage,
        "edition": edition.title if edition is not None else "",
        "feature_count": len(features),
        "linker": linker,
        "page_of": {
            block.result_key: (page, block)
            for page in pages
            for f in page.features
            for _, block in f.scenarios()
        },
    }
    index_files, shard_keys = search_files(pages)
    common["search_shards"] = " ".join(shard_keys)
    files: dict[str, str] = dict(index_files)
    common["engine_matrix"] = _engine_matrix(pages, runs)
    for name in ("index.html", "engines.html", "results.html", "coverage.html", "search.html"):
        files[name] = environment.get_template(name).render(common, base="", url=name)
    template = environment.get_template("page.html")
    for page in pages:
        section_title = _section_heading(page, edition)
        files[page.url] = template.render(
            common,
            base="../",
            url=page.url,
            page=page,
            heading=section_title,
            card=cards.get(page.title) if page.kind == "card" else None,
            uncovered=coverage.uncovered_in(page.key)
            if coverage is not None and page.kind == "section"
            else [],
        )
    for name in _STATIC_FILES:
        files[f"static/{name}"] = resources.files("rulings.site").joinpath("static", name).read_text("utf-8")
    return files


@dataclass(frozen=True)
class MatrixGroup:
    """A band of the engines matrix: rules sections, cards or other pages, each row a page, each column a run."""

    title: str
    anchor: str
    rows: list[tuple[Page, list[Counts]]]
    totals: list[Counts]
    examples: int


@dataclass(frozen=True)
class EngineMatrix:
    """Every page by engine run, with per-outcome counts (engines as columns, as wpt.fyi shows browsers)."""

    groups: list[MatrixGroup]
    totals: list[Counts]
    examples: int

    @property
    def broken(self) -> bool:
        """Whether some run errored or timed out somewhere (the legend then explains those marks too)."""
        return any(counts.errored or counts.timeout for counts in self.totals)


def _engine_matrix(pages: list[Page], runs: Results) -> EngineMatrix:
    """Sections, cards and other pages by engine run."""
    groups = []
    width = len(runs.runs)
    for kind, title in (("section", "Rules sections"), ("card", "Cards"), ("other", "Other features")):
        rows = [(page, runs.counts(page.result_keys())) for page in pages if page.kind == kind]
        if rows:
            totals = [sum((counts[i] for _, counts in rows), Counts()) for i in range(width)]
            examples = sum(page.scenario_count() for page, _ in rows)
            groups.append(MatrixGroup(title, f"matrix-{kind}", rows, totals, examples))
    totals = [sum((group.totals[i] for group in groups), Counts()) for i in range(width)]
    return EngineMatrix(groups, totals, sum(group.examples for group in groups))


def _section_heading(page: Page, edition: Edition | None) -> str:
    """A section page's heading: the CR's own section title when the edition is known ("302. Creatures")."""
    if page.kind == "section" and edition is not None:
        paragraph = edition.by_number.get(page.key)
        if paragraph is not None:
            return f"{page.key}. {paragraph.text}"
    return page.title


def _linker(pages: list[Page]) -> Linker:
    """Where each CR paragraph, section and card of the site lives."""
    paragraphs: dict[str, str] = {}
    cards: dict[str, str] = {}
    for page in pages:
        if page.kind == "section":
            paragraphs.setdefault(page.key, page.url)
        if page.kind == "card":
            cards.setdefault(page.title, page.url)
        for feature in page.features:
            for rule in feature.rules:
                if rule.number is not None:
                    paragraphs.setdefault(rule.number, f"{page.url}#{rule.anchor}")
    return Linker.build(paragraphs, cards)


@functools.cache
def _environment() -> Environment:
    """Jinja2 with autoescaping on for everything, and our text filters (compiled templates are kept)."""
    environment = Environment(
        loader=PackageLoader("rulings.site", "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )

    @pass_context
    def cr_text(context: Context, text: str) -> Markup:
        """CR or ruling text: symbols drawn, cross-references linked."""
        return render_text(text, context["linker"], context["base"])

    @pass_context
    def step_text(context: Context, text: str) -> Markup:
        """A step or scenario line: symbols drawn, card names linked to their pages."""
        return render_text(
            text, context["linker"], context["base"], link_cards=True, except_url=context["url"]
        )

    def percent(value: float | None) -> str:
        return "–" if value is None else f"{value:.0%}" if value in (0, 1) else f"{value:.1%}"

    environment.filters["cr_text"] = cr_text
    environment.filters["step_text"] = step_text
    environment.filters["symbols"] = render_symbols
    environment.filters["percent"] = percent
    environment.filters["blocks"] = text_blocks
    environment.globals["zip"] = zip
    environment.globals["outcome_badge"] = outcome_badge
    environment.globals["cell_badge"] = cell_badge
    environment.globals["split_expectation"] = split_expectation
    return environment


def _replace_directory(output: Path, files: dict[str, str]) -> None:
    """Write `files` under `output`, removing an earlier build there first."""
    if output.exists():
        if not output.is_dir():
            raise SiteOutputError(f"{output} is a file, not a directory; give --output a directory")
        if any(output.iterdir()) and not (output / MARKER).is_file():
            raise SiteOutputError(
                f"{output} is not empty and was not built by `rulings docs`; give an empty or new --output"
            )
        shutil.rmtree(output)
    folders = {output / Path(name).parent for name in files}
    for folder in sorted(folders):
        folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (output / name).write_text(text, encoding="utf-8")
    (output / MARKER).write_text(
        "built by `rulings docs`; the next build replaces this directory\n", encoding="utf-8"
    )
