"""Sagas (CR 714): the lore counter put on each as its controller's precombat main phase begins (CR 505.4,
714.3c), and the state-based action that sacrifices one whose final chapter has been reached (CR 714.4).

A Saga's chapter abilities are `Triggered` abilities with a chapter number (engine/rules/abilities/triggers.py triggers
them as lore counters are put on it, CR 714.2b); it enters with its first lore counter by the replacement
effect its card lists (CR 714.3a).
"""

from __future__ import annotations

from rulings.engine.abilities.triggers import Triggered
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.state.stack import Trigger
from rulings.engine.vocabulary.events import Event


def chapters(permanent: GameObject) -> list[int]:
    """The chapter numbers of the permanent's chapter abilities (CR 714.2a, 714.2c)."""
    return [a.chapter for a in permanent.card.abilities if isinstance(a, Triggered) and a.chapter]


def add_lore_counters(state: GameState) -> list[Event]:
    """CR 505.4, 714.3c: as the active player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities; a turn-based action, not using the stack."""
    events: list[Event] = []
    for saga in state.battlefield():
        if saga.controller == state.active and has_subtype(state, saga, "Saga") and chapters(saga):
            saga.counters["lore"] += 1
            events.append(Event("counters_put", object=saga.id, ability="1 lore"))
    return events


def sagas_to_sacrifice(state: GameState) -> list[GameObject]:
    """CR 714.4: each Saga with chapter abilities whose lore counters are at least its final chapter number
    (CR 714.2d), unless it is the source of a chapter ability that has triggered and not yet left the stack:
    waiting to be put on it (CR 603.3) or on it."""
    waiting = [p.source for p in state.pending if _is_chapter(p.effect)]
    waiting += [item.source for item in state.stack if _is_chapter(item.effect)]
    return [
        saga
        for saga in state.battlefield()
        if has_subtype(state, saga, "Saga")
        and chapters(saga)
        and saga.counters["lore"] >= max(chapters(saga))
        and saga.id not in waiting
    ]


def _is_chapter(effect: object) -> bool:
    return isinstance(effect, Trigger) and effect.ability.chapter > 0
