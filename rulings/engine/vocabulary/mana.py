"""Mana types and the rules' mana symbols (CR 106.1, CR 107.4)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from typing import Literal

COLORS = ("W", "U", "B", "R", "G")  # CR 106.1a
TYPES = (*COLORS, "C")  # CR 106.1b: the five colors and colorless
ManaType = Literal["W", "U", "B", "R", "G", "C"]
TYPE_ORDER = {t: i for i, t in enumerate(TYPES)}

_SYMBOL = re.compile(r"\{([^{}]+)\}")

Mana = tuple[str, ...]
"""A quantity of mana as the types of its units, e.g. ("G", "G") for {G}{G}."""


def parse_symbols(text: str) -> list[str]:
    """Split "{2}{G}{T}" into ["2", "G", "T"]; raise ValueError on text outside braces."""
    symbols = _SYMBOL.findall(text)
    if "".join(f"{{{s}}}" for s in symbols) != text.replace(" ", ""):
        raise ValueError(f"not a sequence of mana symbols: {text!r}")
    return symbols


def parse_mana(text: str) -> Mana:
    """Parse mana in the rules' notation ("{G}{G}", "{C}") or "empty" into units of mana."""
    if text.strip().lower() in ("", "empty", "nothing", "no mana"):
        return ()
    units = parse_symbols(text)
    for unit in units:
        if unit not in TYPES:
            raise ValueError(
                f"{{{unit}}} is not a type of mana; the types are {format_types(TYPES)} (CR 106.1b)"
            )
    return tuple(units)


def format_mana(mana: Iterable[str]) -> str:
    """Format units of mana canonically, in WUBRGC order: ("G", "W") -> "{W}{G}"."""
    units = sorted(mana, key=TYPE_ORDER.__getitem__)
    return "".join(f"{{{u}}}" for u in units)


def format_types(types: Iterable[str]) -> str:
    """Format a set of mana types as symbols in WUBRGC order."""
    return format_mana(set(types))


def pool_counts(pool: Counter[str]) -> dict[str, int]:
    """A mana pool as the protocol's mapping of every type to its count."""
    return {t: pool.get(t, 0) for t in TYPES}
