"""The vendored Gatherer rulings (rules/card-rulings.json: name -> {"rulings": [{"date", "text"}], "source"}),
read one way for the quote checker and the skeleton writer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulings.rules.paths import read_json_object
from rulings.spec.tags import slugify

__all__ = ["CardRuling", "read_card_rulings"]


@dataclass(frozen=True, slots=True)
class CardRuling:
    """One Gatherer ruling of a card: the card's name, the ruling's date (YYYY-MM-DD) and its text."""

    card: str
    date: str
    text: str


def _rulings_of(name: str, entry: Mapping[str, Any]) -> tuple[CardRuling, ...]:
    """A card's rulings from its entry in the data, in the data's order."""
    return tuple(CardRuling(name, str(r["date"]), str(r["text"])) for r in entry.get("rulings", ()))


def read_card_rulings(path: Path) -> dict[str, tuple[CardRuling, ...]]:
    """The whole file, as card slug -> rulings."""
    data = read_json_object(path, "the vendored card rulings")
    return {slugify(name): _rulings_of(name, entry) for name, entry in data.items()}
