"""A triggered ability's intervening "if" (CR 603.4): checked as the event happens and again as the ability
resolves; and the conditions its trigger event names ("if it's tapped")."""

from __future__ import annotations

from rulings.engine.abilities.triggers import (
    Condition,
)
from rulings.engine.rules.subtypes import has_subtype
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject, colors


def condition_holds(state: GameState, source: GameObject, controller: str, condition: Condition) -> bool:
    """An intervening "if" clause (CR 603.4), for the ability's controller ("you"), now."""
    if condition == "":
        return True
    if condition == "you have exactly 1 life":
        return state.life_total(controller) == 1
    if condition == "you have 50 or more life":
        return state.life_total(controller) >= 50
    if condition == "you control a green permanent":
        return any(p.controller == controller and "G" in colors(p) for p in state.battlefield())
    if condition == "you control another Elf":
        return any(
            p.controller == controller and p.id != source.id and has_subtype(state, p, "Elf")
            for p in state.battlefield()
        )
    return _last_known_condition(state, source, condition)


def _last_known_condition(state: GameState, source: GameObject, condition: Condition) -> bool:
    """ "if this creature is tapped" (survival), "if it had no +1/+1 counters on it" (undying) and "if enchanted
    creature is untapped" (Narcolepsy); "if it isn't renowned" (renown)."""
    if condition == "this isn't renowned":  # CR 702.112a-b: a new object, one that left, is renowned no more
        return not source.renowned
    if condition == "this had no +1/+1 counters on it":  # as it last existed there (CR 603.10a, 702.93a)
        counters = source.counters if source.zone == "battlefield" else source.was_counters
        return counters["+1/+1"] == 0
    if condition == "this is tapped":  # if it left the battlefield, as it last existed there (CR 608.2h)
        return source.tapped if source.zone == "battlefield" else source.was_tapped
    # Narcolepsy: the Aura must still be attached to it.
    enchanted = state.objects.get(source.attached_to) if source.zone == "battlefield" else None
    return enchanted is not None and enchanted.zone == "battlefield" and not enchanted.tapped
