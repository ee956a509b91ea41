"""Wrong engines with a mana rule done wrong: types of mana, what a permanent could produce, replacement
effects, triggers on tapping for mana, pools emptying."""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from rulings.engine.rules.mana import production
from tests.fuzz.wrong_engines.corrupted import Corrupted
from tests.fuzz.wrong_engines.replaced import RULES, Replaced, replaced


def _any_color_or_colorless(right: Any, state: Any, obj: Any, ability: Any, *rest: Any) -> frozenset[str]:
    found: frozenset[str] = right(state, obj, ability, *rest)
    return found | {"C"} if ability.types == "any color" else found


class AnyColorIncludesColorless(Replaced, Corrupted):
    """Reads "one mana of any color" as any type, {C} too (CR 106.1a, 105.2c: colorless is not a color)."""

    name = "any color includes colorless"
    wrong = ((f"{RULES}.mana.production:ability_types", _any_color_or_colorless),)


def _tapped_could_produce_nothing(right: Any, state: Any) -> dict[str, frozenset[str]]:
    could: dict[str, frozenset[str]] = right(state)
    return {i: frozenset() if state.object(i).tapped else types for i, types in could.items()}


class CouldProduceNeedsCosts(Replaced, Corrupted):
    """Says a tapped permanent could produce nothing, as though its costs mattered (CR 106.7: what a permanent
    could produce is worked out "ignoring whether costs could be paid")."""

    name = "could-produce counts costs"
    wrong = ((f"{RULES}.mana.could_produce:could_produce_all", _tapped_could_produce_nothing),)


def _no_replacements(right: Any, *args: Any) -> list[Any]:
    return []


def _could_produce_without_replacements(right: Any, state: Any) -> Any:
    with replaced(f"{RULES}.mana.production:replacement_effects", _no_replacements):
        return right(state)


class CouldProduceIgnoresReplacements(Replaced, Corrupted):
    """Works out what a permanent could produce without the replacement effects that apply to it (CR 106.7:
    "taking into account any applicable replacement effects"): a Forest under Contamination "could produce"
    {G} while tapping it adds {B}."""

    name = "could-produce ignores replacements"
    wrong = ((f"{RULES}.mana.could_produce:could_produce_all", _could_produce_without_replacements),)


class ReplacementsSkipMana(Replaced, Corrupted):
    """Applies no replacement effect to mana abilities (CR 106.12b, 614.1a: Contamination makes a land tapped
    for mana produce {B} instead)."""

    name = "replacement effects ignored"
    wrong = ((f"{RULES}.mana.production:replacement_effects", _no_replacements),)


def _undefined_is_colorless(right: Any, state: Any, player: str, obj: Any, *rest: Any, **kwargs: Any) -> Any:
    activation = right(state, player, obj, *rest, **kwargs)
    if activation.mana:
        return activation
    amount = production.ability_amount(state, obj, activation.ability, activation.removed)
    return dataclasses.replace(activation, mana=("C",) * amount)


class UndefinedManaIsColorless(Replaced, Corrupted):
    """Produces {C} where the type of mana is undefined (CR 106.5: it produces no mana instead): a lone
    Reflecting Pool taps for {C}, and that triggers Mana Flare."""

    name = "undefined mana is colorless"
    wrong = ((f"{RULES}.mana.mana_abilities:verify", _undefined_is_colorless),)


def _triggers_per_mana(right: Any, state: Any, activation: Any) -> list[Any]:
    """Each trigger on tapping for mana triggers again, adding its mana, for each mana past the first produced."""
    events: list[Any] = right(state, activation)
    tapped = activation.obj.id
    produced = sum(e.mana.count("{") for e in events if e.kind == "mana_added" and e.source == tapped)
    triggers = [e for e in events if e.kind == "triggered" and e.object == tapped]
    sources = {e.source for e in triggers}
    added = [e for e in events if e.kind == "mana_added" and e.source in sources]
    for event in added * max(produced - 1, 0):
        state.pools[event.player].update(event.mana.strip("{}").split("}{"))
    again: list[Any] = (triggers + added) * max(produced - 1, 0)
    return events + again


class TriggersPerMana(Replaced, Corrupted):
    """Triggers a "tapped for mana" ability once per mana produced, not once per mana ability (CR 106.12a):
    Wild Growth on a land under Mana Reflection adds {G} twice."""

    name = "tapped-for-mana triggers per mana"
    wrong = ((f"{RULES}.mana.mana_abilities:activate", _triggers_per_mana),)


def _pools_stay(right: Any, state: Any, **kwargs: Any) -> list[Any]:
    kept = {player: Counter(pool) for player, pool in state.pools.items()}
    events: list[Any] = right(state, **kwargs)
    for player, pool in kept.items():
        state.pools[player].update(pool)
    return events


class ManaStays(Replaced, Corrupted):
    """Never empties the mana pools as a step ends (CR 106.4, 500.5: they empty at the end of each step and
    phase), though it reports them emptied."""

    name = "mana stays"
    wrong = ((f"{RULES}.mana.payment:empty_pools", _pools_stay),)
