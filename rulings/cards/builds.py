"""Card data as the project meets it, read into one shape: MTGJSON AtomicCards builds and the vendored files.

Three layouts are read (each a JSON object, optionally gzip-compressed):
- MTGJSON AtomicCards: `{"meta": …, "data": {name: [face, …]}}`, each face with `text` (Oracle text),
  `type`, `manaCost`, `power`, `toughness`, `loyalty`, `defense`, `rulings` and
  `identifiers.scryfallOracleId` (the card's identity across renames);
- the engine's vendored card data (engine/data/cards.json): `{"meta": …, "cards": {name: face}}`, a second
  face under `back` or `adventure`, no rulings;
- the vendored Gatherer rulings (data/card-rulings.json): `{name: {"rulings": [{date, text}], …}}`.

A build may be several files (the vendored card data and its rulings); their cards are merged by name.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final

from rulings.errors import RulesInputError
from rulings.layout import shown

__all__ = ["CHARACTERISTICS", "Build", "CardEntry", "Face", "Ruling", "read_build"]

# The characteristics compared, MTGJSON field -> what people call it.
CHARACTERISTICS: Final = {
    "text": "Oracle text",
    "type": "type line",
    "manaCost": "mana cost",
    "power": "power",
    "toughness": "toughness",
    "loyalty": "loyalty",
    "defense": "defense",
}


@dataclass(frozen=True, slots=True)
class Ruling:
    """A Gatherer ruling: its date (YYYY-MM-DD) and text."""

    date: str
    text: str


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card: its name and the characteristics compared (absent ones are "")."""

    name: str
    fields: Mapping[str, str]


@dataclass(frozen=True)
class CardEntry:
    """A card of a build: its faces, its Gatherer rulings (None when the build has none for it: the engine's
    card data carries no rulings) and its Scryfall Oracle id, when known."""

    name: str
    faces: tuple[Face, ...]
    rulings: tuple[Ruling, ...] | None
    oracle_id: str = ""


@dataclass(frozen=True)
class Build:
    """A whole build: its cards by name, and the files it was read from."""

    sources: tuple[Path, ...]
    cards: Mapping[str, CardEntry] = field(repr=False)

    @property
    def label(self) -> str:
        """The build as the report names it."""
        return " + ".join(shown(path) for path in self.sources)


def read_build(paths: Sequence[Path]) -> Build:
    """One build from one or more files; a later file adds rulings or cards the earlier ones lack."""
    cards: dict[str, CardEntry] = {}
    for path in paths:
        for entry in _entries(path, _read_json(path)):
            earlier = cards.get(entry.name)
            cards[entry.name] = entry if earlier is None else _merge(earlier, entry)
    return Build(tuple(paths), cards)


def _merge(earlier: CardEntry, later: CardEntry) -> CardEntry:
    """A card read from two files of one build: faces from the first that has them, rulings likewise."""
    return replace(
        earlier,
        faces=earlier.faces or later.faces,
        rulings=earlier.rulings if earlier.rulings is not None else later.rulings,
        oracle_id=earlier.oracle_id or later.oracle_id,
    )


def _read_json(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
        if raw[:2] == b"\x1f\x8b":
            raw = gzip.decompress(raw)
        data = json.loads(raw.decode("utf-8"))
    except (OSError, EOFError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RulesInputError(
            shown(path), None, "card data as JSON (optionally gzip-compressed)", str(error)
        ) from None
    if not isinstance(data, dict):
        raise RulesInputError(shown(path), None, "card data as a JSON object")
    return data


def _entries(path: Path, data: dict[str, Any]) -> Iterable[CardEntry]:
    """The cards of one file, whichever of the three layouts it has."""
    if isinstance(data.get("data"), dict):  # MTGJSON AtomicCards
        for name, faces in data["data"].items():
            yield _atomic_card(path, name, faces)
    elif isinstance(data.get("cards"), dict):  # engine/data/cards.json
        for name, face in data["cards"].items():
            faces = [face, *(face[key] for key in ("back", "adventure") if isinstance(face.get(key), dict))]
            yield CardEntry(name, tuple(_face(path, name, f) for f in faces), None, _oracle_id(face))
    elif all(isinstance(entry, dict) and "rulings" in entry for entry in data.values()) and data:
        for name, entry in data.items():  # data/card-rulings.json
            yield CardEntry(name, (), _rulings(path, name, entry["rulings"]))
    else:
        raise RulesInputError(
            shown(path),
            None,
            'card data: MTGJSON AtomicCards ({"data": {name: [face, …]}}), the engine\'s cards.json '
            '({"cards": {name: face}}) or card rulings ({name: {"rulings": […]}})',
        )


def _atomic_card(path: Path, name: str, faces: object) -> CardEntry:
    if not isinstance(faces, list) or not faces or not all(isinstance(face, dict) for face in faces):
        raise RulesInputError(shown(path), None, f"card {name!r} as a list of faces (MTGJSON AtomicCards)")
    rulings = faces[0].get("rulings")
    return CardEntry(
        name,
        tuple(_face(path, name, face) for face in faces),
        _rulings(path, name, rulings) if rulings is not None else (),
        _oracle_id(faces[0]),
    )


def _face(path: Path, card: str, face: Mapping[str, Any]) -> Face:
    values: dict[str, str] = {}
    for key in CHARACTERISTICS:
        value = face.get(key, "")
        if not isinstance(value, str | int | float):
            raise RulesInputError(shown(path), None, f"{card!r}: {key} as text", repr(value))
        values[key] = str(value)
    return Face(str(face.get("faceName") or face.get("name") or card), values)


def _rulings(path: Path, card: str, rulings: object) -> tuple[Ruling, ...]:
    if not isinstance(rulings, list):
        raise RulesInputError(shown(path), None, f"{card!r}: rulings as a list of {{date, text}}")
    found: list[Ruling] = []
    for ruling in rulings:
        if not isinstance(ruling, dict) or not isinstance(ruling.get("text"), str):
            raise RulesInputError(shown(path), None, f"{card!r}: each ruling as {{date, text}}", repr(ruling))
        found.append(Ruling(str(ruling.get("date", "")), ruling["text"]))
    return tuple(found)


def _oracle_id(face: Mapping[str, Any]) -> str:
    identifiers = face.get("identifiers")
    return str(identifiers.get("scryfallOracleId", "")) if isinstance(identifiers, dict) else ""
