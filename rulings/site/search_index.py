"""The client-side search index: one small record per section, paragraph, card, ruling and scenario.

Written as a script (`window.RULINGS_INDEX = [...]`) rather than a .json file, because a page opened from
file:// may not fetch() a neighbouring file, but it may load a script.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Final

from rulings.site.pages import Page

__all__ = ["INDEX_SCRIPT", "search_entries", "search_script"]

INDEX_SCRIPT: Final = "search-index.js"
_TEXT_LIMIT: Final = 400  # characters of a paragraph's text kept for matching; enough for every seed ruling


def search_entries(pages: Sequence[Page]) -> list[dict[str, str]]:
    """Entries with a kind `k`, number `n`, title `t`, text `x`, the page's title `p` and the URL `u`."""
    entries: list[dict[str, str]] = []
    for page in pages:
        entries.append(
            _entry(
                page.kind,
                number=page.key if page.kind == "section" else "",
                title=page.title,
                text="",
                page="",
                url=page.url,
            )
        )
        for feature in page.features:
            if page.kind == "card" and feature.feature.description:
                entries[-1]["x"] = _short(feature.feature.description)
            for rule in feature.rules:
                url = f"{page.url}#{rule.anchor}"
                kind = "paragraph" if rule.number else "ruling"
                entries.append(
                    _entry(
                        kind,
                        number=rule.number or "",
                        title=rule.title,
                        text=rule.rule.description,
                        page=page.title,
                        url=url,
                    )
                )
            for _, block in feature.scenarios():
                url = f"{page.url}#{block.anchor}"
                number = " ".join(block.rules)
                entries.append(
                    _entry(
                        "scenario",
                        number=number,
                        title=block.scenario.name,
                        text="",
                        page=page.title,
                        url=url,
                    )
                )
    return entries


def search_script(pages: Sequence[Page]) -> str:
    """The index as a script that sets `window.RULINGS_INDEX`."""
    payload = json.dumps(search_entries(pages), ensure_ascii=False, separators=(",", ":"))
    # "</" cannot end a script block inside an HTML page even if this is ever inlined.
    return "window.RULINGS_INDEX = " + payload.replace("</", "<\\/") + ";\n"


def _entry(kind: str, *, number: str, title: str, text: str, page: str, url: str) -> dict[str, str]:
    entry = {"k": kind, "t": title, "u": url}
    if number:
        entry["n"] = number
    if text:
        entry["x"] = _short(text)
    if page:
        entry["p"] = page
    return entry


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _TEXT_LIMIT else flat[: _TEXT_LIMIT - 1] + "…"
