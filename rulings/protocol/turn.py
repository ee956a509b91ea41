"""The turn's steps by their protocol names (CR 500.1), in order, and the steps in which no player gets priority."""

from __future__ import annotations

from rulings.protocol.schema import protocol_schema

# The schema's `step` enumeration lists them in turn order: the one place the protocol names them.
STEPS: tuple[str, ...] = tuple(protocol_schema()["$defs"]["step"]["enum"])

# No player receives priority in the untap step (CR 502.4) or, usually, the cleanup step (CR 514.3).
NO_PRIORITY = frozenset({"untap", "cleanup"})


def default_priority(active: str, step: str) -> str:
    """Who has priority when a board does not say: the active player, or no one ("") in the untap and
    cleanup steps (CR 502.4, 514.3). The protocol's `setup` applies this default to a `game` without
    `priority`; the steps send `priority` explicitly anyway."""
    return "" if step in NO_PRIORITY else active
