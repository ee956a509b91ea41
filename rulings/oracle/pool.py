"""The whole card pool through the compiler: the definitions file the engine reads, and the figure of what it plays.

`rulings cards compile` writes engine/data/definitions.tsv from every card the engine knows (engine/cards/oracle.py)
but the hand-written ones (engine/cards/*_cards.py, which override the compiler); CI runs it with `--check`, so the
committed file can't drift from the compiler's output. `rulings cards coverage` counts the cards the engine plays
fully, by card type and by set, and ranks the paragraphs it can't read by how many cards each would unlock.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rulings.engine.abilities.unmodelled import Unmodelled
from rulings.engine.cards import POOL
from rulings.engine.cards.codec import encode
from rulings.engine.cards.oracle import all_names, card_data
from rulings.engine.cards.oracle import pool as oracle_pool
from rulings.oracle.compiler import Compiled, compile_card
from rulings.oracle.normalise import normalised

HEADER = (
    "# Card definitions compiled from Oracle text by `rulings cards compile` (rulings/oracle/); do not edit.\n"
    "# One card a line: its exact name, a tab, the JSON list of its abilities (engine/cards/codec.py).\n"
)
CARD_TYPES = ("Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land", "Planeswalker", "Battle")


def compiled_pool() -> Iterator[tuple[str, dict[str, object], Compiled]]:
    """Every card the engine knows but those defined by hand, with its data and its compiled definition."""
    for name in all_names():
        if name not in POOL:
            data = card_data(name)
            yield name, data, compile_card(name, data)


def definitions_text(pool: list[tuple[str, dict[str, object], Compiled]]) -> str:
    """The definitions file for the compiled pool."""
    lines = [HEADER]
    for name, _data, compiled in pool:
        abilities = json.dumps(
            [encode(a) for a in compiled.abilities], ensure_ascii=False, separators=(",", ":")
        )
        lines.append(f"{name}\t{abilities}\n")
    return "".join(lines)


@dataclass
class PoolFigure:
    """How much of the pool the engine plays fully: in all, by card type and by set, and the to-do list."""

    cards: int = 0
    playing: int = 0
    by_type: Counter[str] = field(default_factory=Counter)
    playing_by_type: Counter[str] = field(default_factory=Counter)
    by_set: Counter[str] = field(default_factory=Counter)
    playing_by_set: Counter[str] = field(default_factory=Counter)
    templates: Counter[str] = field(
        default_factory=Counter
    )  # paragraphs read, by the grammar rule that read them
    # each unread paragraph, as a template ("N" for numbers), by the cards it alone keeps from playing fully
    unlocks: Counter[str] = field(default_factory=Counter)
    unread: Counter[str] = field(default_factory=Counter)  # every card with that unread template
    # the sets the to-do list is ranked over (empty: the whole pool), so a team sees what blocks those sets
    todo_sets: frozenset[str] = frozenset()

    def add(self, name: str, data: dict[str, object], plays_fully: bool, unread: list[str]) -> None:
        """Count one card."""
        self.cards += 1
        self.playing += plays_fully
        types = [t for t in CARD_TYPES if t in (data.get("types") or ())]  # type: ignore[operator]
        for kind in types or ["Other"]:
            self.by_type[kind] += 1
            self.playing_by_type[kind] += plays_fully
        printings = _printings(name, data)
        for code in printings:
            self.by_set[code] += 1
            self.playing_by_set[code] += plays_fully
        if self.todo_sets and self.todo_sets.isdisjoint(printings):
            return
        for template in set(unread):
            self.unread[template] += 1
        if len(set(unread)) == 1:
            self.unlocks[unread[0]] += 1


def _printings(name: str, data: dict[str, object]) -> list[str]:
    """The sets the card was printed in: a vendored card's data (engine/data/cards.json) doesn't carry them, the
    pool's does, so a card vendored for a feature still counts in its sets."""
    printings = data.get("printings")
    if printings is None:
        faces = oracle_pool().faces(name)
        printings = faces[0].get("printings") if faces else None
    return [str(code) for code in printings or ()]  # type: ignore[attr-defined]


def measure(
    pool: list[tuple[str, dict[str, object], Compiled]], todo_sets: frozenset[str] = frozenset()
) -> PoolFigure:
    """The figure of the compiled pool, the hand-written cards counted as playing fully; the to-do list ranked
    over the cards printed in `todo_sets` only, when given."""
    figure = PoolFigure(todo_sets=todo_sets)
    for name in POOL:
        figure.add(name, card_data(name), True, [])
    for name, data, compiled in pool:
        figure.templates.update(t for t in compiled.templates if t)
        unread = [template_of(name, a.text) for a in compiled.abilities if isinstance(a, Unmodelled)]
        figure.add(name, data, compiled.plays_fully, unread)
    return figure


def template_of(name: str, paragraph: str) -> str:
    """A paragraph as a template: "~" for the card itself, "N" for each number, "{M}" for each mana symbol."""
    text = re.sub(r"\b\d+\b", "N", normalised(name, paragraph))
    return re.sub(r"\{[WUBRGC0-9X]\}", "{M}", text)


def write_definitions(path: Path, text: str) -> None:
    """Write the definitions file whole, or not at all."""
    partial = path.with_suffix(".tsv.partial")
    partial.write_text(text, encoding="utf-8")
    partial.replace(path)
