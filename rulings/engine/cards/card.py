"""Cards as data: characteristics from the vendored Oracle data (engine/cards/oracle.py), abilities from the pool."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from rulings.engine.abilities import Ability
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.mana_sources import ManaAbility
from rulings.engine.vocabulary.mana import ManaType

A = TypeVar("A")

# CR 305.6: each basic land type has an intrinsic "{T}: Add [mana symbol]."
BASIC_LAND_MANA: dict[str, ManaType] = {
    "Plains": "W",
    "Island": "U",
    "Swamp": "B",
    "Mountain": "R",
    "Forest": "G",
}


def intrinsic_mana_ability(land_type: str) -> ManaAbility:
    """The mana ability a basic land type gives (CR 305.6), also to a land that gains the type (CR 305.7)."""
    mana = BASIC_LAND_MANA[land_type]
    return ManaAbility(f"{{T}}: Add {{{mana}}}.", Cost(tap=True), mana)


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
    colors: frozenset[str] = frozenset()  # besides its mana cost's: a token's colors (CR 105.2, 111.3)
    loyalty: str | None = None  # a planeswalker's printed loyalty (CR 306.5b)
    back: Card | None = None  # a transforming double-faced card's back face (CR 712.2, 712.8e)
    # CR 715.2: an adventurer card's alternative characteristics, its Adventure; None for other cards.
    adventure: Card | None = None

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        """A card is immutable: a copy of the game (taken to undo an illegal action, CR 733) shares it."""
        return self

    def is_type(self, card_type: str) -> bool:
        """Whether the card has a card type, e.g. "Land" or "Creature"."""
        return card_type in self.types

    def abilities_of(self, kind: type[A]) -> list[A]:
        """Its abilities of one kind of primitive, in printed order."""
        return [a for a in self.abilities if isinstance(a, kind)]

    @property
    def mana_abilities(self) -> tuple[ManaAbility, ...]:
        """Its mana abilities: the intrinsic ones of its basic land types first (CR 305.6), then printed."""
        intrinsic = tuple(intrinsic_mana_ability(t) for t in BASIC_LAND_MANA if t in self.subtypes)
        return intrinsic + tuple(a for a in self.abilities if isinstance(a, ManaAbility))


# CR 708.2a: a face-down spell or permanent is a 2/2 creature with no text, no name, no subtypes and no mana cost
# (so colorless, CR 202.2, with mana value 0, CR 202.3); its hidden card's characteristics don't apply.
FACE_DOWN = Card(
    name="",
    mana_cost="",
    types=frozenset({"Creature"}),
    subtypes=frozenset(),
    supertypes=frozenset(),
    oracle_text="",
    keywords=frozenset(),
    power="2",
    toughness="2",
    abilities=(),
)
