"""Mana abilities (CR 605) and what changes them: the type and amount rules of the mana an ability adds,
abilities granted to lands, and replacement effects on the mana produced (CR 106.12b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulings.engine.abilities.amounts import Amount
from rulings.engine.abilities.costs import Cost
from rulings.engine.abilities.text import TextAbility
from rulings.engine.vocabulary.mana import ManaType

Whose = Literal["you", "opponents"]


@dataclass(frozen=True)
class TypeLandsCouldProduce:
    """Any type (or color) that a land you or an opponent controls could produce (CR 106.7)."""

    whose: Whose
    colors_only: bool


# What type of mana an ability adds; the player chooses one type of the set the rule gives: one fixed type
# ("Add {G}"), one of the five colors ("Add one mana of any color"), any type a land you or an opponent controls
# could produce, or any type the sacrificed land could produce, by last known information.
@dataclass(frozen=True)
class OneOfTypes:
    """ "Add {R} or {G}.", "Add {W}, {U}, or {B}.": one mana of one of these types, its controller's choice as the
    ability resolves (CR 106.1, 605.3b): one ability, not one per type. In printed order (only the text needs it)."""

    types: tuple[ManaType, ...]


@dataclass(frozen=True)
class EachOfTypes:
    """ "Add {W}{U}." (the Signets): one mana of each of these types at once, no type chosen (CR 106.1, 605.3b); in
    printed order. What it could produce is each of them (CR 106.7)."""

    types: tuple[ManaType, ...]


TypeRule = (
    ManaType
    | Literal["any color", "a type the sacrificed land could produce"]
    | TypeLandsCouldProduce
    | OneOfTypes
    | EachOfTypes
)


# How much mana it adds.


@dataclass(frozen=True)
class PerCounter:
    """One for each counter of a kind on this permanent (Astral Cornucopia)."""

    counter: str


@dataclass(frozen=True)
class MoreIfCreatures:
    """ "Add {G}. If you control N or more creatures, add {G}{G} instead" (Leafkin Druid): a self-replacement
    effect (CR 614.15), part of the ability's own effect."""

    creatures: int
    amount: int = 1
    instead: int = 2


# How much mana it adds: a number, fixed or for each creature you control (Gaea's Cradle); one for each counter
# on this permanent, or for each counter removed to pay the cost ("for each storage counter removed this way");
# or more with enough creatures.
AmountRule = Amount | Literal["counters removed"] | PerCounter | MoreIfCreatures


@dataclass(frozen=True)
class ManaAbility(TextAbility):
    """An activated ability that adds mana: a mana ability (CR 605.1a), which never uses the stack (CR 605.3b),
    unless its cost or effect moves a card to or from a library (`draws`, CR 605.1a since 2026-09-25): see
    engine/rules/mana/what_is_a_mana_ability.py."""

    cost: Cost
    types: TypeRule
    amount: AmountRule = 1
    # "Spend this mana only ...": kept as data. It doesn't change the mana's type (CR 106.6), so
    # could-produce reads such abilities; activating one is not modelled, since spending isn't checked.
    restriction: str = ""
    # "Draw a card." after the mana (Chromatic Sphere): how many cards its effect draws.
    draws: int = 0
    # "This land deals 1 damage to you." after the mana (the painlands): noncombat damage to its activator.
    damages_you: int = 0


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
