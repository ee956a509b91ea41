"""Regeneration (CR 701.19a): "Regenerate [permanent]" from a resolving ability creates a shield, a replacement
effect for the turn: the next time that permanent would be destroyed this turn, instead all damage marked on it is
removed, its controller taps it, and, attacking or blocking, it is removed from combat."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def create_shield(state: GameState, permanents: list[GameObject]) -> list[Event]:
    """CR 701.19a: one shield more for each permanent still on the battlefield as the object the ability named
    (CR 400.7: a new object gets none); shields add up, each replacing one destruction."""
    for permanent in permanents:
        key = (permanent.id, permanent.zone_changes)
        state.regeneration[key] = state.regeneration.get(key, 0) + 1
    return []  # no event: creating a shield isn't regenerating (CR 701.19c)


def regenerate_instead(state: GameState, permanent: GameObject) -> list[Event] | None:
    """The replacement of CR 701.19a, if a shield protects this very object: one shield used up, and what
    happens instead of its destruction; None where no shield does (it is destroyed)."""
    key = (permanent.id, permanent.zone_changes)
    if not state.regeneration.get(key):
        return None
    state.regeneration[key] -= 1
    permanent.damage = 0  # all damage marked on it is removed
    # Removed from combat, it is no longer an attacking or blocking creature (CR 506.4); one it blocked stays
    # blocked (CR 509.1h).
    state.combat.attackers.pop(permanent.id, None)
    state.combat.blockers.pop(permanent.id, None)
    if (
        permanent.tapped
    ):  # its controller taps it; one already tapped doesn't become tapped again (CR 701.26a)
        return []
    permanent.tapped = True
    return [Event("tapped", object=permanent.id)]


def end_regeneration_shields(state: GameState) -> None:
    """CR 514.2: in the cleanup step "this turn" effects end, and with them the shields not used."""
    state.regeneration.clear()
