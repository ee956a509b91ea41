"""Extra turns (CR 500.7): whose turn comes next, when effects add turns directly after the current one.

The extra turns wait on a stack: each one created is added directly after the current turn, so the most
recently created is taken first. Turn order (CR 101.4) resumes after them from the player whose regular turn
was the last one taken.
"""

from __future__ import annotations

from collections.abc import Iterator

from rulings.engine.rules.seats import next_in_turn_order, seated
from rulings.engine.state.game_state import GameState


def add_extra_turns(state: GameState, player: str, count: int) -> None:
    """CR 500.7: "takes N extra turns after this one": added one at a time, each directly after this turn."""
    state.extra_turns.extend([player] * count)


def upcoming_turns(state: GameState) -> Iterator[str]:
    """The players whose turns come after the current one, in order: the extra turns, the most recently
    created first (CR 500.7), then the regular turn order from the last regular turn (CR 101.4); none of a player
    who has left the game (CR 800.4k)."""
    yield from (p for p in reversed(state.extra_turns) if p in seated(state))
    regular = state.regular_turn or state.active
    while True:
        regular = _after(state, regular)
        yield regular


def take_next_turn(state: GameState) -> str:
    """Whose turn begins now, removing it from the extra turns if it is one; the regular order is kept."""
    regular = state.regular_turn or state.active
    while state.extra_turns and state.extra_turns[-1] not in seated(state):
        state.extra_turns.pop()  # CR 800.4k: the extra turn of a player who has left doesn't begin
    if state.extra_turns:
        player = state.extra_turns.pop()
    else:
        player = regular = _after(state, regular)
    state.regular_turn = regular
    return player


def _after(state: GameState, player: str) -> str:
    """The next player in turn order still in the game: a player who has left takes no turn (CR 800.4k)."""
    return next_in_turn_order(state, player)
