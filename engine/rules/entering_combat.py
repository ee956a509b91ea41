"""Permanents put onto the battlefield attacking or blocking (CR 506.3, 508.4, 509.4): they are in combat
without being declared, so nothing that looks for a declaration applies to them: no "whenever ... attacks" or
"... blocks" trigger (no `attacked` or `blocked` event), and no restriction or requirement on declaring
attackers or blockers (CR 508.4c, 509.4b)."""

from __future__ import annotations

from rulings.engine.rules.combat import attacking, defending_player
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled

# CR 508.4d: put onto the battlefield attacking once blockers have been declared, it is unblocked.
_AFTER_BLOCKERS = ("declare_blockers", "combat_damage", "end_of_combat")


def enter_attacking(state: GameState, permanent: GameObject) -> None:
    """CR 508.4: it is attacking the defending player its controller chooses as it enters."""
    if state.step == "beginning_of_combat":
        raise NotModelled("a creature put onto the battlefield attacking before attackers are declared")
    if state.step not in ("declare_attackers", *_AFTER_BLOCKERS):
        return  # outside combat there is nothing to attack (CR 506.1)
    # CR 506.3a: a noncreature permanent is never an attacking permanent; CR 506.3b: nor is a creature under
    # the control of a player other than the attacking player.
    if not permanent.is_type("Creature") or permanent.controller != state.active:
        return
    defenders = state.opponents(permanent.controller)
    if len(defenders) != 1:
        raise NotModelled("choosing which defending player a creature entering attacking attacks")
    # CR 508.4d: entering after blockers are declared, it is unblocked (it isn't in `blocked`); before, the
    # declare blockers step may still block it like any attacker.
    state.combat.attackers[permanent.id] = _chosen_defender(state, permanent.controller, defenders[0])


def _chosen_defender(state: GameState, controller: str, defender: str) -> str:
    """CR 508.4: the defending player, or a planeswalker they control: the first such planeswalker of the
    controller's standing choices (the protocol's `prefer`), else the player."""
    walkers = {p.id for p in state.battlefield() if p.is_type("Planeswalker") and p.controller == defender}
    return next((choice for choice in state.preference.get(controller, []) if choice in walkers), defender)


def enter_blocking(state: GameState, permanent: GameObject, attacker: str) -> None:
    """CR 509.4: it is blocking the attacking creature the effect names, if that creature is still attacking
    its controller or their planeswalker (CR 509.4a, 506.3e); the attacker is then blocked (CR 509.1h)."""
    if (
        not permanent.is_type("Creature")
        or attacker not in attacking(state)
        or defending_player(state, attacker) != permanent.controller
    ):
        return
    state.combat.blockers[permanent.id] = attacker
    state.combat.blocked.add(attacker)
