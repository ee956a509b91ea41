"""Phasing (CR 702.26), the first turn-based action of the untap step (CR 502.1): the active player's phased-in
permanents with phasing phase out, and the phased-out permanents they controlled as those phased out phase in, all
at the same time. A phased-out permanent is treated as though it doesn't exist (CR 702.26b): it stays on the
battlefield, the same object (CR 702.26d), but GameState.battlefield() leaves it out, so it doesn't untap, attack,
or give its abilities. Its "whenever this phases out" ability still triggers: it looks back in time (CR 603.10b),
which engine/rules/abilities/triggers.py does by asking the phased-out permanent itself. What is attached to a
permanent phasing out phases out indirectly with it, and phases in only with it (CR 702.26g)."""

from __future__ import annotations

from rulings.engine.abilities.untap_permissions import Phasing
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def phase(state: GameState) -> list[Event]:
    """CR 502.1, 702.26a: phase the active player's permanents out and in, simultaneously; one event each."""
    active = state.active
    going_out = [p for p in state.battlefield() if p.controller == active and _has_phasing(p)]
    # CR 702.26g: what phased out indirectly phases in with its permanent, not by itself.
    coming_in = [
        o
        for o in state.objects.values()
        if o.zone == "battlefield" and o.phased_out == active and not o.phased_out_indirectly
    ]
    coming_in = [p for host in coming_in for p in [host, *_indirectly_with(state, host)]]
    going_out = _with_attached(state, going_out)
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
    going_out = _with_attached(state, [p for p in permanents if p.zone == "battlefield" and not p.phased_out])
    for permanent in going_out:
        permanent.phased_out = permanent.controller  # one phased out indirectly waits for its host (phase)
        # Treated as though it doesn't exist, it is no longer in combat (CR 506.4, Clever Concealment's rulings).
        state.combat.attackers.pop(permanent.id, None)
        state.combat.blockers.pop(permanent.id, None)
    return [Event("phased_out", object=p.id) for p in going_out]


def _phase_in(state: GameState, permanent: GameObject) -> None:
    """CR 702.26i: an Aura or Equipment that phased out directly phases in attached to what it was attached to if
    that is still on the battlefield (or, a player, still in the game), else unattached (state-based actions then apply); CR 702.103g: a bestowed
    Aura that phases in unattached ceases to be bestowed, so it is an enchantment creature again."""
    permanent.phased_out = ""
    permanent.phased_out_indirectly = False
    host, player = state.objects.get(permanent.attached_to), permanent.attached_to in state.players
    still_there = (host is not None and host.zone == "battlefield") or (
        player and permanent.attached_to not in state.lost
    )
    if permanent.attached_to and not still_there:
        permanent.attached_to = ""
        permanent.bestowed = False


def _has_phasing(permanent: GameObject) -> bool:
    return any(isinstance(a, Phasing) for a in permanent.card.abilities)


def _with_attached(state: GameState, going_out: list[GameObject]) -> list[GameObject]:
    """CR 702.26g: the Auras, Equipment and Fortifications attached to a permanent phasing out phase out with it,
    indirectly, and so on for what is attached to them; one that would phase out directly and indirectly at once
    phases out indirectly only (CR 702.26h)."""
    everything = list(going_out)
    for permanent in everything:  # grows as attached permanents are found
        for attached in state.battlefield():
            if attached.attached_to == permanent.id and attached not in everything:
                everything.append(attached)
    ids = {p.id for p in everything}
    for permanent in everything:
        permanent.phased_out_indirectly = permanent.attached_to in ids
    return everything


def _indirectly_with(state: GameState, host: GameObject) -> list[GameObject]:
    """The permanents that phased out indirectly with the host, attached to it or to one of them (CR 702.26g)."""
    found: list[GameObject] = []
    frontier = [host]
    while frontier:
        current = frontier.pop()
        attached = [
            o
            for o in state.objects.values()
            if o.zone == "battlefield" and o.phased_out_indirectly and o.attached_to == current.id
        ]
        found += attached
        frontier += attached
    return found
