"""Playing lands (CR 305.1, 305.2): a special action of one's own main phase with an empty stack, once a
turn, from one's hand or from where an effect allows."""

from __future__ import annotations

from rulings.engine.rules.spells.casting_permissions import why_not_sorcery_timing
from rulings.engine.rules.spells.exile_permissions import (
    may_play_from_exile,
    verify_playing_from_exile_modelled,
)
from rulings.engine.rules.zones import enter_battlefield
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import IllegalAction
from rulings.engine.vocabulary.events import Event


def verify_play_land(state: GameState, player: str, object_id: str) -> GameObject:
    """Raise IllegalAction naming the rule unless the player may play this land now (CR 305.1, 305.2)."""
    obj = state.object(object_id)
    if not obj.is_type("Land"):
        raise IllegalAction(f"{obj.describe()} isn't a land card, so it can't be played as a land (CR 305.1)")
    if (obj.zone != "hand" or obj.owner != player) and not may_play_from_exile(state, player, obj):
        raise IllegalAction(
            f"{obj.describe()} isn't in {player}'s hand, and no effect lets {player} play it from the {obj.zone} "
            "(CR 305.1)"
        )
    if state.priority != player:
        raise IllegalAction(f"{player} doesn't have priority, so can't play a land (CR 305.1)")
    # CR 305.1: playing a land is a special action of one's own main phase with an empty stack; no flash
    # permission changes that, since playing a land isn't casting a spell (CR 305.9).
    why_not = why_not_sorcery_timing(state, player)
    if why_not:
        raise IllegalAction(f"{player} can't play {obj.describe()}: {why_not} (CR 305.1)")
    if state.lands_played[player] >= 1:
        raise IllegalAction(f"{player} has already played a land this turn (CR 305.2, 305.2b)")
    return obj


def play_land(state: GameState, obj: GameObject) -> list[Event]:
    """Put the land onto the battlefield: it doesn't use the stack (CR 305.1)."""
    verify_playing_from_exile_modelled(state, obj)
    state.lands_played[obj.owner] += 1
    state.passed.clear()
    return enter_battlefield(state, obj, obj.owner)
