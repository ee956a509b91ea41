"""Continuous effects from resolving spells and abilities (CR 611.2): created locked to the objects they affect
(CR 611.2c), applied with the statics (layer 6 abilities, CR 613.1f; layer 7c power and toughness, CR 613.4c),
and ended in the cleanup step (CR 514.2).
"""

from __future__ import annotations

from collections.abc import Iterable

from rulings.engine.state.effects import ContinuousEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def until_end_of_turn(
    state: GameState,
    source: str,
    objects: Iterable[GameObject],
    *,
    power: int = 0,
    toughness: int = 0,
    keywords: frozenset[str] = frozenset(),
    cant_block: bool = False,
) -> None:
    """Create an "until end of turn" effect on these objects, and only these (CR 611.2c): one that enters the
    battlefield later, or leaves and returns (CR 400.7), isn't affected."""
    affected = frozenset((o.id, o.zone_changes) for o in objects)
    if affected:
        state.effects.append(ContinuousEffect(source, affected, power, toughness, keywords, cant_block))


def applying_to(state: GameState, obj: GameObject) -> list[ContinuousEffect]:
    """The effects that apply to the object now, in timestamp order (CR 613.7a)."""
    if obj.zone != "battlefield":
        return []
    here = (obj.id, obj.zone_changes)
    return [e for e in state.effects if here in e.affected]


def power_toughness_change(state: GameState, obj: GameObject) -> tuple[int, int]:
    """CR 613.4c: the sum of the "+N/+M" and "-N/-M" effects that apply to it (order doesn't matter here)."""
    effects = applying_to(state, obj)
    return sum(e.power for e in effects), sum(e.toughness for e in effects)


def granted_keywords(state: GameState, obj: GameObject) -> frozenset[str]:
    """CR 613.1f: the keyword abilities effects give it."""
    return frozenset(k for e in applying_to(state, obj) for k in e.keywords)


def cant_block(state: GameState, obj: GameObject) -> bool:
    """Whether an effect says the creature can't block (a restriction, CR 509.1b)."""
    return any(e.cant_block for e in applying_to(state, obj))


def end_until_end_of_turn_effects(state: GameState) -> None:
    """CR 514.2: in the cleanup step, at the same time as damage is removed, "until end of turn" and "this
    turn" effects end."""
    state.effects = [e for e in state.effects if e.duration != "until end of turn"]
