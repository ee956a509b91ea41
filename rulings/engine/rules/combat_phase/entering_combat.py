"""Permanents put onto the battlefield attacking or blocking (CR 506.3, 508.4, 509.4): they are in combat
without being declared, so nothing that looks for a declaration applies to them: no "whenever ... attacks" or
"... blocks" trigger (no `attacked` or `blocked` event), and no restriction or requirement on declaring
attackers or blockers (CR 508.4c, 509.4b)."""

from __future__ import annotations

from rulings.engine.rules.combat_phase.in_combat import attacking, defending_player
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled

# CR 508.4d: put onto the battlefield attacking once blockers have been declared, it is unblocked; only then
# is an attacking creature blocked or unblocked (CR 509.1h).
AFTER_BLOCKERS = ("declare_blockers", "combat_damage", "end_of_combat")


def enter_attacking(state: GameState, permanent: GameObject, attacked: str = "") -> None:
    """CR 508.4: it is attacking the defending player its controller chooses as it enters, or what the effect
    that put it there says it attacks (`attacked`: a player, or a planeswalker's id)."""
    if state.step == "beginning_of_combat":
        raise NotModelled("a creature put onto the battlefield attacking before attackers are declared")
    if state.step not in ("declare_attackers", *AFTER_BLOCKERS):
        return  # outside combat there is nothing to attack (CR 506.1)
    # CR 506.3a: a noncreature permanent is never an attacking permanent; CR 506.3b: nor is a creature under
    # the control of a player other than the attacking player.
    if not permanent.is_type("Creature") or permanent.controller != state.active:
        return
    if attacked:
        # CR 506.3c, 508.4a: what it would attack is gone, so it is never an attacking creature.
        if _can_still_be_attacked(state, permanent.controller, attacked):
            state.combat.attackers[permanent.id] = attacked
        return
    defenders = state.opponents(permanent.controller)
    if len(defenders) != 1:
        # CR 508.4: its controller chooses among the defending players and their planeswalkers: the first of
        # their standing choices (the protocol's `prefer`) that is one, whatever its source attacks
        state.combat.attackers[permanent.id] = _preferred_defender(state, permanent.controller, defenders)
        return
    # CR 508.4d: entering after blockers are declared, it is unblocked (it isn't in `blocked`); before, the
    # declare blockers step may still block it like any attacker.
    state.combat.attackers[permanent.id] = _chosen_defender(state, permanent.controller, defenders[0])


def _can_still_be_attacked(state: GameState, attacker: str, attacked: str) -> bool:
    """CR 508.4a: a player still in the game, or a planeswalker still on the battlefield, still a planeswalker,
    and still controlled by a defending player (every opponent, in the engine's games, CR 506.2, 802.2)."""
    if attacked in state.players:
        return attacked not in state.lost
    walker = state.objects.get(attacked)
    return (
        walker is not None
        and walker.zone == "battlefield"
        and walker.is_type("Planeswalker")
        and walker.controller in state.opponents(attacker)
        and walker.controller not in state.lost
    )


def _preferred_defender(state: GameState, controller: str, defenders: list[str]) -> str:
    """CR 508.4: the defending player or planeswalker the controller chose (the first of their `prefer` that is
    one still there to be attacked); without one, the choice is theirs to make and unsaid, so not modelled."""
    for choice in state.choices.preference.get(controller, []):
        walker = state.objects.get(choice)
        is_walker = walker is not None and walker.controller in defenders
        if (choice in defenders or is_walker) and _can_still_be_attacked(state, controller, choice):
            return choice
    raise NotModelled("choosing which defending player a creature entering attacking attacks (`prefer`)")


def _chosen_defender(state: GameState, controller: str, defender: str) -> str:
    """CR 508.4: the defending player, or a planeswalker they control: the first such planeswalker of the
    controller's standing choices (the protocol's `prefer`), else the player."""
    walkers = {p.id for p in state.battlefield() if p.is_type("Planeswalker") and p.controller == defender}
    return next(
        (choice for choice in state.choices.preference.get(controller, []) if choice in walkers), defender
    )


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
