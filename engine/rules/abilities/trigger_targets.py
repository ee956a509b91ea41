"""The target of a triggered ability with one target, chosen as it is put on the stack (CR 603.3d)."""

from __future__ import annotations

from rulings.engine.state.game_state import GameState
from rulings.engine.state.objects import GameObject
from rulings.engine.vocabulary.errors import NotModelled


def only_target(state: GameState, source: GameObject, legal: list[str], text: str) -> str | None:
    """CR 603.3d: with one legal target there is no choice to make; among several, the player's stated preference
    chooses, and without one it isn't modelled. None: no legal target (the trigger is removed, CR 603.3d)."""
    # With several, the one the controller said they would choose (the protocol's `prefer`), if legal.
    preferred = [p for p in state.preference.get(source.controller, []) if p in legal]
    if preferred:
        return preferred[0]
    if len(legal) > 1:
        raise NotModelled(
            f"{source.describe()}'s trigger ({text!r}) has several legal targets ({', '.join(legal)}); "
            "the reference engine doesn't choose among them"
        )
    return legal[0] if legal else None
