"""The vendored Gatherer rulings (data/card-rulings.json: name -> {"rulings": [{"date", "text"}], "source"}),
read one way for the quote checker and the skeleton writer."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rulings.layout import read_json_object
from rulings.suite.tags import slugify

__all__ = ["CardRuling", "read_card_rulings"]


@dataclass(frozen=True, slots=True)
class CardRuling:
    """One Gatherer ruling, under its card: its date (YYYY-MM-DD) and its text."""

    date: str
    text: str


def read_card_rulings(path: Path) -> dict[str, tuple[CardRuling, ...]]:
    """The whole file, as card slug -> its rulings in the data's order."""
    data = read_json_object(path, "the vendored card rulings")
    return {
        slugify(name): tuple(CardRuling(str(r["date"]), str(r["text"])) for r in entry.get("rulings", ()))
        for name, entry in data.items()
    }
