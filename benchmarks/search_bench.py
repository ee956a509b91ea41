"""How much of the search index a query loads: `python benchmarks/search_bench.py`.

Builds the site of the whole suite, opens its search page in headless Chromium (tests/docs/browser.py) on
a few typical queries, and prints for each the bytes of the index files it loaded against the whole index
(all its files) and against the single search-index.js the site loaded before issue 28 (every entry, in
full, on every visit), as a ratio.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from urllib.parse import quote, unquote, urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulings.site import build_site  # noqa: E402  (after the path set-up above)
from rulings.site.pages import build_pages  # noqa: E402
from rulings.site.search_index import search_entries  # noqa: E402
from rulings.suite.featurefile import read_features  # noqa: E402
from tests.docs.browser import open_browser  # noqa: E402

QUERIES = ("mana pool", "106.7", "Reflecting Pool", "untap step", "kruphx", "trample")


TARGET = 0.25  # a query loads at most this share of what the one whole index cost every search


def main() -> int:
    """Print bytes loaded per query, and the ratios; exit 1 if a query loads more than TARGET of before."""
    worst = 0.0
    features = ROOT / "features"
    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site"
        build_site(features, site)
        whole = sum(path.stat().st_size for path in (site / "search").iterdir())
        entries = search_entries(build_pages(read_features(features), features))
        before = len(
            "window.RULINGS_INDEX = " + json.dumps(entries, ensure_ascii=False, separators=(",", ":"))
        )
        print(f"index: {len(list((site / 'search').iterdir()))} files, {whole:,} bytes in all")
        print(f"before (one search-index.js, loaded whole): {before:,} bytes")
        with open_browser() as browser:
            page = browser.new_page()
            for query in QUERIES:
                page.goto((site / "search.html").as_uri() + "?q=" + quote(query))
                page.wait_for(
                    f"document.getElementById('search-results').dataset.query === {json.dumps(query)}"
                )
                urls = page.evaluate("Array.from(document.querySelectorAll('script[src]'), s => s.src)")
                loaded = [Path(unquote(urlparse(u).path)) for u in urls if "/search/" in u]
                size = sum(path.stat().st_size for path in loaded)
                status = page.evaluate("document.getElementById('search-status').textContent")
                print(
                    f"{query!r:18} {size:>8,} bytes in {len(loaded):>2} files: "
                    f"{size / before:.3f} of before, {size / whole:.3f} of the index  ({status})"
                )
                worst = max(worst, size / before)
    print(f"the largest query loads {worst:.3f}x of before (target <= {TARGET}x)")
    return 1 if worst > TARGET else 0


if __name__ == "__main__":
    sys.exit(main())
