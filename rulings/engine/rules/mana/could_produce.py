"""CR 106.7: the types of mana a permanent "could produce", as a least fixpoint over the battlefield."""

from __future__ import annotations

from rulings.engine.abilities.mana_sources import (
    ManaAbility,
    ManaReplacement,
)
from rulings.engine.rules.mana import production
from rulings.engine.rules.mana.replacement import possible_outcomes
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.mana import Mana

NOTHING: frozenset[str] = frozenset()


def could_produce_all(state: GameState) -> dict[str, frozenset[str]]:
    """Every permanent's could-produce set.

    Start from "nothing" everywhere and recompute until no set grows (CR 106.7): the least fixpoint, so
    Reflecting Pools that only see each other stay at nothing and the loop ends. Each round is linear in
    the permanents, reading one union per player; sets only grow, within six types, so rounds are few.
    """
    statics = production.gather_statics(state)
    permanents = state.battlefield()
    outcomes = _OutcomeCache()

    def types_of(obj: GameObject, land_types: production.LandTypes) -> frozenset[str]:
        return _types(state, obj, land_types, statics, outcomes)

    could = {p.id: types_of(p, lambda _player: NOTHING) for p in permanents}
    # Only permanents whose abilities read other permanents can change after the first round.
    dependent = [p for p in permanents if _reads_others(p, statics)]
    while dependent:
        by_player: dict[str, frozenset[str]] = {}
        for p in permanents:
            if p.is_type("Land"):
                by_player[p.controller] = by_player.get(p.controller, NOTHING) | could[p.id]
        changed = False
        land_types = _reader(by_player)
        for p in dependent:
            new = types_of(p, land_types)
            if new != could[p.id]:
                could[p.id] = new
                changed = True
        if not changed:
            break
    return could


def _reader(by_player: dict[str, frozenset[str]]) -> production.LandTypes:
    """Read one round's unions: a player with no lands could produce nothing."""
    return lambda player: by_player.get(player, NOTHING)


class _OutcomeCache:
    """possible_outcomes, remembered per (mana, effects): a thousand Forests share one answer."""

    def __init__(self) -> None:
        self._seen: dict[tuple[Mana, tuple[ManaReplacement, ...]], frozenset[Mana]] = {}

    def __call__(self, mana: Mana, rules: tuple[ManaReplacement, ...]) -> frozenset[Mana]:
        key = (mana, rules)
        if key not in self._seen:
            self._seen[key] = possible_outcomes(mana, rules)
        return self._seen[key]


def _reads_others(obj: GameObject, statics: production.Statics) -> bool:
    return any(production.reads_others(a) for a in production.mana_abilities_of(obj, statics))


def _types(
    state: GameState,
    obj: GameObject,
    land_types: production.LandTypes,
    statics: production.Statics,
    outcomes: _OutcomeCache,
) -> frozenset[str]:
    """The types any of the object's mana abilities would produce now, costs ignored, in any order of effects."""
    result: set[str] = set()
    for ability in production.mana_abilities_of(obj, statics):
        # Squandered Resources: the land it would sacrifice could be any land its controller controls.
        types = production.ability_types(state, obj, ability, land_types, land_types(obj.controller))
        rules = tuple(e.rule for e in production.replacement_effects(obj, ability, obj.controller, statics))
        for amount in _amounts(state, obj, ability, rules):
            # an amount of 0 or no type: it would produce no mana, so no type (CR 106.7, last sentence)
            for mana_type in types if amount else ():
                for outcome in outcomes((mana_type,) * amount, rules):
                    result.update(outcome)
    return frozenset(result)


def _amounts(
    state: GameState, obj: GameObject, ability: ManaAbility, rules: tuple[ManaReplacement, ...]
) -> range | tuple[int]:
    """The amounts to consider. Costs are ignored (CR 106.7), so a cost of "any number" of counters could
    remove any number, whatever is on the permanent: one up to the largest amount an effect asks for
    ("two or more mana") covers every case, since larger amounts meet the same conditions."""
    if ability.amount == "counters removed":
        return range(1, max((r.min_amount for r in rules), default=1) + 1)
    return (production.ability_amount(state, obj, ability),)
