"""Phasing (CR 702.26), the first turn-based action of the untap step (CR 502.1): the active player's phased-in
permanents with phasing phase out, and the phased-out permanents they controlled as those phased out phase in, all
at the same time. A phased-out permanent is treated as though it doesn't exist (CR 702.26b): it stays on the
battlefield, the same object (CR 702.26d), but GameState.battlefield() leaves it out, so it doesn't untap, attack,
or give its abilities. Its "whenever this phases out" ability still triggers: it looks back in time (CR 603.10b),
which engine/rules/abilities/triggers.py does by asking the phased-out permanent itself."""

from __future__ import annotations

from rulings.engine.abilities.untap_permissions import Phasing
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled
from rulings.engine.vocabulary.events import Event


def phase(state: GameState) -> list[Event]:
    """CR 502.1, 702.26a: phase the active player's permanents out and in, simultaneously; one event each."""
    active = state.active
    going_out = [p for p in state.battlefield() if p.controller == active and _has_phasing(p)]
    coming_in = [o for o in state.objects.values() if o.zone == "battlefield" and o.phased_out == active]
    for permanent in going_out:
        _verify_nothing_attached_to(state, permanent)
    for permanent in going_out:
        permanent.phased_out = active
    for permanent in coming_in:
        _phase_in(state, permanent)
    return [Event("phased_out", object=p.id) for p in going_out] + [
        Event("phased_in", object=p.id) for p in coming_in
    ]


def phase_out(state: GameState, permanents: list[GameObject]) -> list[Event]:
    """An effect's "... phase out" (CR 702.26a): each phases out directly, to phase in during its controller's
    next untap step (CR 502.1). One already phased out, or gone, is not affected (CR 608.2b)."""
    going_out = [p for p in permanents if p.zone == "battlefield" and not p.phased_out]
    for permanent in going_out:
        _verify_nothing_attached_to(state, permanent)
    for permanent in going_out:
        permanent.phased_out = permanent.controller
        # Treated as though it doesn't exist, it is no longer in combat (CR 506.4, Clever Concealment's rulings).
        state.combat.attackers.pop(permanent.id, None)
        state.combat.blockers.pop(permanent.id, None)
    return [Event("phased_out", object=p.id) for p in going_out]


def _phase_in(state: GameState, permanent: GameObject) -> None:
    """CR 702.26i: an Aura or Equipment that phased out directly phases in attached to what it was attached to if
    that is still on the battlefield (or, a player, still in the game), else unattached (state-based actions then apply); CR 702.103g: a bestowed
    Aura that phases in unattached ceases to be bestowed, so it is an enchantment creature again."""
    permanent.phased_out = ""
    host, player = state.objects.get(permanent.attached_to), permanent.attached_to in state.players
    still_there = (host is not None and host.zone == "battlefield") or (
        player and permanent.attached_to not in state.lost
    )
    if permanent.attached_to and not still_there:
        permanent.attached_to = ""
        permanent.bestowed = False


def _has_phasing(permanent: GameObject) -> bool:
    return any(isinstance(a, Phasing) for a in permanent.card.abilities)


def _verify_nothing_attached_to(state: GameState, permanent: GameObject) -> None:
    """CR 702.26g: what is attached to a permanent phasing out phases out indirectly with it; not modelled."""
    attached = [p for p in state.battlefield() if p.attached_to == permanent.id]
    if attached:
        raise NotModelled(
            f"{permanent.describe()} would phase out with attached permanents, phasing out indirectly "
            "(CR 702.26g), which the reference engine doesn't model"
        )
