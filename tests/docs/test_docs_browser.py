"""The built site in a real browser (headless Chromium, file:// URLs, no server, no network)."""

from __future__ import annotations

import json
from collections import deque
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag

import pytest

from rulings.site.pages import build_pages
from rulings.suite.featurefile import Feature
from tests.docs.browser import Browser, BrowserError, Page
from tests.docs.site_inputs import FAILURE_MESSAGE, FEATURES

pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")

_PAGE_FACTS = """(() => ({
  stylesheet: getComputedStyle(document.documentElement).getPropertyValue('--site-css').trim(),
  pwned: typeof window.__pwned === 'undefined' ? null : String(window.__pwned),
  links: Array.from(document.querySelectorAll('a[href]'), a => a.href),
  ids: Array.from(document.querySelectorAll('[id]'), e => e.id),
  overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
}))()"""


@pytest.fixture
def page(browser: Browser) -> Page:
    """A fresh desktop-sized tab."""
    return browser.new_page()


def _normalise(text: str) -> str:
    return " ".join(text.split())


def test_the_index_lists_every_feature(page: Page, real_site: Path, real_features: list[Feature]) -> None:
    page.goto((real_site / "index.html").as_uri())
    # textContent, not innerText: the index's groups below the fold skip rendering (content-visibility: auto), and
    # innerText leaves out what isn't rendered, though find-in-page and screen readers reach it
    text = _normalise(page.evaluate("document.querySelector('main').textContent"))
    for feature in real_features:
        assert _normalise(feature.name) in text, f"{feature.path} is not on the index"
    links = page.evaluate("Array.from(document.querySelectorAll('main a.index-link'), a => a.textContent)")
    assert len(links) == len(set(links))


def test_a_rule_page_shows_each_quoted_paragraph_and_its_scenarios(
    page: Page, real_site: Path, real_features: list[Feature]
) -> None:
    checked = 0
    for site_page in build_pages(real_features, FEATURES):
        page.goto((real_site / site_page.url).as_uri())
        page.draw_everything()
        blocks = page.evaluate(
            """Object.fromEntries(Array.from(document.querySelectorAll('section.rule'), s => [s.id, {
                 quote: Array.from(s.querySelectorAll('blockquote.quote p'), p => p.innerText).join('\\n'),
                 scenarios: Array.from(s.querySelectorAll('article.scenario h4'),
                                       h => h.innerText.replace(/^#\\s*/, '')),
               }]))"""
        )
        for feature in site_page.features:
            for rule in feature.rules:
                assert rule.anchor in blocks, f"{rule.title} has no block on {site_page.url}"
                shown = blocks[rule.anchor]
                assert _normalise(shown["quote"]) == _normalise(rule.rule.description), rule.title
                expected = [_normalise(block.scenario.name) for block in rule.scenarios]
                assert [_normalise(name) for name in shown["scenarios"]] == expected, rule.title
                checked += site_page.kind == "section"
    assert checked, "no CR paragraph was checked"


def test_a_long_page_draws_each_block_on_the_screen_and_lands_on_a_deep_permalink(
    browser: Browser, real_site: Path
) -> None:
    longest = max((real_site / "rules").glob("*.html"), key=lambda path: path.stat().st_size)
    phone = browser.new_page(390, 844, mobile=True)
    phone.goto(longest.as_uri())
    last = phone.evaluate("Array.from(document.querySelectorAll('section.rule'), s => s.id).pop()")
    # Off the screen the last block is not drawn yet, but its text is in the page.
    assert phone.evaluate(f"document.getElementById({json.dumps(last)}).innerText") == ""
    assert phone.evaluate(f"document.getElementById({json.dumps(last)}).textContent.trim()") != ""
    phone.goto(longest.as_uri() + "#" + last)
    phone.wait_for("document.querySelector(':target') !== null")
    top = phone.evaluate("document.querySelector(':target').getBoundingClientRect().top")
    assert 0 <= top < 844 / 2, f"#{last} is at {top}px, not at the top of the screen"
    assert phone.evaluate("document.querySelector(':target').innerText").strip() != ""


def test_a_permalink_by_rule_number_lands_on_the_paragraph(page: Page, real_site: Path) -> None:
    page.goto((real_site / "rules" / "106.html").as_uri() + "#106.7")
    assert page.evaluate("document.querySelector(':target').id") == "106.7"
    assert page.evaluate("document.querySelector(':target .rule-number').textContent") == "106.7"


