"""Screenshots of the rulings site, so a person can look at the pages: `python scripts/screenshot.py`.

Builds the site from features/ (with any --results files) into a temporary directory, or takes an already
built one (--site), opens it in headless Chromium (scripts/ensure-browser.sh installs it) and writes PNGs
of the index, a rules section, a card, the results and coverage pages and two searches, at a desktop and a
phone width. Needs the test extra (websocket-client): pip install -e '.[test]'.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulings.layout import Layout, newest_edition  # noqa: E402
from rulings.site import build_site  # noqa: E402  (after the path set-up above)
from tests.docs.browser import open_browser  # noqa: E402

DESKTOP = (1280, 900, False)
PHONE = (390, 844, True)
MAX_HEIGHT = 3000  # px of a long page kept in one picture; enough to see its shape, small enough to view


def pages_to_shoot(site: Path) -> list[tuple[str, str]]:
    """(name, URL) of the pages worth a look: each kind of page once, and two searches."""
    shots = [("index", "index.html")]
    sections = sorted((site / "rules").glob("*.html"))
    cards = sorted((site / "cards").glob("*.html"))
    if sections:
        shots.append((f"rules-{sections[0].stem}", f"rules/{sections[0].name}"))
    if cards:
        shots.append((f"card-{cards[0].stem}", f"cards/{cards[0].name}"))
    shots += [
        ("engines", "engines.html"),
        ("results", "results.html"),
        ("coverage", "coverage.html"),
        ("search-reflecting-pool", "search.html?q=Reflecting%20Pool"),
        ("search-106.7", "search.html?q=106.7"),
    ]
    return shots


def shoot(site: Path, out: Path) -> list[Path]:
    """Write the screenshots of `site` into `out` and return their paths."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with open_browser() as browser:
        for label, (width, height, mobile) in (("desktop", DESKTOP), ("phone", PHONE)):
            page = browser.new_page(width, height, mobile)
            for name, url in pages_to_shoot(site):
                path, _, query = url.partition("?")
                page.goto((site / path).as_uri() + (f"?{query}" if query else ""))
                written.append(page.screenshot(out / f"{label}-{name}.png", max_height=MAX_HEIGHT))
    return written


def main() -> int:
    """Build (or take) the site, take the screenshots, print where they are."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="an already built site (default: build one from features/)")
    parser.add_argument("--results", type=Path, action="append", default=[], help="result records to show")
    parser.add_argument("--out", type=Path, default=Path("screenshots"), help="where to write the PNGs")
    args = parser.parse_args()
    site: Path = args.site
    if site is None:
        layout = Layout.find(ROOT)
        site = Path(tempfile.mkdtemp(prefix="rulings-site-")) / "site"
        report = build_site(
            layout.features,
            site,
            results=args.results,
            edition=newest_edition(layout.editions),
            scope=layout.scope,
            card_data=ROOT / "engine" / "data" / "cards.json",
        )
        print(f"built {report.files} files into {site} in {report.seconds:.2f} s")
    for path in shoot(site.resolve(), args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
