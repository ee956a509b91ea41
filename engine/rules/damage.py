"""Damage dealt other than in a combat damage step (CR 120): by a resolving ability (Glorybringer's) or by
creatures fighting (CR 701.14). It is marked on a creature (CR 120.3e); state-based actions destroy a creature
with lethal damage before anyone next gets priority (CR 704.5g)."""

from __future__ import annotations

from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def deal_noncombat_damage(source: str, creature: GameObject, amount: int) -> list[Event]:
    """The source deals that much damage to the creature; 0 or less is no damage at all (CR 120.8)."""
    if amount <= 0:
        return []
    creature.damage += amount  # CR 120.3e
    return [Event("damage_dealt", source=source, object=creature.id, amount=amount, noncombat=True)]