def test_the_results_matrix_shows_a_failure_from_a_failing_run(page: Page, real_site: Path) -> None:
    page.goto((real_site / "results.html").as_uri())
    compliance = page.evaluate(
        "Array.from(document.querySelectorAll('table.summary tbody tr'), r => r.innerText.split('\\t'))"
    )
    assert [row[0] for row in compliance] == ["reference 0.1", "careless 0.1"]
    assert compliance[0][2] == "100%"
    failures = page.evaluate(
        """Array.from(document.querySelectorAll('.failure-list li.failure'), r => ({
             outcome: r.querySelector('.outcome').innerText,
             expected: (r.querySelector('.expected') || {innerText: ''}).innerText,
             observed: (r.querySelector('.observed') || {innerText: ''}).innerText,
             link: (r.querySelector('a[href*="#scenario-"]') || {href: ''}).href,
           }))"""
    )
    failed = [row for row in failures if "failed" in row["outcome"]]
    # The symbols are drawn with CSS, yet read (and copy) as written.
    assert [(row["expected"], row["observed"]) for row in failed[:1]] == [("{B}", "{B}{B}")]
    assert failed[0]["link"], "the failure does not link to its scenario"
    # The failing scenario's own page shows the failure in its matrix and under the example.
    page.goto(failed[0]["link"])
    target = page.evaluate(
        """(() => { const s = document.querySelector(':target');
             return {name: s.querySelector('h4').innerText,
                     results: Array.from(s.querySelectorAll('.engine-results li'), li => li.innerText)}; })()"""
    )
    assert any(line.startswith("careless 0.1") and "failed" in line for line in target["results"])
    assert any("Expected" in line and "Observed" in line for line in target["results"])
    matrix = page.evaluate(
        """Array.from(document.querySelectorAll('table.matrix tbody tr'),
                      r => Array.from(r.querySelectorAll('td'), c => c.innerText.trim()))"""
    )
    row = next(r for r in matrix if _normalise(r[0]) == _normalise(target["name"].lstrip("# ")))
    assert "passed" in row[1] and "failed" in row[2]
    assert FAILURE_MESSAGE.startswith("Alice's mana pool")


def test_the_engines_matrix_shows_each_engine_as_a_column_and_links_to_the_page_results(
    page: Page, real_site: Path
) -> None:
    page.goto((real_site / "engines.html").as_uri())
    page.draw_everything()
    heads = page.evaluate(
        """Array.from(document.querySelectorAll('table.engines-matrix'),
             t => Array.from(t.querySelectorAll('th.engine-col'), th => th.innerText.trim()))"""
    )
    assert heads and all(columns == ["reference 0.1", "careless 0.1"] for columns in heads)
    rows = page.evaluate(
        """Array.from(document.querySelectorAll('tr.page-row'), r => ({
             page: r.querySelector('th a').innerText,
             cells: Array.from(r.querySelectorAll('td.counts'), c => c.innerText.trim()),
             links: Array.from(r.querySelectorAll('a.counts-link'), a => a.href),
             shade: getComputedStyle(r.querySelectorAll('td.counts')[1]).backgroundColor}))"""
    )
    assert rows and all(len(row["cells"]) == 2 for row in rows)
    failing = [row for row in rows if "✗ 1" in row["cells"][1]]
    assert len(failing) == 1, "the careless run's one failure is in one row"
    assert failing[0]["cells"][0].startswith("✓") and "✗" not in failing[0]["cells"][0]
    passing = next(row for row in rows if "✗" not in row["cells"][1] and "?" not in row["cells"][1])
    assert failing[0]["shade"] != passing["shade"], "a page with a failure is not shaded apart"
    # Its cell leads to that page's own matrix, where the failed example shows per engine.
    page.goto(failing[0]["links"][1])
    assert page.evaluate("document.querySelector(':target').id") == "results"
    matrix = page.evaluate(
        """Array.from(document.querySelectorAll('table.matrix tbody tr'),
                      r => Array.from(r.querySelectorAll('td.matrix-cell'), c => c.innerText.trim()))"""
    )
    assert any("passed" in cells[0] and "failed" in cells[1] for cells in matrix)
    assert page.exceptions() == []


def _search(page: Page, site: Path, query: str) -> list[dict[str, str]]:
    """Type `query` into the search page; the hits as {kind, text, href}."""
    page.goto((site / "search.html").as_uri())
    assert page.evaluate("window.RULINGS_SEARCH_READY === true"), "search.js did not run"
    page.type_into("#q", query)
    # The hits are drawn once the index files the query needs have loaded.
    page.wait_for(f"document.getElementById('search-results').dataset.query === {json.dumps(query)}")
    return list(
        page.evaluate(
            """Array.from(document.querySelectorAll('#search-results li'), li => ({
                 kind: li.querySelector('.search-kind').textContent,
                 text: li.querySelector('a').textContent,
                 href: li.querySelector('a').href}))"""
        )
    )


