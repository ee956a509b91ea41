"""Permissions to play exiled cards "until your next end step" (Rocco, Street Chef): who may play which card,
and the end of the permission as that end step begins (CR 500.4), not as it ends.

Playing such a card follows the normal rules: its costs, its timing, and for a land the one land a turn
(CR 305.1-305.2, 601.2, Rocco's rulings); only the zone it is played from is permitted (CR 601.3).
"""

from __future__ import annotations

from rulings.engine.rules.unmodelled_triggers import verify_triggers_nothing_unmodelled
from rulings.engine.rules.zones import put_into
from rulings.engine.state.effects import PlayFromExile
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def each_player_exiles_top_card_to_play(state: GameState, source: GameObject, controller: str) -> list[Event]:
    """ "Each player exiles the top card of their library. Until your next end step, each player may play the
    card they exiled this way." The permission is created now; created during an end step, it lasts until the
    next one (CR 500.4: it ends only as that step begins)."""
    events: list[Event] = []
    for player in state.players:
        library = state.cards("library", player)
        if not library:
            continue
        card = library[0]  # CR 401.2: the top card first
        put_into(card, "exile")
        events.append(Event("exiled", object=card.id, source=source.id))
        state.play_from_exile.append(PlayFromExile(player, card.id, card.zone_changes, controller))
    return events


def may_play_from_exile(state: GameState, player: str, card: GameObject) -> bool:
    """Whether an effect lets the player play this exiled card now (CR 601.3, 305.1)."""
    return card.zone == "exile" and any(
        p.player == player and p.card == card.id and p.zone_changes == card.zone_changes
        for p in state.play_from_exile
    )


def end_permissions_as_step_begins(state: GameState) -> None:
    """CR 500.4: as a step begins, the effects that last until that step expire: here the permissions that last
    until the active player's next end step, as their end step begins."""
    if state.step == "end":
        state.play_from_exile = [p for p in state.play_from_exile if p.until != state.active]


def verify_playing_from_exile_modelled(state: GameState, card: GameObject) -> None:
    """Raise NotModelled if playing this card from exile would trigger an ability the engine doesn't model
    (Rocco's "whenever a player plays a land from exile or casts a spell from exile")."""
    if card.zone == "exile":
        verify_triggers_nothing_unmodelled(state, "play from exile", f"playing {card.describe()} from exile")
