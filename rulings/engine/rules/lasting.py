"""Which resolved spells' and abilities' continuous effects apply to an object now (CR 611.2): those locked to it
as they began (CR 611.2c) whose duration goes on (CR 611.2b). Read by the layers (engine/rules/layer_effects.py)
and by the effects that aren't characteristics (restrictions and requirements, engine/rules/continuous.py)."""

from __future__ import annotations

from rulings.engine.state.effects import ContinuousEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject


def lasting(state: GameState, effect: ContinuousEffect) -> bool:
    """Whether the effect's duration goes on: a "for as long as ... remains tapped" one ends when its source
    untaps or leaves the battlefield (CR 611.2b)."""
    if effect.duration != "while its source remains tapped":
        return True
    source = state.objects.get(effect.source)
    return (
        source is not None
        and source.zone == "battlefield"
        and source.zone_changes == effect.source_zone_changes
        and source.tapped
    )


def applying_to(state: GameState, obj: GameObject) -> list[ContinuousEffect]:
    """The effects that apply to the object now, in timestamp order (CR 613.7a). An object that left the
    battlefield has moved zones since, so none of them applies to it any more (CR 400.7)."""
    here = (obj.id, obj.zone_changes)
    return [e for e in state.effects if here in e.affected and lasting(state, e)]