def test_search_finds_reflecting_pool(page: Page, real_site: Path) -> None:
    hits = _search(page, real_site, "Reflecting Pool")
    assert hits, "no hit for Reflecting Pool"
    assert "Reflecting Pool" in hits[0]["text"]
    page.goto(hits[0]["href"])
    assert "Reflecting Pool" in page.evaluate("document.body.innerText")


def test_search_finds_a_rule_number_first(page: Page, real_site: Path) -> None:
    hits = _search(page, real_site, "106.7")
    assert hits[0]["kind"] == "Rule" and hits[0]["text"] == "106.7"
    assert hits[0]["href"].endswith("/rules/106.html#106.7")
    page.goto(hits[0]["href"])
    assert page.evaluate("document.querySelector(':target').id") == "106.7"


def test_search_from_the_header_of_any_page(page: Page, real_site: Path) -> None:
    page.goto((real_site / "rules" / "106.html").as_uri())
    page.type_into("#site-search-q", "106.7")
    page.evaluate("document.querySelector('form.site-search').submit() || true")
    page.wait_for("location.pathname.endsWith('/search.html') && document.querySelector('#search-results a')")
    assert page.evaluate("document.querySelector('#search-results a').textContent") == "106.7"


def _crawl(page: Page, site: Path) -> dict[str, dict[str, Any]]:
    """Every page reachable from the index, each checked as it loads; URL (without fragment) -> facts."""
    root = site.resolve().as_uri() + "/"
    start = root + "index.html"
    seen: dict[str, dict[str, Any]] = {}
    fragments: list[tuple[str, str]] = []
    queue = deque([start])
    while queue:
        url = queue.popleft()
        if url in seen:
            continue
        try:
            page.goto(url)
        except BrowserError as error:
            raise AssertionError(f"broken link inside the site: {error}") from None
        facts = page.evaluate(_PAGE_FACTS)
        seen[url] = facts
        for link in facts["links"]:
            target, fragment = urldefrag(link)
            assert target.startswith(root), f"{url} links outside the site: {link}"
            target = target.split("?", 1)[0]
            if fragment:
                fragments.append((target, unquote(fragment)))
            if target not in seen:
                queue.append(target)
    missing = [
        f"{target}#{fragment}" for target, fragment in fragments if fragment not in seen[target]["ids"]
    ]
    assert missing == [], "links to anchors the pages do not have"
    return seen


def test_every_link_inside_the_site_resolves(page: Page, real_site: Path) -> None:
    pages = _crawl(page, real_site)
    on_disk = {path.resolve().as_uri() for path in real_site.rglob("*.html")}
    assert set(pages) == on_disk, "some pages are not reachable from the index"
    assert all(facts["stylesheet"] == "loaded" for facts in pages.values()), "a page lost its stylesheet"
    assert page.exceptions() == []


def test_an_injected_script_does_not_execute(browser: Browser, synthetic_site: Path) -> None:
    page = browser.new_page()
    pages = _crawl(page, synthetic_site)
    assert {url: facts["pwned"] for url, facts in pages.items() if facts["pwned"] is not None} == {}
    page.goto((synthetic_site / "cards" / "evil.html").as_uri())
    text = page.evaluate("document.body.innerText")
    assert "Evil <script>window.__pwned = 'feature';</script> Card" in text
    assert "Given Alice controls a <script>window.__pwned = 'step';</script>" in _normalise(text)
    assert "<b onmouseover=" in text
    page.goto((synthetic_site / "results.html").as_uri())
    assert "<script>window.__pwned = 'message';</script>" in page.evaluate("document.body.innerText")
    # The search renders hits as text too.
    hits = _search(page, synthetic_site, "pwned")
    assert hits and page.evaluate("typeof window.__pwned") == "undefined"
    assert page.exceptions() == []


def test_pages_fit_a_phone_screen(browser: Browser, real_site: Path) -> None:
    phone = browser.new_page(390, 844, mobile=True)
    cards = sorted((real_site / "cards").glob("*.html"))
    pages = ["index.html", "engines.html", "rules/106.html", "results.html", "coverage.html", "search.html"]
    for relative in pages + [f"cards/{card.name}" for card in cards[:3]]:
        phone.goto((real_site / relative).as_uri())
        phone.draw_everything()
        assert phone.evaluate(_PAGE_FACTS)["overflow"] <= 0, f"{relative} scrolls sideways on a phone"
