"""A creature's power and toughness before counters and other effects: printed, or set by a characteristic-
defining ability (CR 604.3), in any zone; and the card a creature's imprint ability exiled, which its "+X/+Y"
reads (Phyrexian Ingester). The effects that modify them are the layers' (engine/rules/layers.py)."""

from __future__ import annotations

from rulings.engine.abilities.statics import (
    PowerToughnessEqualToCounters,
)
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def base_power_toughness(state: GameState, obj: GameObject) -> tuple[int, int] | None:
    """Its power and toughness before counters and other effects: printed, or set by a characteristic-defining
    ability for a printed "*" (CR 208.2a, 604.3, 613.4a), in any zone; None for a "*" this engine doesn't compute."""
    power, toughness = obj.card.power or "0", obj.card.toughness or "0"
    if power.lstrip("-").isdigit() and toughness.lstrip("-").isdigit():
        return int(power), int(toughness)
    for ability in obj.card.abilities:
        if isinstance(ability, PowerToughnessEqualToCounters):
            # "Creatures you control": the permanents of its controller's (CR 109.5), itself among them.
            count = sum(p.counters[ability.counter] for p in state.creatures(obj.controller))
            return count, count
    return None


def exiled_creature_card(state: GameState, creature: GameObject) -> GameObject | None:
    """The creature card in exile that this permanent's linked imprint ability exiled (CR 607.2a); none if it
    isn't a creature card (its rulings) or was exiled by the object this permanent was before (CR 400.7)."""
    for card in state.objects.values():
        linked = card.exiled_with == (creature.id, creature.zone_changes)
        if linked and card.zone == "exile" and card.is_type("Creature"):
            return card
    return None
