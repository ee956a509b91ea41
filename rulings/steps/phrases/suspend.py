"""Suspend, in a player's words: "Alice suspends Fungal Behemoth with X = 2" (CR 702.62a, a special action)."""

from __future__ import annotations

from typing import Any

from rulings.steps.language import ATTEMPT, PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import when


@when(rf"{PLAYER} {ATTEMPT}(?:suspends|suspend) (?P<card>.+?)(?: with X = (?P<x>\d+))?")
def suspend(table: Table, *, player: str, attempt: str | None, card: str, x: str | None) -> None:
    """Pay the card's suspend cost from the mana pool and exile it from the hand with its time counters, the X of
    "Suspend X" chosen as the action is taken (CR 702.62a, 107.3d); it doesn't use the stack (CR 116.2f)."""
    action: dict[str, Any] = {
        "type": "suspend",
        "player": player,
        "object": table.object_id(card, default_player=player),
    }
    if x is not None:
        action["x"] = int(x)
    table.act(action, attempt=bool(attempt))
