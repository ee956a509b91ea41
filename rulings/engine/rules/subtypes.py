"""An object's subtypes now (CR 205.3): on the battlefield as layer 4 leaves them (CR 613.1d: Turn to Frog's
Frog and nothing else, Urborg's Swamp in addition), elsewhere as printed, with changeling's every creature type
(CR 702.73a) and a bestowed Aura's Aura only (CR 702.103b). Every rule that asks "is it a Zombie?" asks here,
not the printed card."""

from __future__ import annotations

from rulings.engine.rules import layer_effects
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.creature_types import CREATURE_TYPES


def subtypes(state: GameState, obj: GameObject) -> frozenset[str]:
    """The object's subtypes now: a land's own land types, each one word (CR 305.5), and those an effect
    gives every land in addition (Urborg, CR 305.7): a land may have several."""
    values = layer_effects.values_of(state, obj)
    if values is not None:
        return values.subtypes  # as layer 4 leaves them (CR 613.1d)
    if obj.bestowed:
        return frozenset({"Aura"})
    # CR 702.73a: changeling works in every zone: every creature type off the battlefield too.
    changeling = CREATURE_TYPES if "Changeling" in obj.card.keywords and not obj.face_down else frozenset()
    return obj.card.subtypes | obj.also_subtypes | changeling


def has_subtype(state: GameState, obj: GameObject, subtype: str) -> bool:
    """Whether the object has the subtype now."""
    return subtype in subtypes(state, obj)
