"""The Oracle card data, by exact Oracle name: the vendored cards the features were written against
(engine/data/cards.json), then the whole MTGJSON pool (engine/data/pool.sqlite), each card read when first used.

A card of the pool is one row of MTGJSON faces (AtomicCards layout, written by scripts/vendor_pool.py); it is
turned into the same flat record as the vendored cards: the first face's fields, and a second face under a key of
its own where its layout gives it characteristics of its own (CR 712.2, 715.2).
"""

from __future__ import annotations

import difflib
import json
import sqlite3
import zlib
from collections.abc import Iterator
from contextlib import ExitStack
from functools import cache
from importlib import resources
from typing import Any

from rulings.engine.vocabulary.errors import UnknownCard

CARD_FIELDS = (
    "name",
    "manaCost",
    "type",
    "supertypes",
    "types",
    "subtypes",
    "text",
    "power",
    "toughness",
    "keywords",
    "loyalty",  # a planeswalker's printed loyalty (CR 306.5b)
)
"""The fields of a card's first face the engine reads (scripts/vendor_cards.py vendors the same)."""
FIELDS = (*CARD_FIELDS, "layout", "printings")  # a pool card's also: what the compiler and the figure read
# A card's second face, by its layout: a transforming double-faced card's back face has characteristics of its own,
# no mana cost and its color indicator's colors (CR 712.2, 202.2e); an Adventure has a name, mana cost, type line
# and rules text (CR 715.2a).
SECOND_FACES = {
    "transform": ("back", (*(f for f in CARD_FIELDS if f not in ("name", "manaCost")), "colorIndicator")),
    "adventure": ("adventure", ("manaCost", "type", "supertypes", "types", "subtypes", "text")),
}


@cache
def vendored_cards() -> dict[str, dict[str, Any]]:
    """The vendored card data the features were written against, by exact Oracle name."""
    text = resources.files("rulings.engine").joinpath("data/cards.json").read_text(encoding="utf-8")
    cards: dict[str, dict[str, Any]] = json.loads(text)["cards"]
    return cards


class Pool:
    """The whole card pool, read one card at a time from its SQLite file (opened read-only, once)."""

    def __init__(self) -> None:
        self._files = ExitStack()  # an installed package may be a zip: as_file extracts the database then
        path = self._files.enter_context(
            resources.as_file(resources.files("rulings.engine").joinpath("data/pool.sqlite"))
        )
        self._db = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True, check_same_thread=False)
        (self._dictionary,) = self._db.execute("SELECT value FROM meta WHERE key = 'zdict'").fetchone()

    def faces(self, name: str) -> list[dict[str, Any]] | None:
        """The MTGJSON faces of the card of that exact name, or None."""
        row = self._db.execute("SELECT faces FROM cards WHERE name = ?", (name,)).fetchone()
        if row is None:
            return None
        decompressor = zlib.decompressobj(zdict=self._dictionary)
        faces: list[dict[str, Any]] = json.loads(decompressor.decompress(row[0]) + decompressor.flush())
        return faces

    def names(self) -> Iterator[str]:
        """Every card name of the pool, in name order."""
        return (name for (name,) in self._db.execute("SELECT name FROM cards ORDER BY name"))

    def meta(self, key: str) -> str:
        """A provenance field of the pool (source, sha256, meta, cards)."""
        (value,) = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(value)


@cache
def pool() -> Pool:
    """The card pool, opened on first use."""
    return Pool()


def flat_record(faces: list[dict[str, Any]]) -> dict[str, Any]:
    """A pool card as the engine reads it: the first face's fields, and its second face's under `back` or
    `adventure` by its layout, named by its face name."""
    first = faces[0]
    card = {field: first[field] for field in FIELDS if field in first}
    card["source"] = f"MTGJSON {pool_builds()} (engine/data/pool.sqlite)"
    if first.get("layout") in SECOND_FACES and len(faces) > 1:
        key, fields = SECOND_FACES[first["layout"]]
        card[key] = {"name": faces[1]["faceName"], **{f: faces[1][f] for f in fields if f in faces[1]}}
    return card


@cache
def pool_builds() -> str:
    """The MTGJSON builds the pool was made from."""
    versions: dict[str, int] = json.loads(pool().meta("meta")).get("versions", {})
    return ", ".join(versions)


@cache
def card_data(name: str) -> dict[str, Any]:
    """The Oracle data of a card (a vendored card's first), or UnknownCard naming the closest known names."""
    vendored = vendored_cards().get(name)
    if vendored is not None:
        return vendored
    faces = pool().faces(name)
    if faces is not None:
        return flat_record(faces)
    suggestions = closest_names(name)
    hint = f"; did you mean {' or '.join(repr(s) for s in suggestions)}?" if suggestions else ""
    raise UnknownCard(f"unknown card {name!r}{hint} (card names are exact Oracle names)") from None


def all_names() -> list[str]:
    """Every card name the engine knows: the vendored cards and the pool's."""
    return sorted({*vendored_cards(), *pool().names()})


def closest_names(name: str, count: int = 3) -> list[str]:
    """The known card names closest to a misspelt one."""
    by_case = {n.lower(): n for n in all_names()}
    if name.lower() in by_case:
        return [by_case[name.lower()]]
    close = difflib.get_close_matches(name.lower(), list(by_case), n=count, cutoff=0.6)
    return [by_case[c] for c in close]
