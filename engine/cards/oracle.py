"""The vendored Oracle card data (engine/data/cards.json), read once, by exact Oracle name."""

from __future__ import annotations

import difflib
import json
from functools import cache
from importlib import resources
from typing import Any

from rulings.engine.vocabulary.errors import UnknownCard


@cache
def oracle_data() -> dict[str, dict[str, Any]]:
    """The vendored card data, by exact Oracle name."""
    text = resources.files("rulings.engine").joinpath("data/cards.json").read_text(encoding="utf-8")
    cards: dict[str, dict[str, Any]] = json.loads(text)["cards"]
    return cards


def closest_names(name: str, count: int = 3) -> list[str]:
    """The known card names closest to a misspelt one."""
    names = list(oracle_data())
    by_case = {n.lower(): n for n in names}
    close = difflib.get_close_matches(name.lower(), list(by_case), n=count, cutoff=0.6)
    return [by_case[c] for c in close]


def card_data(name: str) -> dict[str, Any]:
    """The Oracle data of a card, or UnknownCard naming the closest known names."""
    try:
        return oracle_data()[name]
    except KeyError:
        suggestions = closest_names(name)
        hint = f"; did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
        raise UnknownCard(f"unknown card {name!r}{hint} (card names are exact Oracle names)") from None
