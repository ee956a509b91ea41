"""Who is in combat (CR 506.4: a permanent that leaves the battlefield or changes controller leaves combat):
the attacking and blocking creatures, the defending player, a permanent's combat status. Read by every area
that asks "attacking creature" or "defending player"."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState


def attacking(state: GameState) -> dict[str, str]:
    """The attacking creatures still in combat, each with the player or planeswalker (its id) it attacks."""
    return {
        creature: defender
        for creature, defender in state.combat.attackers.items()
        if _in_combat(state, creature, state.active)
    }


def blocking(state: GameState) -> dict[str, str]:
    """The blocking creatures still in combat, each with the attacking creature it blocks."""
    return {
        blocker: attacker
        for blocker, attacker in state.combat.blockers.items()
        if attacker in state.combat.attackers
        and _in_combat(state, blocker, defending_player(state, attacker))
    }


def defending_player(state: GameState, attacker: str) -> str:
    """CR 508.5: the player the creature attacks, or the controller of the planeswalker it attacks (as that
    planeswalker last existed on the battlefield, if it has left: it was attacking that player's, CR 506.4c)."""
    defender = state.combat.attackers[attacker]
    return defender if defender in state.players else state.objects[defender].controller


def _in_combat(state: GameState, object_id: str, controller: str) -> bool:
    obj = state.objects.get(object_id)
    return obj is not None and obj.zone == "battlefield" and obj.controller == controller


def status(state: GameState, object_id: str) -> dict[str, bool]:
    """Whether the permanent is attacking, blocking, and (an attacker) blocked (CR 506.4, 508.1k, 509.1g-h)."""
    is_attacking = object_id in attacking(state)
    return {
        "attacking": is_attacking,
        "blocking": object_id in blocking(state),
        "blocked": is_attacking and object_id in state.combat.blocked,
    }
