"""Scry and surveil (CR 701.22a, 701.25a): the player's answer, given beforehand, to where the cards they look at
go: the bottom of their library for a scry, their graveyard for a surveil, and the rest on top."""

from __future__ import annotations

import re

from rulings.steps.language import PLAYER
from rulings.steps.table import Table
from rulings.steps.vocabulary import when

# Where a keyword action puts the cards not kept on top, as its protocol action names that group.
_AWAY = {"scry": "bottom", "surveil": "graveyard"}


def _cards(table: Table, player: str, text: str | None) -> list[str]:
    """ "Island, then Forest" -> the ids of the player's cards, in that order."""
    return [table.object_id(c, default_player=player) for c in re.split(r",? then ", text)] if text else []


@when(
    rf"{PLAYER} will (?P<action>scry|surveil) with (?P<source>.+?),"
    r"(?: putting (?P<away>.+?) (?P<where>on the bottom|into (?:her|his|their) graveyard))?(?: and)?"
    r"(?: keeping (?P<top>.+?) on top)?"
)
def will_look(
    table: Table,
    *,
    player: str,
    action: str,
    source: str,
    away: str | None,
    where: str | None,
    top: str | None,
) -> None:
    """Where the player puts the cards they look at as the source's ability has them scry or surveil: "putting
    Island on the bottom and keeping Forest, then Plains on top" (CR 701.22a), "putting Island into her graveyard"
    (CR 701.25a); each group in order, the first topmost (uppermost on the bottom)."""
    if (
        where and _AWAY[action] not in where
    ):  # a scry never puts a card into the graveyard, nor a surveil on the bottom
        raise ValueError(f"a {action} doesn't put cards {where}")
    table.act(
        {
            "type": action,
            "player": player,
            "object": table.object_id(source, default_player=player),
            "top": _cards(table, player, top),
            _AWAY[action]: _cards(table, player, away),
        }
    )
