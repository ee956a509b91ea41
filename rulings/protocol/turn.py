"""The turn's steps by their protocol names (CR 500.1), in order, and the steps in which no player gets priority."""

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

# No player receives priority in the untap step (CR 502.4) or, usually, the cleanup step (CR 514.3).
NO_PRIORITY = frozenset({"untap", "cleanup"})


def default_priority(active: str, step: str) -> str:
    """Who has priority when a board does not say: the active player, or no one ("") in the untap and
    cleanup steps (CR 502.4, 514.3). The protocol's `setup` applies this default to a `game` without
    `priority`; the steps send `priority` explicitly anyway."""
    return "" if step in NO_PRIORITY else active
