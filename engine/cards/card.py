"""Cards as data: characteristics from the vendored Oracle data, abilities from the card pool."""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rulings.engine.abilities.mana_sources import Ability, Cost, FixedType, ManaAbility
from rulings.engine.vocabulary.errors import UnknownCard

# CR 305.6: each basic land type has an intrinsic "{T}: Add [mana symbol]."
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@dataclass(frozen=True)
class Card:
    """A card's characteristics (CR 109.3) and its abilities."""

    name: str
    mana_cost: str
    types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    oracle_text: str
    keywords: frozenset[str]
    power: str | None
    toughness: str | None
    abilities: tuple[Ability, ...]

    def is_type(self, card_type: str) -> bool:
        """Whether the card has a card type, e.g. "Land" or "Creature"."""
        return card_type in self.types

    @property
    def mana_abilities(self) -> tuple[ManaAbility, ...]:
        """Its mana abilities: the intrinsic ones of its basic land types first (CR 305.6), then printed."""
        intrinsic = tuple(
            ManaAbility(f"{{T}}: Add {{{mana}}}.", Cost(tap=True), FixedType(mana))
            for land_type, mana in BASIC_LAND_MANA.items()
            if land_type in self.subtypes
        )
        return intrinsic + tuple(a for a in self.abilities if isinstance(a, ManaAbility))


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
