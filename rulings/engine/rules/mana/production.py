"""What a mana ability would produce: its abilities, types, amount and the replacement effects on it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rulings.engine.abilities import mana_sources
from rulings.engine.abilities.mana_sources import (
    GrantManaAbility,
    ManaAbility,
    ManaReplacement,
)
from rulings.engine.cards.card import BASIC_LAND_MANA, intrinsic_mana_ability
from rulings.engine.rules import layer_effects
from rulings.engine.rules.layers import Board
from rulings.engine.rules.mana.replacement import AppliedEffect, applies_to
from rulings.engine.rules.mana.what_is_a_mana_ability import is_mana_ability
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.mana import COLORS

LandTypes = Callable[[str], frozenset[str]]
"""The types of mana any land a player controls could produce."""


@dataclass(frozen=True)
class Statics:
    """The static abilities on the battlefield that change mana abilities, gathered once per computation."""

    grants: dict[str, tuple[ManaAbility, ...]]  # player -> abilities granted to the lands they control
    replacements: tuple[AppliedEffect, ...]
    # The permanents' characteristics after the layers (CR 613): a land's land types, and the mana abilities of
    # its text it still has (Urborg's, Blood Moon's, CR 305.7).
    board: Board = field(default_factory=dict)


def gather_statics(state: GameState) -> Statics:
    """Collect the granted mana abilities and mana replacement effects now on the battlefield."""
    grants: dict[str, tuple[ManaAbility, ...]] = {}
    replacements = []
    for source in state.battlefield():
        for ability in source.card.abilities:
            if isinstance(ability, GrantManaAbility) and ability.ability not in grants.get(
                source.controller, ()
            ):
                grants[source.controller] = (*grants.get(source.controller, ()), ability.ability)
            elif isinstance(ability, ManaReplacement):
                replacements.append(AppliedEffect(source, ability))
    return Statics(grants, tuple(replacements), layer_effects.board(state))


def mana_abilities_of(obj: GameObject, statics: Statics) -> list[ManaAbility]:
    """The object's mana abilities: intrinsic and printed, then those granted by other permanents; an ability
    that adds mana but moves a card to or from a library is none (CR 605.1a) and uses the stack."""
    values = statics.board.get(obj.id) if obj.zone == "battlefield" else None
    if values is None:
        return [a for a in obj.card.mana_abilities if is_mana_ability(a)]
    # CR 305.6-305.7: the intrinsic mana ability of each basic land type it has now (one an effect gave it, too),
    # then those of its text it still has (a land whose land type an effect set has none, CR 305.7).
    intrinsic = [intrinsic_mana_ability(t) for t in BASIC_LAND_MANA if t in values.subtypes]
    printed = [a for a in values.abilities if isinstance(a, ManaAbility)]
    abilities = [a for a in intrinsic + printed if is_mana_ability(a)]
    if "Land" in values.types:
        abilities += [a for a in statics.grants.get(obj.controller, ()) if a not in abilities]
    return abilities


def reads_others(ability: ManaAbility) -> bool:
    """Whether the types the ability adds depend on what other permanents could produce (CR 106.7)."""
    return (
        isinstance(ability.types, mana_sources.TypeLandsCouldProduce)
        or ability.types == "a type the sacrificed land could produce"
    )


def ability_types(
    state: GameState, obj: GameObject, ability: ManaAbility, land_types: LandTypes, sacrificed: frozenset[str]
) -> frozenset[str]:
    """The types the ability lets its controller choose from; empty means undefined (CR 106.5)."""
    match ability.types:
        case "any color":
            return frozenset(COLORS)
        case mana_sources.TypeLandsCouldProduce(whose=whose, colors_only=colors_only):
            players = [obj.controller] if whose == "you" else state.opponents(obj.controller)
            types = frozenset().union(*(land_types(p) for p in players))
            return types & frozenset(COLORS) if colors_only else types
        case "a type the sacrificed land could produce":
            return sacrificed
        case mana_sources.OneOfTypes(types=types) | mana_sources.EachOfTypes(types=types):
            return frozenset(types)
        case mana_type:
            return frozenset({mana_type})


def ability_amount(state: GameState, obj: GameObject, ability: ManaAbility, removed: int = 0) -> int:
    """How many mana the ability adds before replacement effects; `removed` counters paid its cost."""
    match ability.amount:
        case int() | "creatures you control" as amount:
            return state.count(obj.controller, amount)
        case mana_sources.MoreIfCreatures(creatures=creatures, amount=amount, instead=instead):
            # CR 614.15, 616.1a: a self-replacement effect is applied before any other replacement effect,
            # whatever order the player asks for, so it is part of the amount the others then modify.
            return instead if len(state.creatures(obj.controller)) >= creatures else amount
        case mana_sources.PerCounter(counter=counter):
            return obj.counters[counter]
        case "counters removed":
            return removed
    raise AssertionError(ability.amount)  # pragma: no cover - exhaustive above


def replacement_effects(
    obj: GameObject, ability: ManaAbility, tapper: str, statics: Statics
) -> list[AppliedEffect]:
    """The mana replacement effects that apply to this ability; only tapping for mana is affected (CR 106.12b)."""
    if not ability.cost.tap:
        return []
    return [e for e in statics.replacements if applies_to(e.rule, e.source.controller, obj, tapper)]
