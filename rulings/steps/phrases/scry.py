"""Scry (CR 701.22a): the player's answer, given beforehand, to where the cards they look at go."""

from __future__ import annotations

import re

from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import when


def _cards(table: Table, player: str, text: str | None) -> list[str]:
    """ "Island, then Forest" -> the ids of the player's cards, in that order."""
    return [table.object_id(c, default_player=player) for c in re.split(r",? then ", text)] if text else []


@when(
    rf"{PLAYER} will scry with (?P<source>.+?),"
    r"(?: putting (?P<bottom>.+?) on the bottom)?(?: and)?(?: keeping (?P<top>.+?) on top)?"
)
def will_scry(table: Table, *, player: str, source: str, bottom: str | None, top: str | None) -> None:
    """Where the player puts the cards they look at as the source's ability has them scry: "putting Island on the
    bottom and keeping Forest, then Plains on top", each group in order, the first topmost (CR 701.22a)."""
    table.act(
        {
            "type": "scry",
            "player": player,
            "object": table.object_id(source, default_player=player),
            "top": _cards(table, player, top),
            "bottom": _cards(table, player, bottom),
        }
    )
