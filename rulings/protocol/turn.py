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
