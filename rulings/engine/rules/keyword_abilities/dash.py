"""Dash (CR 702.109): an alternative cost whose static ability functions on the stack. Cast for its dash cost, the
spell's permanent gains haste, and a delayed triggered ability returns it to its owner's hand at the beginning
of the next end step. Both are created as the permanent is put onto the battlefield (CR 608.3g), not as the spell
is cast: a dashed spell that never becomes a permanent leaves no delayed trigger behind."""

from __future__ import annotations

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.state.effects import ContinuousEffect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import DelayedTrigger, Trigger

DASH = "dash"

# CR 702.109a: "it's returned from the battlefield to its owner's hand at the beginning of the next end step".
RETURN_AT_NEXT_END_STEP = Triggered(
    "At the beginning of the next end step, return that permanent to its owner's hand.",
    "beginning of the next end step",
    "return that permanent to its owner's hand",
)


def dashed_permanent_entered(state: GameState, permanent: GameObject, controller: str) -> None:
    """CR 608.3g, 702.109a: as the dashed spell's permanent is put onto the battlefield, it gains haste and the
    delayed triggered ability is created, both about that permanent, the object it is now (CR 400.7): one that
    leaves the battlefield before the end step stays where it went (Mardu Scout's rulings)."""
    here = frozenset({(permanent.id, permanent.zone_changes)})
    state.effects.append(
        ContinuousEffect(
            permanent.id,
            here,
            keywords=frozenset({"Haste"}),
            duration="while it is that object",
            timestamp=state.next_timestamp(),  # CR 613.7b
        )
    )
    returning = Trigger(RETURN_AT_NEXT_END_STEP, permanent.id, permanent.zone_changes)
    state.delayed.append(DelayedTrigger(permanent.id, controller, returning))
