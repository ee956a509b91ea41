"""The path a game takes from one step of the turn to another: the fuzzer's model of advancing (CR 500.1)."""

from __future__ import annotations

from rulings.protocol.turn import STEPS


def path(players: list[str], active: str, step: str, to_player: str, to_step: str) -> list[tuple[str, str]]:
    """The (active player, step) pairs a game passes into, from one step to the next such step (CR 500.1)."""
    passed: list[tuple[str, str]] = []
    index = STEPS.index(step)
    for _ in range(len(STEPS) * (len(players) + 1)):
        index += 1
        if index == len(STEPS):  # CR 500.1: after the cleanup step, the next player's turn begins
            index = 0
            active = players[(players.index(active) + 1) % len(players)]
        passed.append((active, STEPS[index]))
        if (active, STEPS[index]) == (to_player, to_step):
            return passed
    raise ValueError(f"no step {to_step!r} of {to_player!r} among the players {players}")
