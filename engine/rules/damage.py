"""Damage dealt other than in a combat damage step (CR 120): by a resolving ability (Glorybringer's) or by
creatures fighting (CR 701.14). It is marked on a creature (CR 120.3e); state-based actions destroy a creature
with lethal damage before anyone next gets priority (CR 704.5g)."""

from __future__ import annotations

from rulings.engine.rules.players import damage_player, dealt_as_infect
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def deal_noncombat_damage(source: str, creature: GameObject, amount: int) -> list[Event]:
    """The source deals that much damage to the creature; 0 or less is no damage at all (CR 120.8)."""
    if amount <= 0:
        return []
    creature.damage += amount  # CR 120.3e
    return [Event("damage_dealt", source=source, object=creature.id, amount=amount, noncombat=True)]


def damage_any_target(state: GameState, source: str, target: str, amount: int) -> list[Event]:
    """The source deals noncombat damage to a creature or a player (CR 120.3); 0 is no damage (CR 120.8)."""
    if amount <= 0:
        return []
    if target in state.players:
        return damage_player(
            state, source, target, amount, infect=dealt_as_infect(state, target), noncombat=True
        )
    return deal_noncombat_damage(source, state.objects[target], amount)
