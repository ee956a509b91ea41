"""Everything the layers read (CR 613: engine/rules/layer_effects.py, layers.py and lasting.py), as one value:
two states with equal inputs have the same characteristics, so the characteristics computed for one serve the
other. A field left out here that a layer effect reads would serve a stale characteristic; the engine's tests
check every remembered result against a fresh computation (`layer_effects.CHECK_REMEMBERED`).

A permanent is named by its identity (`id`): the remembered characteristics hold every permanent they describe,
so while they are kept no other object can have that identity.
"""

from __future__ import annotations

from rulings.engine.state.game_state import GameState


def layer_inputs(state: GameState) -> tuple[object, ...]:
    """The players in turn order and the active one (CR 613.7m), the resolved effects (CR 611.2), each permanent
    as the layers read it (its copiable values, CR 613.2, and what the effects ask of it), the hand sizes (a
    "+1/+1 for each card in your hand"), the exiled cards linked to a permanent (CR 607.2a), and each effect's
    source: its controller (CR 613.7m) and, for an effect lasting while it remains tapped, its status (CR 611.2b)."""
    parts: list[object] = [state.active, tuple(state.players), tuple(state.effects)]
    for o in state.objects.values():
        zone = o.zone
        if zone == "battlefield" and not o.phased_out:  # CR 702.26b: a phased-out one is not there
            parts.append(
                (
                    id(o),
                    o.id,
                    o.card,  # frozen: what it shows after layer 1 (CR 613.2), by identity first
                    o.controller,  # layer 2 (CR 613.1b)
                    o.bestowed,  # CR 702.103b
                    o.also_subtypes,  # CR 611.2e
                    o.also_colors,
                    o.attached_to,  # "enchanted creature gets"
                    o.token,  # "creature tokens get"
                    o.timestamp,  # CR 613.7d
                    o.zone_changes,  # CR 400.7, 611.2c: the effects locked to this object
                    o.showing,
                    tuple(o.counters.items()),  # CR 613.4c, and counters a characteristic counts
                )
            )
        elif zone == "hand":
            parts.append(("hand", o.owner))
        elif zone == "exile" and o.exiled_with is not None:
            parts.append(("exiled", o.exiled_with, o.card, o.bestowed))
    for effect in state.effects:
        source = state.objects.get(effect.source)
        if source is None:
            parts.append(None)
        elif effect.duration == "while its source remains tapped":  # CR 611.2b (lasting.py)
            parts.append((source.controller, source.zone, source.zone_changes, source.tapped))
        else:
            parts.append(source.controller)  # whose choice a tie of timestamps is (CR 613.7m)
    return tuple(parts)
