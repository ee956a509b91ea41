"""Mana abilities (CR 605) and what changes them: the type and amount rules of the mana an ability adds,
abilities granted to lands, and replacement effects on the mana produced (CR 106.12b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.text import TextAbility

Whose = Literal["you", "opponents"]


# What type of mana an ability adds: the player chooses one type of the set the rule gives.


@dataclass(frozen=True)
class FixedType:
    """Adds one fixed type ("Add {G}")."""

    type: str


@dataclass(frozen=True)
class AnyColor:
    """Adds one mana of any color ("Add one mana of any color")."""


@dataclass(frozen=True)
class TypeLandsCouldProduce:
    """Any type (or color) that a land you or an opponent controls could produce (CR 106.7)."""

    whose: Whose
    colors_only: bool


@dataclass(frozen=True)
class TypeSacrificedCouldProduce:
    """Any type the sacrificed land could produce, by last known information."""


TypeRule = FixedType | AnyColor | TypeLandsCouldProduce | TypeSacrificedCouldProduce


# How much mana it adds.


@dataclass(frozen=True)
class Fixed:
    """A fixed number of mana: one ("Add {G}"), or three ("Add {C}{C}{C}")."""

    amount: int = 1


@dataclass(frozen=True)
class PerCreatureYouControl:
    """One for each creature you control (Gaea's Cradle)."""


@dataclass(frozen=True)
class PerCounter:
    """One for each counter of a kind on this permanent (Astral Cornucopia)."""

    counter: str


@dataclass(frozen=True)
class PerCounterRemoved:
    """One for each counter removed to pay the cost ("for each storage counter removed this way")."""


@dataclass(frozen=True)
class MoreIfCreatures:
    """ "Add {G}. If you control N or more creatures, add {G}{G} instead" (Leafkin Druid): a self-replacement
    effect (CR 614.15), part of the ability's own effect."""

    creatures: int
    amount: int = 1
    instead: int = 2


AmountRule = Fixed | PerCreatureYouControl | PerCounter | PerCounterRemoved | MoreIfCreatures


@dataclass(frozen=True)
class ManaAbility(TextAbility):
    """An activated mana ability (CR 605.1a): no target, adds mana, never uses the stack (CR 605.3b)."""

    cost: Cost
    types: TypeRule
    amount: AmountRule = Fixed()
    # "Spend this mana only ...": kept as data. It doesn't change the mana's type (CR 106.6), so
    # could-produce reads such abilities; activating one is not modelled, since spending isn't checked.
    restriction: str = ""


@dataclass(frozen=True)
class ManaReplacement(TextAbility):
    """A replacement effect on the mana a tapped-for-mana ability produces (CR 106.12b, CR 614.1a)."""

    tapper: Literal["any", "you"]  # "If you tap ..." vs "If a land is tapped ..."
    what: Literal["permanent", "land"]
    min_amount: int = 1  # "tapped for two or more mana"
    multiply: int = 1  # "twice as much of that mana" (an effect that sets the type doesn't multiply)
    set_type: str = ""
    set_amount: int = 0  # with set_type: 0 keeps the amount


@dataclass(frozen=True)
class GrantManaAbility:
    """ "Lands you control have '<ability>'" (Chromatic Lantern)."""

    to: Literal["lands you control"]
    ability: ManaAbility


@dataclass(frozen=True)
class GrantLandType:
    """ "Each land is a Swamp in addition to its other land types" (Urborg): that type's mana ability."""

    land_type: str  # a basic land type, so each land has its "{T}: Add [mana symbol]" (CR 305.6, 305.7)


ManaSource = ManaAbility | ManaReplacement | GrantManaAbility | GrantLandType
"""A mana ability, or a static that grants or replaces one."""
