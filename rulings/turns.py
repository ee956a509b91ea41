"""The turn's steps by their protocol names (CR 500.1), the words the feature files use for them, and the
path a game takes from one step to another. Shared by the steps, the fuzzer's printer and its model."""

from __future__ import annotations

STEPS = (
    "untap",
    "upkeep",
    "draw",
    "precombat_main",
    "beginning_of_combat",
    "declare_attackers",
    "declare_blockers",
    "combat_damage",
    "end_of_combat",
    "postcombat_main",
    "end",
    "cleanup",
)

# How the steps say each step ("it is Bob's upkeep", "the game advances to Bob's untap step").
WORDS = {
    "untap": "untap step",
    "upkeep": "upkeep",
    "draw": "draw step",
    "precombat_main": "precombat main phase",
    "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step",
    "declare_blockers": "declare blockers step",
    "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step",
    "postcombat_main": "postcombat main phase",
    "end": "end step",
    "cleanup": "cleanup step",
}

# No player receives priority in the untap step (CR 502.4) or, usually, the cleanup step (CR 514.3).
NO_PRIORITY = frozenset({"untap", "cleanup"})


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
