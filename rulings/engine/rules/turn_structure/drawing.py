"""The draw step (CR 504): its turn-based action is a draw (CR 121, rules/actions.py: a library is an ordered
zone, its top the card listed first on the board; a draw from an empty library is remembered for the
state-based action of CR 704.5b)."""

from __future__ import annotations

from rulings.engine.rules.actions import draw
from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.events import Event


def draw_step(state: GameState) -> list[Event]:
    """CR 504.1: first, the active player draws a card, a turn-based action that doesn't use the stack; the
    active player then gets priority (CR 504.2), as in every step that gives it (CR 117.3a).

    CR 103.8a (the player who plays first skips the draw step of their first turn) isn't applied: a board's
    turn number counts turns from its set-up, so turn 1 of a board is rarely the game's first turn."""
    return draw(state, state.active)
