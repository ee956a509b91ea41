"""Drawing cards (CR 121) and the draw step (CR 504): a library is an ordered zone, its top the card listed
first on the board; a draw from an empty library is remembered for the state-based action of CR 704.5b."""

from __future__ import annotations

from rulings.engine.rules.zones import put_into
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.events import Event


def draw(state: GameState, player: str, count: int = 1) -> list[Event]:
    """CR 121.1: draw by putting the top card of one's library into one's hand, one card at a time (CR 121.2).
    CR 121.4: an attempt to draw from an empty library is no error: the player loses the next time a player
    would receive priority, as a state-based action (CR 704.5b)."""
    events: list[Event] = []
    for _ in range(count):
        cards = state.cards("library", player)
        if not cards:
            state.drew_from_empty.add(player)
            continue
        put_into(cards[0], "hand")
        events.append(Event("drew", player=player, object=cards[0].id))
    return events


def draw_step(state: GameState) -> list[Event]:
    """CR 504.1: first, the active player draws a card, a turn-based action that doesn't use the stack; the
    active player then gets priority (CR 504.2), as in every step that gives it (CR 117.3a).

    CR 103.8a (the player who plays first skips the draw step of their first turn) isn't applied: a board's
    turn number counts turns from its set-up, so turn 1 of a board is rarely the game's first turn."""
    return draw(state, state.active)
