"""Surveil (CR 701.25): a player looks at the top N cards of their library and puts any number of them into their
graveyard, the rest on top in any order; where, they have said beforehand (the protocol's `surveil`)."""

from __future__ import annotations

from rulings.engine.rules.scry import placement, reorder_library
from rulings.engine.rules.zones import put_into_graveyard
from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.events import Event


def surveil(state: GameState, player: str, source: GameObject, amount: int) -> list[Event]:
    """CR 701.25a, c: surveil `amount` for the ability of `source`: the top cards there are, fewer if the library
    has fewer (none: nothing to look at); surveil 0 is no surveil event."""
    placed = placement(state, player, source, amount, answers=state.choices.surveil, verb="surveil")
    if placed is not None:
        top, graveyard = placed
        for card in graveyard:  # CR 701.25a: into their graveyard, not to the bottom as a scry would
            put_into_graveyard(card)
        reorder_library(state, top, [])
    return []  # no event: an ability that triggers on surveilling (CR 701.25d) isn't modelled
