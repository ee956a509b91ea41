"""The card definitions compiled from Oracle text (engine/data/definitions.tsv), read as data.

Written by `rulings cards compile` (rulings/oracle/), never by hand: each line is a card name, a tab, and the JSON
list of its abilities (engine/cards/codec.py), one per paragraph of its text, in printed order. An ability the
compiler reads is a primitive; one it can't read is an `Unmodelled` with the moment it would matter. The lines
are sorted by name, so a card is found by binary search and decoded when it is first used.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from rulings.engine.abilities import Ability
from rulings.engine.cards.codec import TAG, DefinitionError, decode_ability

FILE = "data/definitions.tsv"


@cache
def _text() -> tuple[bytes, int]:
    """The file's bytes, and where its first card line starts (after the comment lines)."""
    text = resources.files("rulings.engine").joinpath(FILE).read_bytes()
    start = 0
    while text.startswith(b"#", start):
        start = text.index(b"\n", start) + 1
    return text, start


def _line(name: str) -> str | None:
    """The JSON of the card's line, found by binary search: the file's lines are sorted by name (as UTF-8 bytes
    sort, in code point order), so a look-up reads a few lines, not the whole file."""
    (text, low), key = _text(), name.encode("utf-8") + b"\t"
    high = len(text)
    while low < high:
        middle = (low + high) // 2
        start = text.rfind(b"\n", low - 1, middle) + 1 if middle > low else low
        end = text.find(b"\n", start)
        end = len(text) if end < 0 else end
        line = text[start:end]
        if line.startswith(key):
            return line[len(key) :].decode("utf-8")
        if line < key:
            low = end + 1
        else:
            high = start
    return None


def compiled_names(*, fully: bool = False) -> list[str]:
    """The names of every card with a compiled definition, in name order; with `fully`, only those with no
    Unmodelled ability (read from the line, without decoding it)."""
    text, start = _text()
    lines = text[start:].decode("utf-8").splitlines()
    unmodelled = f'"{TAG}":"Unmodelled"'
    return [
        name
        for name, _, rest in (line.partition("\t") for line in lines)
        if not (fully and unmodelled in rest)
    ]


@cache
def compiled_abilities(name: str) -> tuple[Ability, ...] | None:
    """The compiled abilities of the card of that exact name, or None if it has no compiled definition."""
    line = _line(name)
    if line is None:
        return None
    try:
        return tuple(decode_ability(a) for a in json.loads(line))
    except (DefinitionError, json.JSONDecodeError) as error:
        raise DefinitionError(f"{FILE}: the definition of {name!r} doesn't decode: {error}") from None
