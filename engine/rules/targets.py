"""What a spell's target must be (CR 115.1, 601.2c, 608.2b): a creature on the battlefield, or one with a
combat status the spell names ("target attacking or blocking creature", "target blocked creature")."""

from __future__ import annotations

from rulings.engine.abilities.effects import SpellEffect
from rulings.engine.cards.card import Card
from rulings.engine.rules.combat import status
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, is_creature_on_battlefield


def target_quality(card: Card) -> str:
    """The quality a spell's one target must have: its spell ability's, or a creature (an Aura spell's)."""
    for ability in card.abilities:
        if isinstance(ability, SpellEffect) and ability.target:
            return ability.target
    return "creature"


def is_legal_target(state: GameState, quality: str, obj: GameObject | None) -> bool:
    """Whether the object has the quality now: a creature on the battlefield, and, where the spell says so,
    attacking or blocking, or blocked, in the current combat (CR 506.4, 509.1h)."""
    if obj is None or not is_creature_on_battlefield(obj):
        return False
    combat = status(state, obj.id)
    if quality == "attacking or blocking creature":
        return combat["attacking"] or combat["blocking"]
    if quality == "blocked creature":
        return combat["blocked"]
    return True
