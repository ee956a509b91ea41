"""Issue 28: what every page of the site has, read from the built HTML: a meta description, a favicon that
exists, headings that never skip a level (h1, then h2 before any h3)."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

from tests.docs.browser import Browser


class _Facts(HTMLParser):
    """The description, the icon and the heading levels of one page, in order."""

    def __init__(self) -> None:
        super().__init__()
        self.description: str | None = None
        self.icon: str | None = None
        self.levels: list[int] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "meta" and values.get("name") == "description":
            self.description = values.get("content")
        elif tag == "link" and values.get("rel") == "icon":
            self.icon = values.get("href")
        elif len(tag) == 2 and tag[0] == "h" and tag[1] in "123456":
            self.levels.append(int(tag[1]))


def _facts(page: Path) -> _Facts:
    facts = _Facts()
    facts.feed(page.read_text(encoding="utf-8"))
    return facts


def test_every_page_has_a_description_a_favicon_and_headings_in_order(real_site: Path) -> None:
    pages = sorted(real_site.rglob("*.html"))
    assert len(pages) > 50
    descriptions = set()
    for page in pages:
        facts = _facts(page)
        where = page.relative_to(real_site)
        assert facts.description and len(facts.description) > 50, f"{where}: no meta description"
        descriptions.add(facts.description)
        assert facts.icon is not None and (page.parent / facts.icon).is_file(), f"{where}: no favicon"
        assert facts.levels[:1] == [1], f"{where}: does not start with its h1"
        skips = [(a, b) for a, b in zip(facts.levels, facts.levels[1:], strict=False) if b > a + 1]
        assert not skips, f"{where}: headings skip a level: {skips}"
    assert len(descriptions) > len(pages) / 2, "the pages share one description"


def test_the_engines_table_fits_a_phone(browser: Browser, real_site: Path) -> None:
    """Issue 28: on a phone the last engine's column was cut at the screen's edge."""
    phone = browser.new_page(390, 844, mobile=True)
    phone.goto((real_site / "engines.html").as_uri())
    # A third engine column, as phase.rs makes beside the reference engine and python-mtg; every group's
    # table drawn (one off the screen is drawn only when it comes near it, and can't be cut before).
    phone.draw_everything()
    phone.evaluate(
        """document.querySelectorAll('table.engines-matrix tr').forEach(row => {
             const last = row.lastElementChild; if (last) row.appendChild(last.cloneNode(true)); }) || true"""
    )
    cells = phone.evaluate(
        """Array.from(document.querySelectorAll('table.engines-matrix'),
             t => t.querySelectorAll('thead th.engine-col').length)"""
    )
    assert len(cells) > 1 and set(cells) == {3}
    wraps = phone.evaluate(
        """Array.from(document.querySelectorAll('.table-wrap'),
             w => ({id: w.id, scroll: w.scrollWidth, client: w.clientWidth}))"""
    )
    cut = [wrap for wrap in wraps if wrap["scroll"] > wrap["client"]]
    assert not cut, f"the engines table is cut on a phone: {cut}"
