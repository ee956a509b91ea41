"""A budget for what a page gives the browser to draw when it opens on a phone (issue 28, Lighthouse).

Lighthouse's DOM-size audit "warns when the body element has more than ~800 nodes" (its documentation,
"Avoid an excessive DOM size"), since every drawn node is styled and laid out again and again. The site's
long pages keep all their text in the page but draw a block only when it comes near the screen
(content-visibility: auto), so what the budget holds is the elements drawn at load on Lighthouse's phone
screen (412 x 823): a regression (a block that is always drawn, a long list outside any block) shows here.
`benchmarks/site_lighthouse.py` runs Lighthouse itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from tests.docs.browser import Browser

LIGHTHOUSE_DOM_WARNING: Final = 800  # body elements; Lighthouse's documented warning threshold
PHONE: Final = (412, 823)  # Lighthouse's mobile screen (a Moto G Power)

_DRAWN = """(() => {
  const all = Array.from(document.body.querySelectorAll('*'));
  return {all: all.length, drawn: all.filter(e => e.checkVisibility({contentVisibilityAuto: true})).length};
})()"""


def _largest(folder: Path, count: int) -> list[Path]:
    return sorted(folder.glob("*.html"), key=lambda path: path.stat().st_size, reverse=True)[:count]


def test_every_page_draws_fewer_elements_at_load_than_lighthouse_warns_about(
    browser: Browser, real_site: Path
) -> None:
    phone = browser.new_page(*PHONE, mobile=True)
    pages = [real_site / name for name in ("index.html", "engines.html", "results.html", "coverage.html")]
    pages += sorted((real_site / "rules").glob("*.html")) + _largest(real_site / "cards", 5)
    over = {}
    largest = 0
    for path in pages:
        phone.goto(path.as_uri())
        counts = phone.evaluate(_DRAWN)
        largest = max(largest, counts["all"])
        if counts["drawn"] > LIGHTHOUSE_DOM_WARNING:
            over[path.relative_to(real_site).as_posix()] = counts
    assert not over, f"pages drawing more than {LIGHTHOUSE_DOM_WARNING} elements at load: {over}"
    # The budget is about long pages: some page here is long enough to need its blocks drawn lazily.
    assert largest > LIGHTHOUSE_DOM_WARNING


def test_a_search_draws_its_hits_within_the_budget(browser: Browser, real_site: Path) -> None:
    phone = browser.new_page(*PHONE, mobile=True)
    phone.goto((real_site / "search.html").as_uri() + "?q=mana")
    phone.wait_for("document.getElementById('search-results').dataset.query === 'mana'")
    assert phone.evaluate("document.querySelectorAll('.search-hit').length") > 0
    assert phone.evaluate(_DRAWN)["drawn"] <= LIGHTHOUSE_DOM_WARNING
