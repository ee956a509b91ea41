"""Who is still in the game, the turn order among them, and whether the game is over (CR 101.4, 104, 800.4)."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.vocabulary.events import Event


def remaining(state: GameState) -> list[str]:
    """The players still in the game: those who haven't lost or left it (CR 104.3, 800.4a)."""
    return [p for p in state.players if p not in state.lost]


def seated(state: GameState) -> list[str]:
    """The players who take turns and receive priority, in turn order: those still in the game while it goes on
    (CR 800.4a, 800.4k); once it is over (CR 104.1) an engine playing on, as the protocol allows, seats all."""
    return state.players if game_over(state) else remaining(state)


def next_in_turn_order(state: GameState, player: str) -> str:
    """The next seated player after this one in turn order (CR 101.4, 800.4a, 800.4k); the player themself if
    no other is."""
    seats = seated(state)
    count = len(state.players)
    start = state.players.index(player)
    for step in range(1, count + 1):
        candidate = state.players[(start + step) % count]
        if candidate in seats:
            return candidate
    return player


def receiving_priority(state: GameState) -> str:
    """Who receives priority where the active player would: the active player, or, once they have left the
    game during their turn, the next player in turn order still in it (CR 800.4j)."""
    if state.active not in seated(state):
        return next_in_turn_order(state, state.active)
    return state.active


def game_over(state: GameState) -> bool:
    """Whether the game has ended (CR 104.1): a player won it (CR 104.2a-b), or every player still in it lost at
    once, a draw (CR 104.4a). A game of one player ends only when that player loses."""
    left = remaining(state)
    return bool(state.won) or not left or (len(state.players) > 1 and len(left) == 1)


def end_if_decided(state: GameState) -> list[Event]:
    """CR 104.2a: a player still in the game wins it once all their opponents have left it, and the game ends
    at once (CR 104.1); with every player still in it losing at once, no one wins: a draw (CR 104.4a)."""
    left = remaining(state)
    if state.won or len(state.players) < 2 or len(left) != 1:
        return []
    state.won.add(left[0])
    return [Event("won_game", player=left[0])]


def is_draw(state: GameState) -> bool:
    """CR 104.4a: the game is a draw if all the players remaining in it lost simultaneously (no one won)."""
    return not state.won and not remaining(state)
