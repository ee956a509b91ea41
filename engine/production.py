"""What a mana ability would produce: its abilities, types, amount and the replacement effects on it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import (
    AnyColor,
    Fixed,
    FixedType,
    GrantManaAbility,
    ManaAbility,
    ManaReplacement,
    PerCounter,
    PerCreatureYouControl,
    TypeLandsCouldProduce,
    TypeSacrificedCouldProduce,
)
from engine.mana import COLORS
from engine.objects import GameObject
from engine.replacement import AppliedEffect, applies_to

if TYPE_CHECKING:
    from engine.state import GameState

LandTypes = Callable[[str], frozenset[str]]
"""The types of mana any land a player controls could produce."""


@dataclass(frozen=True)
class Statics:
    """The static abilities on the battlefield that change mana abilities, gathered once per computation."""

    grants: dict[str, tuple[ManaAbility, ...]]  # player -> abilities granted to the lands they control
    replacements: tuple[AppliedEffect, ...]


def gather_statics(state: GameState) -> Statics:
    """Collect the granted mana abilities and mana replacement effects now on the battlefield."""
    grants: dict[str, tuple[ManaAbility, ...]] = {}
    replacements = []
    for source in state.battlefield():
        for ability in source.card.abilities:
            if isinstance(ability, GrantManaAbility) and ability.ability not in grants.get(source.controller, ()):
                grants[source.controller] = (*grants.get(source.controller, ()), ability.ability)
            elif isinstance(ability, ManaReplacement):
                replacements.append(AppliedEffect(source, ability))
    return Statics(grants, tuple(replacements))


def mana_abilities(obj: GameObject, statics: Statics) -> list[ManaAbility]:
    """The object's mana abilities: intrinsic and printed, then those granted by other permanents."""
    abilities = list(obj.card.mana_abilities)
    if obj.zone == "battlefield" and obj.is_type("Land"):
        abilities += [a for a in statics.grants.get(obj.controller, ()) if a not in abilities]
    return abilities


def ability_types(
    state: GameState, obj: GameObject, ability: ManaAbility, land_types: LandTypes, sacrificed: frozenset[str]
) -> frozenset[str]:
    """The types the ability lets its controller choose from; empty means undefined (CR 106.5)."""
    match ability.types:
        case FixedType(type=mana_type):
            return frozenset({mana_type})
        case AnyColor():
            return frozenset(COLORS)
        case TypeLandsCouldProduce(whose=whose, colors_only=colors_only):
            players = [obj.controller] if whose == "you" else state.opponents(obj.controller)
            types = frozenset().union(*(land_types(p) for p in players))
            return types & frozenset(COLORS) if colors_only else types
        case TypeSacrificedCouldProduce():
            return sacrificed
    raise AssertionError(ability.types)  # pragma: no cover - exhaustive above


def ability_amount(state: GameState, obj: GameObject, ability: ManaAbility) -> int:
    """How many mana the ability adds before replacement effects."""
    match ability.amount:
        case Fixed(amount=amount):
            return amount
        case PerCreatureYouControl():
            return sum(1 for p in state.battlefield() if p.controller == obj.controller and p.is_type("Creature"))
        case PerCounter(counter=counter):
            return obj.counters[counter]
    raise AssertionError(ability.amount)  # pragma: no cover - exhaustive above


def replacement_effects(
    obj: GameObject, ability: ManaAbility, tapper: str, statics: Statics
) -> list[AppliedEffect]:
    """The mana replacement effects that apply to this ability; only tapping for mana is affected (CR 106.12b)."""
    if not ability.cost.tap:
        return []
    return [e for e in statics.replacements if applies_to(e.rule, e.source.controller, obj, tapper)]
