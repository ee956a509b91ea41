"""Issue 28: the split search index: a query loads only the files it needs, stems its words and forgives a
typo, and the stemmer written in Python (the index) and in JavaScript (the query) agree."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote, urlparse

import pytest

from rulings.site.search_index import stem
from tests.docs.browser import Browser, Page
from tests.docs.site_inputs import ROOT

SEARCH_JS = ROOT / "rulings" / "site" / "static" / "search.js"
WORDS = [
    "pools",
    "pool",
    "mana",
    "untapping",
    "untaps",
    "untapped",
    "tapped",
    "taps",
    "abilities",
    "ability",
    "produces",
    "producing",
    "produced",
    "produce",
    "creatures",
    "rulings",
    "rules",
    "ruling",
    "sorceries",
    "passes",
    "glasses",
    "kruphix",
    "prophet",
    "106.7a",
    "reflecting",
    "flying",
    "seeds",
    "need",
    "wasted",
    "goes",
    "is",
    "us",
    "bus",
    "hasted",
]


@dataclass(frozen=True)
class Found:
    """What a query shows and what it loaded."""

    count: int
    hits: list[str]
    bytes: int


def _search(page: Page, site: Path, query: str) -> Found:
    """Open the search page on a query; its result count, hits and the bytes of index files it loaded."""
    page.goto((site / "search.html").as_uri() + "?q=" + quote(query))
    page.wait_for(f"document.getElementById('search-results').dataset.query === {json.dumps(query)}")
    hits = page.evaluate("Array.from(document.querySelectorAll('#search-results li a'), a => a.textContent)")
    status = page.evaluate("document.getElementById('search-status').textContent")
    urls = page.evaluate("Array.from(document.querySelectorAll('script[src]'), s => s.src)")
    loaded = [Path(unquote(urlparse(url).path)) for url in urls if "/search/" in url]
    count = int(status.split(" ")[0]) if status[0].isdigit() else 0
    return Found(count, list(hits), sum(path.stat().st_size for path in loaded))


def test_the_python_and_javascript_stemmers_agree() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("needs Node.js to run the page's stemmer")
    source = SEARCH_JS.read_text(encoding="utf-8")
    function = re.search(r"\n  function stem\(word\) \{.*?\n  \}\n", source, re.DOTALL)
    assert function is not None, "static/search.js has no stem()"
    program = function[0] + f"\nconsole.log(JSON.stringify({json.dumps(WORDS)}.map(stem)));"
    done = subprocess.run([node, "-e", program], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout) == [stem(word) for word in WORDS]
    assert stem("pools") == stem("pool") and stem("untapping") == stem("untap") == stem("untapped")


def test_a_plural_finds_what_the_singular_finds(browser: Browser, real_site: Path) -> None:
    page = browser.new_page()
    plural, singular = _search(page, real_site, "mana pools"), _search(page, real_site, "mana pool")
    assert singular.count > 10
    assert plural.count == singular.count


def test_a_typo_in_a_card_name_still_finds_the_card(browser: Browser, real_site: Path) -> None:
    page = browser.new_page()
    found = _search(page, real_site, "kruphx")
    assert any("Prophet of Kruphix" in hit for hit in found.hits[:3])
    assert page.exceptions() == []


def test_a_query_loads_a_small_part_of_the_index(browser: Browser, real_site: Path) -> None:
    page = browser.new_page()
    whole = sum(path.stat().st_size for path in (real_site / "search").iterdir())
    for query in ("mana pool", "106.7", "Reflecting Pool", "untap step"):
        found = _search(page, real_site, query)
        assert found.count, query
        assert 0 < found.bytes < whole / 5, f"{query!r} loaded {found.bytes} of {whole} bytes"
    assert page.exceptions() == []
