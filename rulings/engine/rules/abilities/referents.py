"""What an ability's own words name as it resolves: "this" (its source) and "that creature" (the creature it
triggered on), each only while it is the very object it was (CR 400.7). A permanent that left the battlefield,
even one that came back, is a new object with no memory of its previous existence, so "this creature gets +1/+1"
of an ability activated or triggered before it left does nothing to it."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import StackItem, Trigger

Referents = dict[str, list[GameObject]]


def referents(state: GameState, item: StackItem) -> Referents:
    """The objects "this" and "that creature" of the resolving ability name: none if gone or a new object."""
    named: Referents = {"this": _same_permanent(state, item.source, item.source_zone_changes)}
    if isinstance(item.effect, Trigger) and item.effect.subject:
        named["that creature"] = _same_permanent(state, item.effect.subject, item.effect.zone_changes)
    else:
        named["that creature"] = []
    return named


def _same_permanent(state: GameState, object_id: str, zone_changes: int) -> list[GameObject]:
    """The permanent, if it is on the battlefield as the object it was then (CR 400.7, 611.2c)."""
    obj = state.objects.get(object_id)
    if obj is None or obj.zone != "battlefield" or obj.zone_changes != zone_changes:
        return []
    return [obj]
