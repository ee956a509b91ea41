"""Turn structure (CR 500): the steps in order, and the names the protocol uses for them."""

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

# CR 506.1: the combat phase's five steps, in order.
COMBAT_STEPS = STEPS[STEPS.index("beginning_of_combat") : STEPS.index("end_of_combat") + 1]

# No player receives priority during the untap step (CR 502.4) or, usually, the cleanup step (CR 514.3).
NO_PRIORITY = frozenset({"untap", "cleanup"})


def next_step(step: str) -> str | None:
    """The step after this one in the same turn, or None after cleanup."""
    i = STEPS.index(step)
    return STEPS[i + 1] if i + 1 < len(STEPS) else None
