"""The untap step (CR 502): the active player's permanents untap, all at the same time, once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import Event

if TYPE_CHECKING:
    from engine.state import GameState


def untap_step(state: GameState) -> list[Event]:
    """Perform the untap step's turn-based actions. No player receives priority in it (CR 502.4)."""
    # CR 502.1 (phasing) and CR 502.2 (day/night) come first; nothing here phases or has day/night.
    to_untap = []
    for permanent in state.battlefield():
        if permanent.controller != state.active:
            continue
        # "Doesn't untap during its controller's next untap step": this is that step, so it is used up.
        if permanent.skip_untaps:
            permanent.skip_untaps -= 1
            continue
        if permanent.tapped:
            to_untap.append(permanent)
    # CR 502.3: all of them untap simultaneously: one event each, whatever untaps them.
    for permanent in to_untap:
        permanent.tapped = False
    return [Event("untapped", object=p.id) for p in to_untap]
